import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { displayName } from "../../app/session/current-user.ts";
import { useSession } from "../../app/session/use-session.ts";
import { Button, DataTable, Input, type DataTableColumn } from "../../ui/index.ts";
import { runCompanySwitch } from "../company-switch/company-switch.store.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { ClientDrawer } from "./ClientDrawer.tsx";
import { clientsQueryOptions, type Client } from "./clients.api.ts";

/** /admin/clients: every client company, searched, sorted and paged; the form; switching into a company. */
export const ClientsPage = () => {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const clients = useQuery(clientsQueryOptions());
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Client | null | undefined>(undefined);
  const needle = search.trim().toLowerCase();
  const rows = (clients.data ?? []).filter((c) => needle === "" || [c.name, c.tax_number, c.telephone_number, c.activity].some((v) => (v ?? "").toLowerCase().includes(needle)));
  const day = (instant: string | null) => (instant === null ? "" : new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(instant)));

  const switchInto = (c: Client) => {
    if (session === null) return;
    const userName = displayName(session.user) || session.user.email || "-";
    void runCompanySwitch({
      user: session.user,
      from: { name: `${userName} (${t("Admin")})`, picture: session.user.photo ?? null },
      to: { name: c.name, picture: c.logo },
      target: { kind: "company", company: { id: c.id, name: c.name, logo: c.logo } },
    });
  };

  const statusOf = (c: Client) => (c.disabled ? t("Disabled") : c.subscription.is_login_disabled ? t("Login disabled") : c.subscription.is_trial_over ? t("Trial over") : t("Active"));
  const columns: DataTableColumn<Client>[] = [
    { id: "name", type: "function", header: t("Name"), sortable: true, value: (c) => (c.registration_completed ? c.name : t("Registration not completed")) },
    { id: "tax", type: "value", key: "tax_number", header: t("Tax number"), sortable: true },
    { id: "phone", type: "value", key: "telephone_number", header: t("Telephone number") },
    { id: "trial", type: "function", header: t("Trial ends"), sortable: true, value: (c) => day(c.subscription.trial_ends_at) },
    { id: "status", type: "function", header: t("Status"), sortable: true, value: statusOf },
    {
      id: "actions",
      type: "more",
      options: [
        { id: "edit", label: t("Edit"), onSelect: (c: Client) => setEditing(c) },
        { id: "switch", label: t("Switch into this company"), hidden: (c: Client) => !c.registration_completed || c.disabled, onSelect: switchInto },
      ],
    },
  ];

  return (
    <section className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t("Clients")}</h1>
        <Button variant="primary" onClick={() => setEditing(null)}>
          {t("Add client")}
        </Button>
      </header>
      <Input label={t("Search")} type="search" value={search} maxLength={255} onChange={(e) => setSearch(e.currentTarget.value)} />
      <DataTable label={t("Clients")} data={rows} columns={columns} getRowId={(c) => c.id} loading={clients.isPending} statusOf={() => undefined} initialPageSize={10} onRowClick={(c) => setEditing(c)} />
      {editing !== undefined && <ClientDrawer client={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
};
