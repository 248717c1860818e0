import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../ui/index.ts";
import type { WarningRow } from "./admin-pages.api.ts";
import { formatInstant } from "./admin-pages-format.ts";
import { AdminListView } from "./AdminListView.tsx";

/** /admin/warnings: the bill warnings and trial endings companies were given, with the text they read (spec section 8). */
export const WarningsPage = () => {
  const { t, i18n } = useTranslation();
  const columns: DataTableColumn<WarningRow>[] = [
    { id: "issued_at", type: "function", header: t("Given"), sortable: true, value: (r) => formatInstant(i18n.language, r.issued_at) },
    { id: "company", type: "function", header: t("Company"), sortable: true, value: (r) => r.company_name || t("Registration not completed") },
    { id: "kind", type: "function", header: t("Warning"), sortable: true, value: (r) => (r.kind === "trial_ends" ? t("Trial ends") : t("Bill warning")) },
    { id: "text", type: "value", key: "text", header: t("Text") },
  ];
  return (
    <AdminListView<WarningRow>
      endpoint="warnings"
      title={t("Warnings")}
      columns={columns}
      getRowId={(r) => r.id}
      defaultSort={{ column: "issued_at", order: "desc" }}
      filter={{
        name: "kind",
        label: t("Warning"),
        allLabel: t("All warnings"),
        options: [
          { value: "trial_ends", label: t("Trial ends") },
          { value: "bill_warning", label: t("Bill warning") },
        ],
      }}
      emptyText={t("No warnings given")}
    />
  );
};
