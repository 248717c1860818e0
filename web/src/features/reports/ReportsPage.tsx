import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, DateInput, EmptyState, Select, Spinner, toast } from "../../ui/index.ts";
import { nameOf, peopleQueryOptions } from "../settings/kit/people.queries.ts";
import { localDateOf } from "../work-time/work-time-format.ts";
import { useWorkTimeContext } from "../work-time/use-work-time-context.ts";
import { formatEuros, formatReportHours } from "@workledger/domain/reports/report-numbers.ts";
import { barHeights, summaryCell as cell, workerUnits } from "./report-format.ts";
import {
  asOfInstant,
  peopleReportColumns,
  readPeopleReportColumns,
  readReportFilters,
  writePeopleReportColumns,
  writeReportFilters,
  type PeopleReportColumn,
  type ReportFilters,
} from "./report-filters.ts";
import { fetchExport, reportQueryOptions, workerReportQueryOptions, reportSearch, saveBlob, type ExportFormat, type ReportDto } from "./reports.api.ts";
import { reportStyles as styles } from "./reports.styles.ts";

const columnLabels: Record<PeopleReportColumn, string> = {
  worked: "Worked",
  regular: "Regular",
  overtime: "Overtime",
  weighted: "Weighted overtime",
  absences: "Absences",
  allowance: "Daily allowance €",
  bonus: "Bonus €",
  unconfirmed: "Unconfirmed",
};

/** Hours per day over everyone, and overtime per week. */
const Charts = ({ report }: { report: ReportDto }) => {
  const { t, i18n } = useTranslation();
  const byDate = new Map<string, number>();
  const byWeek = new Map<string, number>();
  for (const d of report.day_totals) byDate.set(d.date, d.worked_seconds);
  for (const w of report.workers) {
    for (const wk of w.weeks) byWeek.set(wk.week_start, (byWeek.get(wk.week_start) ?? 0) + wk.overtime_seconds);
  }
  const dates = [...byDate.keys()].sort();
  const weeks = [...byWeek.keys()].sort();
  const dayHeights = barHeights(dates.map((d) => byDate.get(d) ?? 0));
  const weekHeights = barHeights(weeks.map((w) => byWeek.get(w) ?? 0));
  return (
    <div className={styles.charts}>
      <figure>
        <figcaption className={styles.muted}>{t("Hours per day")}</figcaption>
        <div className={styles.chart} role="img" aria-label={t("Hours per day")}>
          {dates.map((d, i) => (
            <span key={d} className={styles.bar} style={{ height: `${dayHeights[i] ?? 0}%` }} title={`${d}: ${formatReportHours(byDate.get(d) ?? 0, "hhmm", i18n.language)}`} />
          ))}
        </div>
      </figure>
      <figure>
        <figcaption className={styles.muted}>{t("Overtime per week")}</figcaption>
        <div className={styles.chart} role="img" aria-label={t("Overtime per week")}>
          {weeks.map((w, i) => (
            <span key={w} className={styles.overtimeBar} style={{ height: `${weekHeights[i] ?? 0}%` }} title={`${w}: ${formatReportHours(byWeek.get(w) ?? 0, "hhmm", i18n.language)}`} />
          ))}
        </div>
      </figure>
    </div>
  );
};

const downloads: readonly { readonly label: string; readonly format: ExportFormat; readonly table?: "detail" | "summary" }[] = [
  { label: "Download CSV (rows)", format: "csv", table: "detail" },
  { label: "Download CSV (summary)", format: "csv", table: "summary" },
  { label: "Download XLSX", format: "xlsx" },
  { label: "Download PDF", format: "pdf" },
];

/** /raport: a period's hours, overtime and allowances per worker and day, as of now or any past moment; downloads. */
export const ReportsPage = () => {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const context = useWorkTimeContext();
  const { companyId, zone } = context;
  const today = localDateOf(new Date(), zone);
  const forWorkers = context.persona === "manager" && context.can("can_generate_reports_for_workers");
  const [filters, setFilters] = useState<ReportFilters>(() => readReportFilters(today, false));
  const [columns, setColumns] = useState<PeopleReportColumn[]>(() => readPeopleReportColumns());
  const [asOfLocal, setAsOfLocal] = useState("");
  const [openWorker, setOpenWorker] = useState<string | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const abort = useRef<AbortController | null>(null);
  const asOf = asOfInstant(asOfLocal);
  const people = useQuery({ ...peopleQueryOptions(companyId), enabled: companyId !== "" && forWorkers });
  const report = useQuery(reportQueryOptions(companyId, filters, asOf));
  // An opened worker's days, at the position the summary was computed at.
  const workerDetail = useQuery(workerReportQueryOptions(companyId, filters, report.data?.position ?? asOf, report.data === undefined ? null : openWorker));

  const update = (patch: Partial<ReportFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    writeReportFilters(next);
  };
  const toggleColumn = (column: PeopleReportColumn) => {
    const next = columns.includes(column) ? columns.filter((c) => c !== column) : peopleReportColumns.filter((c) => c === column || columns.includes(c));
    setColumns(next);
    writePeopleReportColumns(next);
  };
  const download = async (format: ExportFormat, table?: "detail" | "summary") => {
    // Exports read the same position as the page shows, so the file matches what is on screen.
    const position = report.data?.position ?? asOf;
    abort.current = new AbortController();
    setExporting(format);
    try {
      const { blob, fileName } = await fetchExport(companyId, reportSearch(filters, position, { format, display: filters.display, locale: lang, ...(table === undefined ? {} : { table }) }), abort.current.signal);
      saveBlob(blob, fileName);
    } catch (error) {
      if ((error as { name?: string }).name !== "AbortError") {
        const message = (error as { body?: { message?: string } }).body?.message;
        toast.error(message === undefined ? t("Error on exporting :type").replace(":type", format.toUpperCase()) : t(message));
      }
    } finally {
      setExporting(null);
      abort.current = null;
    }
  };
  const viewerHref = `/report-pdf-viewer?${reportSearch(filters, report.data?.position ?? asOf, { display: filters.display, locale: lang })}`;
  const data = report.data;
  const units = data === undefined ? {} : workerUnits(data.workers, filters.display);
  const unconfirmed = data?.totals.unconfirmed ?? 0;
  const error = report.error as { body?: { message?: string } } | null;

  return (
    <section className={styles.page} aria-labelledby="reports-title">
      <header className={styles.header}>
        <h1 id="reports-title" className={styles.title}>
          {t("Reports")}
        </h1>
      </header>
      <div className={styles.filters}>
        <DateInput label={t("From")} value={filters.from} onChange={(v) => v !== null && v <= filters.to && update({ from: v })} name="from" />
        <DateInput label={t("To")} value={filters.to} onChange={(v) => v !== null && v >= filters.from && update({ to: v })} name="to" />
        {forWorkers && (
          <Select
            label={t("Person")}
            value={filters.workerIds[0] ?? "all"}
            options={[{ value: "all", label: t("Everyone") }, ...(people.data ?? []).map((p) => ({ value: p.id, label: nameOf(people.data, p.id) }))]}
            onChange={(v) => update({ workerIds: v === null || v === "all" ? [] : [v] })}
          />
        )}
        <Select
          label={t("Confirmation")}
          value={filters.confirmation}
          options={[
            { value: "all", label: t("All") },
            { value: "confirmed", label: t("Confirmed") },
            { value: "unconfirmed", label: t("Unconfirmed") },
          ]}
          onChange={(v) => update({ confirmation: v ?? "all" })}
        />
        <Select
          label={t("Show time as")}
          value={filters.display}
          options={[
            { value: "hhmm", label: t("Hours and minutes") },
            { value: "decimal", label: t("Decimal hours") },
          ]}
          onChange={(v) => update({ display: v ?? "hhmm" })}
        />
        <label className={styles.field}>
          {t("As of")}
          <input type="datetime-local" step={1} name="as_of" value={asOfLocal} onChange={(e) => setAsOfLocal(e.target.value)} />
        </label>
        {asOf !== null && (
          <Button variant="secondary" onClick={() => setAsOfLocal("")}>
            {t("Now")}
          </Button>
        )}
      </div>
      <div className={styles.actions}>
        {/* Each CSV is one table: the rows (work logs and paid absences) or the summary per worker. */}
        {downloads.map((d) => (
          <Button key={d.label} variant="secondary" disabled={exporting !== null || data === undefined} onClick={() => void download(d.format, d.table)}>
            {t(d.label)}
          </Button>
        ))}
        <a className={styles.linkButton} href={viewerHref} target="_blank" rel="noopener">
          {t("Open PDF viewer")}
        </a>
        {exporting !== null && (
          <>
            <Spinner />
            <span className={styles.muted}>{t("Preparing {{format}}…", { format: exporting.toUpperCase() })}</span>
            <Button variant="ghost" onClick={() => abort.current?.abort()}>
              {t("Cancel")}
            </Button>
          </>
        )}
      </div>
      {report.isPending ? (
        <Spinner />
      ) : error !== null ? (
        <p className={styles.warning} role="alert">
          {t(error.body?.message ?? "Something went wrong, contact administrator")}
        </p>
      ) : data === undefined || data.workers.length === 0 ? (
        <EmptyState title={t("No work in this period")} />
      ) : (
        <>
          <p className={styles.muted} data-testid="report-position">
            {data.as_of === null ? t("Ledger position {{position}}", { position: data.position }) : t("As of {{at}}, ledger position {{position}}", { at: data.as_of, position: data.position })}
          </p>
          {unconfirmed > 0 && (
            <p className={styles.warning} role="status" data-testid="report-unconfirmed">
              {t("{{count}} work logs are not confirmed", { count: unconfirmed })}
            </p>
          )}
          <div className={styles.columns} role="group" aria-label={t("Columns")}>
            {peopleReportColumns.map((c) => (
              <label key={c}>
                <input type="checkbox" checked={columns.includes(c)} onChange={() => toggleColumn(c)} />
                {t(columnLabels[c])}
              </label>
            ))}
          </div>
          <table className={styles.table} data-testid="report-summary">
            <thead>
              <tr>
                <th>{t("Person")}</th>
                {columns.map((c) => (
                  <th key={c}>{t(columnLabels[c])}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.workers.map((w, i) => (
                <tr key={w.worker_id} data-testid="report-worker-row" data-worker-id={w.worker_id}>
                  <td>
                    <button type="button" className={styles.linkButton} onClick={() => setOpenWorker(openWorker === w.worker_id ? null : w.worker_id)}>
                      {w.name}
                    </button>
                  </td>
                  {columns.map((c) => (
                    <td key={c} data-col={c} className={c === "overtime" && w.totals.overtime_seconds > 0 ? styles.overtime : undefined}>
                      {cell(c, w.totals, units[c]?.[i], filters.display, lang)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="report-total-row">
                <td>{t("Total")}</td>
                {columns.map((c) => (
                  <td key={c} data-col={c}>
                    {cell(c, data.totals, undefined, filters.display, lang)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
          {openWorker !== null && (
            <table className={styles.table} data-testid="report-days">
              <thead>
                <tr>
                  <th>{t("Date")}</th>
                  <th>{t("Worked")}</th>
                  <th>{t("Overtime")}</th>
                  <th>{t("Absences")}</th>
                  <th>{t("Daily allowance €")}</th>
                  <th>{t("Unconfirmed")}</th>
                </tr>
              </thead>
              <tbody>
                {workerDetail.data?.workers
                  .find((w) => w.worker_id === openWorker)
                  ?.days.map((d) => (
                    <tr key={d.date} data-testid="report-day-row">
                      <td>{d.date.split("-").reverse().join(".")}</td>
                      <td>{formatReportHours(d.worked_seconds, filters.display, lang)}</td>
                      <td className={d.overtime_seconds > 0 ? styles.overtime : undefined} title={d.overtime.map((o) => `${o.period} ×${o.multiplier} ${o.rule}`).join("\n")}>
                        {formatReportHours(d.overtime_seconds, filters.display, lang)}
                      </td>
                      <td>{formatReportHours(d.absence_seconds, filters.display, lang)}</td>
                      <td>{d.daily_allowance === null ? "" : formatEuros(d.daily_allowance.amount_cents, lang)}</td>
                      <td>{d.unconfirmed}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          )}
          <Charts report={data} />
        </>
      )}
    </section>
  );
};
