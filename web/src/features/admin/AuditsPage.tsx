import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { auditFieldWords, auditTimeText, auditValueText } from "@workledger/domain/admin/audit-values.ts";
import { localDateTimeToInstant } from "@workledger/domain/work-time/work-time.time.ts";
import { Button, DataTable, DateInput, Drawer, Input, Select, toast, type DataTableColumn } from "../../ui/index.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import {
  adminCompaniesQueryOptions,
  auditPageQueryOptions,
  auditPeopleQueryOptions,
  auditTypesQueryOptions,
  downloadAuditExport,
  verifyLedger,
  type AuditFilters,
  type AuditRow,
  type ChainVerification,
} from "./admin.api.ts";
import { canTimeTravel } from "./audit-format.ts";
import { TimeTravelPanel } from "./TimeTravelPanel.tsx";

/** Events fetched per server page (keyset); the table pages through them 10/50/100/250 at a time. */
const SERVER_PAGE = 250;

const styles = {
  filters: css({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))", gap: "3", alignItems: "end" }),
  changes: css({ display: "flex", flexDirection: "column", gap: "0.5", textStyle: "xs", maxWidth: "28rem", wordBreak: "break-word" }),
  pager: css({ display: "flex", gap: "2", alignItems: "center", justifyContent: "flex-end", flexWrap: "wrap" }),
  pagerNote: css({ color: "fg.muted", textStyle: "sm", marginRight: "auto" }),
  dl: css({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "1 3", textStyle: "sm", "& dt": { color: "fg.muted" }, "& dd": { wordBreak: "break-all" } }),
};

/** /admin/audits: every ledger event of every company, filtered, paged by cursor, exported; the chain verified. */
export const AuditsPage = () => {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [filters, setFilters] = useState<AuditFilters>({});
  const limit = SERVER_PAGE;
  // The cursors of the pages before this one (keyset paging goes forward; "Newer" steps back).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const page = useQuery(auditPageQueryOptions(filters, cursor, limit, lang));
  const companies = useQuery(adminCompaniesQueryOptions());
  const people = useQuery(auditPeopleQueryOptions(filters.company_id ?? ""));
  const types = useQuery(auditTypesQueryOptions());
  const [open, setOpen] = useState<AuditRow | null>(null);
  const [travel, setTravel] = useState<AuditRow | null>(null);
  const [verification, setVerification] = useState<ChainVerification | null>(null);
  const [verifying, setVerifying] = useState(false);

  const change = (next: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setCursors([null]);
  };
  // The date filters as the reader picks them; the query asks from the start of "from" to the end of "to" in the browser's zone.
  const [days, setDays] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const pickDay = (which: "from" | "to", date: string | null) => {
    setDays((d) => ({ ...d, [which]: date }));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    change({ [which]: date === null ? undefined : localDateTimeToInstant(which === "from" ? date : dayAfter(date), "00:00", zone) });
  };

  const verify = async (streamName?: string) => {
    setVerifying(true);
    try {
      const result = await verifyLedger(streamName);
      setVerification(result);
    } finally {
      setVerifying(false);
    }
  };

  const exportAs = async (format: "csv" | "xlsx") => {
    try {
      await downloadAuditExport(format, filters, lang);
    } catch {
      toast.error(t("The export failed"));
    }
  };

  const kindLabel: Record<AuditRow["actor_kind"], string> = { user: t("Person"), system: t("System"), device: t("Device"), connector: t("Connector") };
  // In the company's zone as the app writes times (dd.MM.yyyy HH:mm:ss), UTC on hover.
  const When = ({ row }: { row: AuditRow }) => (
    <time dateTime={row.recorded_at} title={`UTC ${auditTimeText(row.recorded_at, "UTC")} · ${row.time_zone}`} data-testid="audit-time">
      {auditTimeText(row.recorded_at, row.time_zone)}
    </time>
  );
  const Change = ({ row, change }: { row: AuditRow; change: AuditRow["changes"][number] }) => (
    <>
      <strong>{auditFieldWords(change.field, lang)}</strong>: {auditValueText(change.before, row.time_zone, lang, change.field)} → {auditValueText(change.after, row.time_zone, lang, change.field)}
    </>
  );

  const columns: DataTableColumn<AuditRow>[] = [
    { id: "time", type: "component", header: t("Time"), sortValue: (r) => r.recorded_at, render: (r) => <When row={r} /> },
    { id: "company", type: "function", header: t("Company"), value: (r) => r.company_name ?? r.company_id },
    { id: "actor", type: "function", header: t("Actor"), value: (r) => `${r.actor_name ?? r.actor_id} (${kindLabel[r.actor_kind]})` },
    { id: "source", type: "value", key: "source", header: t("Source") },
    {
      id: "what",
      type: "component",
      header: t("What happened"),
      sortValue: (r) => r.what,
      // A button, so the row's details open from the keyboard too.
      render: (r) => (
        <Button variant="link" onClick={() => setOpen(r)}>
          {r.what}
        </Button>
      ),
    },
    { id: "person", type: "function", header: t("Person"), value: (r) => r.person_name ?? r.person_id ?? "" },
    {
      id: "changes",
      type: "component",
      header: t("Changes"),
      render: (r) => (
        <span className={styles.changes}>
          {r.changes.slice(0, 6).map((c) => (
            <span key={c.field}>
              <Change row={r} change={c} />
            </span>
          ))}
          {r.changes.length > 6 ? <span>…</span> : null}
        </span>
      ),
    },
  ];

  const rows = page.data?.data ?? [];
  const verificationText =
    verification === null
      ? null
      : !verification.supported
        ? t("This event store keeps no hash chain.")
        : verification.ok
          ? t("Chain intact: {{events}} events in {{streams}} streams verified.", { events: verification.events_checked, streams: verification.streams_checked })
          : t("Chain broken: first broken link in stream {{stream}} at revision {{revision}} ({{reason}}).", {
              stream: verification.first_break?.stream_name,
              revision: verification.first_break?.revision,
              reason: verification.first_break?.reason,
            });

  return (
    <section className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t("Audit logs")}</h1>
        <div className={pageStyles.actions}>
          <Button variant="secondary" loading={verifying} onClick={() => void verify()}>
            {t("Verify the chain")}
          </Button>
          <Button variant="secondary" onClick={() => void exportAs("csv")}>
            {t("Export CSV")}
          </Button>
          <Button variant="secondary" onClick={() => void exportAs("xlsx")}>
            {t("Export XLSX")}
          </Button>
        </div>
      </header>
      {verificationText !== null && (
        <p role="status" data-testid="chain-verification" data-ok={String(verification?.ok)} className={pageStyles.notice}>
          {verificationText}
        </p>
      )}
      <div className={styles.filters}>
        <Select
          label={t("Company")}
          placeholder={t("All companies")}
          options={(companies.data ?? []).filter((c) => c.name.trim() !== "").map((c) => ({ value: c.id, label: c.name }))}
          value={filters.company_id ?? null}
          onChange={(v) => change({ company_id: v ?? undefined, person_id: undefined })}
        />
        <Select
          label={t("Person")}
          placeholder={t("Everyone")}
          disabled={!filters.company_id}
          options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={filters.person_id ?? null}
          onChange={(v) => change({ person_id: v ?? undefined })}
        />
        <Select
          label={t("Event type")}
          placeholder={t("All events")}
          options={(types.data ?? []).map((x) => ({ value: x.type, label: x.what }))}
          value={filters.type ?? null}
          onChange={(v) => change({ type: v ?? undefined })}
        />
        <Input label={t("Stream")} value={filters.stream ?? ""} maxLength={400} onChange={(e) => change({ stream: e.currentTarget.value })} />
        {/* The app's DD.MM.YYYY input; a day is the whole local day here, the "to" day included. */}
        <DateInput label={t("From")} name="from" value={days.from} onChange={(v) => pickDay("from", v)} />
        <DateInput label={t("To")} name="to" value={days.to} onChange={(v) => pickDay("to", v)} />
        <Button
          variant="ghost"
          onClick={() => {
            setDays({ from: null, to: null });
            change({ company_id: undefined, person_id: undefined, type: undefined, stream: undefined, from: undefined, to: undefined });
          }}
        >
          {t("Clear filters")}
        </Button>
      </div>
      {page.isError && <p className={pageStyles.error}>{t("The audit log could not be loaded")}</p>}
      <DataTable
        key={cursor ?? "first"}
        label={t("Audit logs")}
        data={rows}
        columns={columns}
        getRowId={(r) => r.event_id}
        loading={page.isPending}
        statusOf={() => undefined}
        initialPageSize={50}
        emptyText={t("No events match the filters")}
        onRowClick={(r) => setOpen(r)}
      />
      <nav className={styles.pager} aria-label={t("Audit log pages")}>
        <span className={styles.pagerNote}>{t("Up to {{count}} events per page, newest first", { count: SERVER_PAGE })}</span>
        <Button variant="secondary" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t("Newer")}
        </Button>
        <Button variant="secondary" disabled={page.data?.next_cursor == null} onClick={() => setCursors((c) => [...c, page.data!.next_cursor])}>
          {t("Older")}
        </Button>
      </nav>
      {open !== null && (
        <Drawer title={open.what} onCancel={() => setOpen(null)} footer={false}>
          <dl className={styles.dl}>
            <dt>{t("Time")}</dt>
            <dd>
              <When row={open} /> ({open.time_zone})
            </dd>
            <dt>{t("Company")}</dt>
            <dd>{open.company_name ?? open.company_id}</dd>
            <dt>{t("Actor")}</dt>
            <dd>{`${open.actor_name ?? open.actor_id} (${kindLabel[open.actor_kind]})`}</dd>
            <dt>{t("Source")}</dt>
            <dd>{open.source}</dd>
            <dt>{t("Person")}</dt>
            <dd>{open.person_name ?? open.person_id ?? "—"}</dd>
            <dt>{t("Stream")}</dt>
            <dd>{`${open.stream_name} #${open.revision}`}</dd>
            <dt>{t("Event type")}</dt>
            <dd>{open.type}</dd>
          </dl>
          <h2 className={pageStyles.subtitle}>{t("Changes")}</h2>
          <ul className={pageStyles.list}>
            {open.changes.length === 0 ? <li>{t("No field changed")}</li> : null}
            {open.changes.map((c) => (
              <li key={c.field}>
                <Change row={open} change={c} />
              </li>
            ))}
          </ul>
          <div className={pageStyles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                change({ stream: open.stream_name, company_id: undefined, person_id: undefined, type: undefined });
                setOpen(null);
              }}
            >
              {t("Show this stream's history")}
            </Button>
            <Button variant="secondary" loading={verifying} onClick={() => void verify(open.stream_name)}>
              {t("Verify this stream")}
            </Button>
            {canTimeTravel(open) && (
              <Button
                variant="primary"
                onClick={() => {
                  setTravel(open);
                  setOpen(null);
                }}
              >
                {t("Open as of this moment")}
              </Button>
            )}
          </div>
        </Drawer>
      )}
      {travel !== null && <TimeTravelPanel row={travel} onClose={() => setTravel(null)} />}
    </section>
  );
};
