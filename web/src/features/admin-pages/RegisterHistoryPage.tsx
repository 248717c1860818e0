import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../ui/index.ts";
import type { RegistrationRow } from "./admin-pages.api.ts";
import { formatDay, formatInstant } from "./admin-pages-format.ts";
import { AdminListView } from "./AdminListView.tsx";

/** /admin/register-history: company registrations (by sign-up or by an admin) and their completion. */
export const RegisterHistoryPage = () => {
  const { t, i18n } = useTranslation();
  const columns: DataTableColumn<RegistrationRow>[] = [
    { id: "registered_at", type: "function", header: t("Registered"), sortable: true, value: (r) => formatInstant(i18n.language, r.registered_at) },
    { id: "name", type: "function", header: t("Company"), sortable: true, value: (r) => (r.name === "" ? t("Registration not completed") : r.name) },
    { id: "via", type: "function", header: t("Registered by"), value: (r) => (r.via === "admin" ? t("An admin") : t("Sign-up")) },
    { id: "main_user", type: "function", header: t("Main user"), value: (r) => r.main_user_email ?? "—" },
    { id: "completed_at", type: "function", header: t("Completed"), sortable: true, value: (r) => (r.completed_at === null ? t("Not completed") : formatInstant(i18n.language, r.completed_at)) },
    { id: "trial_ends_at", type: "function", header: t("Trial ends"), sortable: true, value: (r) => formatDay(i18n.language, r.trial_ends_at) },
  ];
  return (
    <AdminListView<RegistrationRow>
      endpoint="register-history"
      title={t("Register history")}
      columns={columns}
      getRowId={(r) => r.company_id}
      defaultSort={{ column: "registered_at", order: "desc" }}
      emptyText={t("No registrations yet")}
      statusOf={(r) => (r.completed ? undefined : "pending")}
    />
  );
};
