import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PersonResponse } from "@workledger/event-schemas";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { useSession } from "../../app/session/use-session.ts";
import { Avatar } from "../../ui/avatar/Avatar.tsx";
import { Button } from "../../ui/button/Button.tsx";
import { DataTable } from "../../ui/data-table/DataTable.tsx";
import type { DataTableColumn } from "../../ui/data-table/data-table-columns.tsx";
import { PAGE_SIZES } from "../../ui/data-table/page-jump.ts";
import { dialogs } from "../../ui/dialog/dialog-stack.ts";
import { Input } from "../../ui/input/Input.tsx";
import { Select } from "../../ui/select/Select.tsx";
import { runMutation } from "../auth/api/run-mutation.ts";
import { AddPersonForm } from "./dialogs/AddPersonForm.tsx";
import { InviteForm } from "./dialogs/InviteDialog.tsx";
import { isPeopleSortColumn, peopleApi, peopleKeys, peopleListQueryOptions, type PeopleListQuery, type StatusFilter } from "./people.api.ts";
import { statusActionLabels, statusActionsFor, type StatusAction } from "./people-rules.ts";
import { PersonProfile } from "./profile/PersonProfile.tsx";
import { UnplacedPeopleNotice } from "./UnplacedPeopleNotice.tsx";
import { usePeopleUrl } from "./use-people-url.ts";

type Row = PersonResponse & Record<string, unknown>;
type PageSize = (typeof PAGE_SIZES)[number];
const isPageSize = (n: number): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n);
const statusLabels: Readonly<Record<StatusFilter, string>> = { all: "All", active: "Active", inactive: "Inactive" };

/** /people: the company's people with the status filter, invitations, manual adds, status actions and rights. */
export const PeoplePage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [url, setUrl] = usePeopleUrl();
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Row[]>([]);
  // The API pages, searches and sorts (GET companies/{id}/workers); the table only shows one page.
  const [paging, setPaging] = useState<{ pageIndex: number; pageSize: PageSize; sort: PeopleListQuery["sort"] }>({ pageIndex: 0, pageSize: 10, sort: null });
  const companyId = String(session?.company?.id ?? "");
  const query: PeopleListQuery = { status: url.status, search, page: paging.pageIndex + 1, perPage: paging.pageSize, sort: paging.sort };
  const list = useQuery({ ...peopleListQueryOptions(companyId, query), enabled: companyId !== "" });
  const rows = (list.data?.data ?? []) as Row[];
  // A new filter or search starts again at its first page, unsorted (the table remounts with it).
  const restart = () => setPaging((p) => ({ ...p, pageIndex: 0, sort: null }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleKeys.all(companyId) });

  const changeStatus = async (person: PersonResponse, action: StatusAction) => {
    const outcome = await runMutation(() => peopleApi.setStatus(companyId, person.id, action));
    if (outcome.ok) void refresh();
  };
  const bulk = async (action: "activate" | "deactivate") => {
    const outcome = await runMutation(() => peopleApi.bulkStatus(companyId, action, selected.map((p) => p.id)));
    if (outcome.ok) {
      setSelected([]);
      void refresh();
    }
  };
  const openProfile = (id: string) => setUrl({ userId: id, tab: "information" });

  const columns = useMemo((): DataTableColumn<Row>[] => {
    const statusAction = (action: StatusAction) => ({
      id: action,
      label: t(statusActionLabels[action]),
      hidden: (row: Row) => !statusActionsFor(row.status).includes(action),
      onSelect: (row: Row) => void changeStatus(row, action),
    });
    return [
      {
        id: "name",
        header: t("Name"),
        type: "component",
        sortValue: (r) => r.full_name.toLowerCase(),
        render: (r) => (
          <span className={css({ display: "inline-flex", alignItems: "center", gap: "2" })}>
            <Avatar name={r.full_name} src={r.photo ?? undefined} size="sm" />
            {r.full_name.trim() || "-"}
          </span>
        ),
      },
      {
        id: "email",
        header: t("Email"),
        type: "component",
        sortValue: (r) => r.email,
        render: (r) => (
          <span className={css({ display: "inline-flex", flexDirection: "column" })}>
            {r.email}
            {r.pending_email !== null && (
              <span className={css({ fontSize: "xs", color: "fg.muted" })} data-testid="pending-email-cell">
                {t("Pending: {{email}}", { email: r.pending_email })}
              </span>
            )}
          </span>
        ),
      },
      { id: "label", header: t("Role"), type: "function", value: (r) => t(r.label), sortable: true },
      { id: "status", header: t("Status"), type: "function", value: (r) => t(r.status_label), sortable: true },
      {
        id: "more",
        type: "more",
        options: [{ id: "open", label: t("Open profile"), onSelect: (r: Row) => openProfile(r.id) }, statusAction("activate"), statusAction("deactivate"), statusAction("activation/resend")],
      },
    ];
  }, [t, companyId]);

  const invite = () =>
    dialogs.open({ id: "invite-people", title: t("Invite users by email"), size: "medium", content: (close) => <InviteForm companyId={companyId} companyName={session?.company?.name ?? ""} close={close} canManageRights={session?.permissions.has("can_manage_user_rights") ?? false} /> });
  const add = () => dialogs.open({ id: "add-person", title: t("Add user manually"), size: "medium", content: (close) => <AddPersonForm companyId={companyId} close={close} onAdded={openProfile} /> });

  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      {/* The profile is a drawer over the list, so Escape closes it and focus goes back where it was. */}
      {url.userId !== null && (
        <PersonProfile key={url.userId} companyId={companyId} userId={url.userId} tab={url.tab} onTab={(tab) => setUrl({ tab })} onClose={() => setUrl({ userId: null })} />
      )}
      <header className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" })}>
        <h1 className={css({ textStyle: "2xl", fontWeight: "semibold", flex: "1" })}>{t("People")}</h1>
        <Button variant="secondary" onClick={add}>
          {t("Add user manually")}
        </Button>
        <Button variant="primary" onClick={invite}>
          {t("Invite users by email")}
        </Button>
      </header>
      <UnplacedPeopleNotice companyId={companyId} place={(userId) => setUrl({ userId, tab: "rights" })} />
      <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "3" })}>
        <div className={css({ minW: "40" })}>
          <Select
            label={t("Status")}
            options={(["all", "active", "inactive"] as const).map((s) => ({ value: s, label: t(statusLabels[s]) }))}
            value={url.status}
            onChange={(status) => {
              restart();
              setUrl({ status: status ?? "all" });
            }}
            name="status"
          />
        </div>
        <div className={css({ w: "64" })}>
          <Input
            label={t("Search")}
            type="search"
            value={search}
            onChange={(e) => {
              restart();
              setSearch(e.target.value);
            }}
            name="search"
          />
        </div>
        {selected.length > 0 && (
          <div className={css({ display: "flex", gap: "2", alignItems: "center" })} data-testid="bulk-actions">
            <span className={css({ fontSize: "sm", color: "fg.muted" })}>{t("{{count}} selected", { count: selected.length })}</span>
            <Button variant="secondary" size="sm" onClick={() => void bulk("activate")}>
              {t("Activate selected")}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void bulk("deactivate")}>
              {t("Deactivate selected")}
            </Button>
          </div>
        )}
      </div>
      <DataTable
        key={`${url.status}/${search}`}
        label={t("People")}
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        loading={list.isPending}
        initialPageSize={paging.pageSize}
        server={{
          rowCount: list.data?.meta.total ?? 0,
          onPaginationChange: ({ pageIndex, pageSize }) => setPaging((p) => ({ ...p, pageIndex, pageSize: isPageSize(pageSize) ? pageSize : p.pageSize })),
          onSortingChange: (sorting) => {
            const [first] = sorting;
            setPaging((p) => ({ ...p, pageIndex: 0, sort: first !== undefined && isPeopleSortColumn(first.column) ? { column: first.column, direction: first.direction } : null }));
          },
        }}
        selectable
        onSelectionChange={setSelected}
        statusOf={(r) => r.status_label}
        onRowClick={(r) => openProfile(r.id)}
      />
    </section>
  );
};
