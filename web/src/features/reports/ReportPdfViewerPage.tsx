import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Spinner, toast } from "../../ui/index.ts";
import { useWorkTimeContext } from "../work-time/use-work-time-context.ts";
import { peopleReportColumns, type PeopleReportColumn } from "./report-filters.ts";
import { summaryCell, workerUnits } from "./report-format.ts";
import { fetchExport, reportQueryOptions, saveBlob } from "./reports.api.ts";
import type { ReportFilters } from "./report-filters.ts";
import { reportStyles as styles } from "./reports.styles.ts";

const filtersOf = (params: URLSearchParams): ReportFilters => ({
  from: params.get("from") ?? "",
  to: params.get("to") ?? "",
  workerIds: params.getAll("worker_ids"),
  workspaceIds: params.getAll("workspace_ids"),
  workTypeIds: params.getAll("work_type_ids"),
  confirmation: params.get("confirmation") === "confirmed" || params.get("confirmation") === "unconfirmed" ? (params.get("confirmation") as "confirmed" | "unconfirmed") : "all",
  display: params.get("display") === "decimal" ? "decimal" : "hhmm",
});

/**
 * /report-pdf-viewer (no navigation): the PDF's content for the report in the address (its
 * filters and ledger position), with the PDF to download or print. The page's CSP allows no frames,
 * so the document is shown as the same layout rather than embedded.
 */
const headers: Record<PeopleReportColumn, string> = {
  worked: "Worked",
  regular: "Regular",
  overtime: "Overtime",
  weighted: "Weighted overtime",
  absences: "Absences",
  allowance: "Daily allowance €",
  bonus: "Bonus €",
  unconfirmed: "Unconfirmed",
};

export const ReportPdfViewerPage = () => {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { companyId } = useWorkTimeContext();
  const params = new URLSearchParams(window.location.search);
  const filters = filtersOf(params);
  const asOf = params.get("as_of");
  // Without a report in the address (or a company) there is nothing to ask: a disabled query stays
  // pending forever, so the page says the document is not available instead of spinning.
  const asked = companyId !== "" && filters.from !== "" && filters.to !== "";
  const report = useQuery({ ...reportQueryOptions(companyId, filters, asOf), enabled: asked });
  const [busy, setBusy] = useState(false);
  const fileName = `report-${filters.from}-${filters.to}.pdf`;
  if (asked && report.isPending) return <Spinner />;
  const data = report.data;
  if (data === undefined) {
    return (
      <p className={styles.warning} role="alert">
        {t("Document :filename is no longer available").replace(":filename", fileName)}
      </p>
    );
  }
  const units = workerUnits(data.workers, filters.display);
  const download = async () => {
    setBusy(true);
    try {
      const search = new URLSearchParams(params);
      search.set("format", "pdf");
      search.set("as_of", data.position);
      const { blob, fileName: name } = await fetchExport(companyId, search.toString());
      saveBlob(blob, name);
    } catch {
      toast.error(t("Error on exporting :type").replace(":type", "PDF"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={styles.sheet} data-testid="report-pdf-viewer">
      <header className={styles.header}>
        <h1 className={styles.title}>{t("Report {{from}} - {{to}}", { from: filters.from, to: filters.to })}</h1>
        <div className={styles.actions}>
          <Button onClick={() => void download()} disabled={busy}>
            {t("Download {{format}}", { format: "PDF" })}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            {t("Print")}
          </Button>
        </div>
      </header>
      <p className={styles.muted} data-testid="report-position">
        {t("Ledger position {{position}}", { position: data.position })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t("Person")}</th>
            {peopleReportColumns.map((c) => (
              <th key={c}>{t(headers[c])}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.workers.map((w, i) => (
            <tr key={w.worker_id}>
              <td>{w.name}</td>
              {peopleReportColumns.map((c) => (
                <td key={c} data-col={c}>
                  {summaryCell(c, w.totals, units[c]?.[i], filters.display, lang)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="report-total-row">
            <td>{t("Total")}</td>
            {peopleReportColumns.map((c) => (
              <td key={c} data-col={c}>
                {summaryCell(c, data.totals, undefined, filters.display, lang)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </article>
  );
};
