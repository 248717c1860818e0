import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RuleGroupKind } from "@workledger/event-schemas";
import { Button, DataTable, EmptyState, dialogToast, type DataTableColumn } from "../../../ui/index.ts";
import { sendCommand } from "../kit/organisation-client.ts";
import { pageStyles } from "../kit/page-styles.ts";
import { nameOf, peopleQueryOptions } from "../kit/people.queries.ts";
import { ruleGroupPaths, rulesSummary } from "./rule-group-forms.ts";
import { kindTexts } from "./rule-group-texts.ts";
import { RuleGroupDrawer } from "./RuleGroupDrawer.tsx";
import { ruleGroupKeys, ruleGroupsQueryOptions, type RuleGroup } from "./rule-groups.queries.ts";

export interface RuleGroupsSectionProps {
  readonly companyId: string;
  readonly kind: RuleGroupKind;
  /** has_manager_rights: may create, change, assign and delete. */
  readonly manage: boolean;
}

/** One kind of rule group: its groups, their rules in a line, and who is in each. */
export const RuleGroupsSection = ({ companyId, kind, manage }: RuleGroupsSectionProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groups = useQuery(ruleGroupsQueryOptions(companyId, kind));
  const people = useQuery(peopleQueryOptions(companyId));
  const [editing, setEditing] = useState<{ group: RuleGroup | null } | null>(null);
  const texts = kindTexts[kind];

  const remove = async (group: RuleGroup) => {
    if (!(await dialogToast.confirm({ title: t("Delete group"), message: t("Delete {{name}}?", { name: group.name }), tone: "danger" }))) return;
    const result = await sendCommand("delete", `companies/${companyId}/${ruleGroupPaths[kind]}/groups/${group.id}`, undefined, t(texts.deleted));
    if (result.ok) await queryClient.invalidateQueries({ queryKey: ruleGroupKeys.all(companyId) });
  };

  const columns: DataTableColumn<RuleGroup>[] = [
    { id: "name", type: "value", key: "name", header: t("Name"), sortable: true },
    { id: "rules", type: "function", header: t("Rules"), value: (g) => rulesSummary(kind, g.rules, t) },
    { id: "people", type: "function", header: t("People"), value: (g) => g.person_ids.map((id) => nameOf(people.data, id)).join(", ") },
    // Without the right (or with the feature off) no action is offered, not even an empty menu.
    ...(manage ? [{ id: "more", type: "more" as const, options: [
            { id: "edit", label: t("Edit"), onSelect: (g: RuleGroup) => setEditing({ group: g }) },
            { id: "delete", label: t("Delete"), danger: true, onSelect: (g: RuleGroup) => void remove(g) },
          ] }] : []),
  ];
  const rows = groups.data ?? [];
  return (
    <section className={pageStyles.page} aria-label={t(texts.title)}>
      <header className={pageStyles.header}>
        <div>
          <h2 className={pageStyles.subtitle}>{t(texts.title)}</h2>
          <p className={pageStyles.muted}>{t(texts.about)}</p>
        </div>
        {manage && (
          <Button variant="primary" onClick={() => setEditing({ group: null })}>
            {t("Add group")}
          </Button>
        )}
      </header>
      {!groups.isPending && rows.length === 0 ? (
        <EmptyState icon="≡" title={t(texts.empty)} />
      ) : (
        <DataTable label={t(texts.title)} data={rows} columns={columns} getRowId={(g) => g.id} loading={groups.isPending} statusOf={() => undefined} />
      )}
      {editing && <RuleGroupDrawer companyId={companyId} kind={kind} group={editing.group} onClose={() => setEditing(null)} />}
    </section>
  );
};
