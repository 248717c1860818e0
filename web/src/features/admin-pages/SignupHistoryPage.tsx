import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../ui/index.ts";
import type { SignupRow } from "./admin-pages.api.ts";
import { formatInstant } from "./admin-pages-format.ts";
import { AdminListView } from "./AdminListView.tsx";

const completionKeys = { completed: "Completed", pending: "Not completed", lapsed: "Lapsed (address given up)" } as const;

/** /admin/signup-history: each sign-up and how far it got (verified, registered, signed in, or lapsed). */
export const SignupHistoryPage = () => {
  const { t, i18n } = useTranslation();
  const when = (instant: string | null) => (instant === null ? "—" : formatInstant(i18n.language, instant));
  const columns: DataTableColumn<SignupRow>[] = [
    { id: "signed_up_at", type: "function", header: t("Signed up"), sortable: true, value: (r) => formatInstant(i18n.language, r.signed_up_at) },
    { id: "name", type: "value", key: "name", header: t("Name"), sortable: true },
    { id: "email", type: "value", key: "email", header: t("Email"), sortable: true },
    { id: "company", type: "function", header: t("Company"), value: (r) => r.company_name ?? t("Registration not completed") },
    { id: "completion", type: "function", header: t("Completion"), value: (r) => t(completionKeys[r.completion]) },
    { id: "verified", type: "function", header: t("Email verified"), value: (r) => when(r.email_verified_at) },
    { id: "first_sign_in", type: "function", header: t("First sign-in"), value: (r) => when(r.first_sign_in_at) },
  ];
  return (
    <AdminListView<SignupRow>
      endpoint="signup-history"
      title={t("Signup history")}
      columns={columns}
      getRowId={(r) => r.user_id}
      defaultSort={{ column: "signed_up_at", order: "desc" }}
      emptyText={t("No sign-ups yet")}
      statusOf={(r) => (r.completion === "completed" ? undefined : r.completion === "pending" ? "pending" : "lapsed")}
    />
  );
};
