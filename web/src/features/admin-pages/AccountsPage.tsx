import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, dialogToast, type DataTableColumn } from "../../ui/index.ts";
import { adminListKeys, erasePerson, type AccountRow } from "./admin-pages.api.ts";
import { accountStatusKeys, formatDay, formatInstant } from "./admin-pages-format.ts";
import { AdminListView } from "./AdminListView.tsx";

/** /admin/accounts: every person's account across companies: status, companies, last sign-in; erasing a person (GDPR). */
export const AccountsPage = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [erasing, setErasing] = useState<string | null>(null);
  const statusWords = (status: string) => t(accountStatusKeys[status] ?? status);
  const isErased = (r: AccountRow) => r.status === "erased";
  const nameOf = (r: AccountRow) => (isErased(r) ? t("Erased person") : r.name);

  const erase = async (row: AccountRow) => {
    const sure = await dialogToast.confirm({
      title: t("Erase person"),
      message: t("Erase {{name}} for good? Their name, email address, phone numbers, id code, photo and comments are destroyed and cannot be restored; hours and totals stay.", { name: row.name || row.email }),
      tone: "danger",
      confirmLabel: t("Erase person"),
    });
    if (!sure) return;
    setErasing(row.user_id);
    try {
      await erasePerson(row.user_id);
      await queryClient.invalidateQueries({ queryKey: adminListKeys.all });
    } finally {
      setErasing(null);
    }
  };

  const columns: DataTableColumn<AccountRow>[] = [
    { id: "name", type: "function", header: t("Name"), sortable: true, value: nameOf },
    { id: "email", type: "function", header: t("Email"), sortable: true, value: (r) => (isErased(r) ? "" : r.email) },
    { id: "status", type: "function", header: t("Status"), sortable: true, value: (r) => statusWords(r.status) },
    { id: "companies", type: "function", header: t("Companies"), value: (r) => r.companies.map((c) => c.name || c.id).join(", ") },
    { id: "last_sign_in_at", type: "function", header: t("Last sign-in"), sortable: true, value: (r) => (r.last_sign_in_at === null ? t("Never") : `${formatInstant(i18n.language, r.last_sign_in_at)}${r.last_sign_in_ip ? ` (${r.last_sign_in_ip})` : ""}`) },
    { id: "sign_in_count", type: "function", header: t("Sign-ins"), sortable: true, value: (r) => (r.failed_sign_in_count > 0 ? t("{{ok}} ({{failed}} refused)", { ok: r.sign_in_count, failed: r.failed_sign_in_count }) : String(r.sign_in_count)) },
    { id: "created_at", type: "function", header: t("Created"), sortable: true, value: (r) => formatDay(i18n.language, r.created_at) },
    {
      id: "erase",
      type: "component",
      header: t("Actions"),
      sortable: false,
      render: (r) =>
        // The server refuses to erase an admin account (and oneself): no button for them.
        isErased(r) || r.is_admin ? null : (
          <Button size="sm" variant="danger" aria-label={t("Erase {{name}}", { name: r.name || r.email })} disabled={erasing !== null} onClick={() => void erase(r)}>
            {erasing === r.user_id ? t("Erasing…") : t("Erase person")}
          </Button>
        ),
    },
  ];
  return (
    <AdminListView<AccountRow>
      endpoint="accounts"
      title={t("Accounts")}
      columns={columns}
      getRowId={(r) => r.user_id}
      defaultSort={{ column: "name", order: "asc" }}
      filter={{ name: "status", label: t("Status"), allLabel: t("All accounts"), options: Object.keys(accountStatusKeys).map((s) => ({ value: s, label: statusWords(s) })) }}
      emptyText={t("No accounts yet")}
      statusOf={(r) => (r.status === "active" ? undefined : r.status === "waiting_activation" ? "pending" : r.status)}
    />
  );
};
