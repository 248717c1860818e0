import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RequiredText, ruleGroupKinds, type RuleGroupKind } from "@workledger/event-schemas";
import { DateInput, Drawer, Input } from "../../../ui/index.ts";
import { snakeKeys } from "../kit/case-keys.ts";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../kit/organisation-client.ts";
import { pageStyles } from "../kit/page-styles.ts";
import { PeoplePicker } from "../kit/PeoplePicker.tsx";
import { schemaErrors } from "../kit/schema-errors.ts";
import { peopleChanges } from "../../workspaces/workspace-form.ts";
import { RuleFields } from "./RuleFields.tsx";
import { ruleGroupPaths, ruleKindForms, type RuleForm } from "./rule-group-forms.ts";
import { ruleGroupKeys, type RuleGroup } from "./rule-groups.queries.ts";
import { kindTexts } from "./rule-group-texts.ts";

export interface RuleGroupDrawerProps {
  readonly companyId: string;
  readonly kind: RuleGroupKind;
  readonly group: RuleGroup | null;
  readonly onClose: () => void;
}

/** Create or edit a rule group: its name, its rules and the people it applies to. */
export const RuleGroupDrawer = ({ companyId, kind, group, onClose }: RuleGroupDrawerProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const kindForm = ruleKindForms[kind];
  const texts = kindTexts[kind];
  const [name, setName] = useState(group?.name ?? "");
  const [form, setForm] = useState<RuleForm>(group ? kindForm.fromRules(group.rules) : kindForm.defaults);
  // A change of rules takes effect from this local date (empty: today); the days before keep their rules.
  const [effectiveFrom, setEffectiveFrom] = useState("");
  const [personIds, setPersonIds] = useState<readonly string[]>(group?.person_ids ?? []);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  const rules = kindForm.toRules(form);
  const nameError = schemaErrors(RequiredText, name)["(root)"];
  const ruleErrors = schemaErrors(ruleGroupKinds[kind].rules as never, rules);
  // Beside each input: the domain's problems, once the field was typed in or a save was tried.
  const fieldErrors = kindForm.fieldErrors?.(form) ?? {};
  const shownFieldErrors = Object.fromEntries(Object.entries(fieldErrors).filter(([key]) => tried || touched.has(key) || key.endsWith("_tiers")));
  const formMessages = Object.keys(fieldErrors).length > 0 ? [] : Object.values(ruleErrors);
  const messages = [...new Set([...formMessages, ...Object.entries(serverErrors).filter(([k]) => k !== "name").map(([, v]) => v)])];

  const save = async () => {
    setTried(true);
    if (nameError !== undefined || Object.keys(ruleErrors).length > 0 || Object.keys(fieldErrors).length > 0) return;
    setSaving(true);
    const base = `companies/${companyId}/${ruleGroupPaths[kind]}/groups`;
    try {
      if (group === null) {
        const result = await sendCommand("create", base, { name: name.trim(), rules: snakeKeys(rules), person_ids: personIds }, t(texts.created));
        if (!result.ok) return setServerErrors(fieldErrorsOf(result));
      } else {
        const result = await sendCommand("update", `${base}/${group.id}`, { name: name.trim(), rules: snakeKeys(rules), ...(effectiveFrom === "" ? {} : { effective_from: effectiveFrom }) }, t(texts.updated));
        if (!result.ok) return setServerErrors(fieldErrorsOf(result));
        const { added, removed } = peopleChanges(group.person_ids, personIds);
        if (added.length > 0) await sendCommand("post", `${base}/${group.id}/assign`, { person_ids: added }, t(texts.updated));
        if (removed.length > 0) await sendCommand("post", `${base}/${group.id}/unassign`, { person_ids: removed }, t(texts.updated));
      }
      await queryClient.invalidateQueries({ queryKey: ruleGroupKeys.all(companyId) });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer title={group ? t(texts.edit) : t(texts.create)} onCancel={onClose} onSave={() => void save()} processing={saving}>
      <div className={pageStyles.form}>
        <Input label={t("Name")} value={name} onChange={(e) => setName(e.currentTarget.value)} error={(tried && nameError ? t(nameError) : undefined) ?? (serverErrors["name"] ? t(serverErrors["name"]) : undefined)} required />
        <RuleFields
          fields={kindForm.fields}
          form={form}
          errors={shownFieldErrors}
          onChange={(key, value) => {
            setForm((f) => ({ ...f, [key]: value }));
            setTouched((keys) => new Set(keys).add(key));
          }}
          onForm={setForm}
        />
        {group !== null && (
          <>
            <DateInput
              label={t("Changed rules apply from")}
              value={effectiveFrom === "" ? null : effectiveFrom}
              onChange={(v) => setEffectiveFrom(v ?? "")}
              error={serverErrors["effective_from"] ? t(serverErrors["effective_from"]) : undefined}
            />
            <p className={pageStyles.muted}>{t("Empty: from today. Days before keep the rules they had.")}</p>
          </>
        )}
        {tried && messages.length > 0 && (
          <ul className={pageStyles.error} role="alert">
            {messages.map((m) => (
              <li key={m}>{t(m)}</li>
            ))}
          </ul>
        )}
        <PeoplePicker companyId={companyId} label={t("People in this group")} value={personIds} onChange={setPersonIds} />
        <p className={pageStyles.muted}>{t("A person belongs to one group of each kind; assigning moves them from their other group.")}</p>
      </div>
    </Drawer>
  );
};
