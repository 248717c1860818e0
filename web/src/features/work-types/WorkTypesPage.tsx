import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button, DataTable, EmptyState, dialogToast, durationLabel, type DataTableColumn } from "../../ui/index.ts";
import { sendCommand } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { useCompany } from "../settings/kit/use-company.ts";
import { WorkTypeDrawer, type WorkTypeDrawerProps } from "./WorkTypeDrawer.tsx";
import { treeOrder, workTypeKeys, workTypesQueryOptions, type WorkType } from "./work-types.queries.ts";

type Row = WorkType & { readonly depth: number };

/** /worktype: work types and their sub-types with every field; deactivation takes the sub-types along. */
export const WorkTypesPage = () => {
  const { t } = useTranslation();
  const { companyId, can } = useCompany();
  const queryClient = useQueryClient();
  const list = useQuery(workTypesQueryOptions(companyId));
  const [editing, setEditing] = useState<WorkTypeDrawerProps["editing"] | null>(null);
  const manage = can("can_manage_work_types");

  const deactivate = async (w: WorkType) => {
    const confirmed = await dialogToast.confirm({ title: t("Deactivate work type"), message: t("Deactivate {{name}} and its sub-types?", { name: w.name }), tone: "danger" });
    if (!confirmed) return;
    const result = await sendCommand("delete", `companies/${companyId}/work-types/${w.id}`, undefined, t("Work type successfully deleted"));
    if (result.ok) await queryClient.invalidateQueries({ queryKey: workTypeKeys.all(companyId) });
  };

  const rows: Row[] = treeOrder(list.data ?? []).map(({ type, depth }) => ({ ...type, depth }));
  const columns: DataTableColumn<Row>[] = [
    {
      id: "name",
      type: "component",
      header: t("Name"),
      render: (w) => (
        <span className={css({ display: "inline-block" })} style={{ paddingLeft: `${w.depth * 1.5}rem` }}>
          {w.depth > 0 ? "↳ " : ""}
          {w.name}
        </span>
      ),
    },
    { id: "product", type: "value", key: "product_number", header: t("Product number") },
    { id: "visma", type: "value", key: "visma_product_number", header: t("Visma product number") },
    { id: "price", type: "function", header: t("Price (€)"), value: (w) => `${w.price.toFixed(2)} / ${t(w.unit)}` },
    { id: "pause", type: "function", header: t("Default pause length"), value: (w) => (w.default_pause_seconds > 0 ? durationLabel(Math.round(w.default_pause_seconds / 60)) : "") },
    { id: "overtime", type: "function", header: t("Overtime"), value: (w) => (w.include_in_overtime ? "✓" : "–") },
    // Without the right (or with the feature off) no action is offered, not even an empty menu.
    ...(manage ? [{ id: "more", type: "more" as const, options: [
            { id: "edit", label: t("Edit"), onSelect: (w: Row) => setEditing({ workType: w }) },
            { id: "sub-type", label: t("Add sub-type"), onSelect: (w: Row) => setEditing({ parentId: w.id }) },
            { id: "deactivate", label: t("Deactivate"), danger: true, onSelect: (w: Row) => void deactivate(w) },
          ] }] : []),
  ];

  return (
    <section className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t("Work types")}</h1>
        {manage && (
          <Button variant="primary" onClick={() => setEditing({ parentId: null })}>
            {t("Add work type")}
          </Button>
        )}
      </header>
      {!list.isPending && rows.length === 0 ? (
        <EmptyState icon="⚙" title={t("No work types yet")} lines={[t("Work types say what the hours were spent on and how they are priced.")]} />
      ) : (
        <DataTable label={t("Work types")} data={rows} columns={columns} getRowId={(w) => w.id} loading={list.isPending} statusOf={() => undefined} initialPageSize={50} />
      )}
      {editing && <WorkTypeDrawer companyId={companyId} editing={editing} onClose={() => setEditing(null)} />}
    </section>
  );
};
