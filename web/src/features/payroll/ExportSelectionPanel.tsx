import { useQuery } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { exportBlocks, exportSelectionMachine, selectedDates, workerSelectionKey, type PayrollIntegration } from "@workledger/domain";
import { Button } from "../../ui/index.ts";
import { formatDate } from "../work-time/work-time-format.ts";
import { sendCommand } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { ExportJobProgress } from "./ExportJobProgress.tsx";
import { exportWorkerOf } from "./export-workers.ts";
import { exportWorkersQueryOptions, type ExportJobDto } from "./payroll.api.ts";

const blockText = { "missing-identifier": "Missing identification number", "unconfirmed-work": "Unconfirmed work" } as const;

/**
 * Choosing who to export: the period, then the people. The export selection machine (domain)
 * keeps the state: only chosen workers with the integration's identifier and no unconfirmed work
 * are selected, each with their dates; selection waits while the list loads.
 */
const Selection = ({ companyId, integration, from, to }: { companyId: string; integration: PayrollIntegration; from: string; to: string }) => {
  const { t } = useTranslation();
  const workers = useQuery(exportWorkersQueryOptions(companyId, from, to));
  const [snapshot, send] = useMachine(exportSelectionMachine, { input: { integration } });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // The list is an outside source: the machine hears when it loads and what it loaded.
  useEffect(() => {
    if (workers.isFetching) send({ type: "export.load" });
    else if (workers.data !== undefined) send({ type: "export.loaded", workers: workers.data.map(exportWorkerOf) });
  }, [workers.isFetching, workers.data, send]);
  const choose = (ids: ReadonlySet<string>) => {
    setChosen(ids);
    send({ type: "export.select", ids: [...ids] });
  };
  const rows = workers.data ?? [];
  const [jobId, setJobId] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  // The server runs the export (the integrations worker); the chosen workers go as they are, so
  // the server's own check names anyone blocked (section 5) beside the answers of those sent.
  const requestExport = async () => {
    send({ type: "export.request" });
    send({ type: "export.responses.reset" });
    setRequesting(true);
    const result = await sendCommand("post", `payroll/companies/${companyId}/export-jobs`, { target: integration === "visma" ? "netvisor" : "merit-palk", period_start: from, period_end: to, worker_ids: [...chosen] }, t("Export requested"));
    setRequesting(false);
    const id = result.ok ? (result.data.data as { job_id?: string }).job_id : undefined;
    if (id === undefined) send({ type: "export.finished" });
    else setJobId(id);
  };
  const onEnded = useCallback(
    (job: ExportJobDto) => {
      for (const w of job.workers) send({ type: "export.response.set", workerId: w.worker_id, response: { status: w.failed === 0 ? "sent" : w.sent === 0 ? "failed" : "partly-sent", messages: w.messages, dates: w.approved_dates } });
      send({ type: "export.finished" });
    },
    [send],
  );
  const names = new Map(rows.map((w) => [w.id, w.name]));
  return (
    <div className={pageStyles.form} data-testid="export-selection" aria-busy={snapshot.matches("loading")}>
      <div className={pageStyles.actions}>
        <Button variant="secondary" onClick={() => choose(new Set(rows.map((w) => w.id)))} disabled={snapshot.matches("loading")}>
          {t("Choose everyone")}
        </Button>
        <Button variant="secondary" onClick={() => (setChosen(new Set()), setJobId(null), send({ type: "export.reset" }), send({ type: "export.loaded", workers: rows.map(exportWorkerOf) }))}>
          {t("Reset")}
        </Button>
        <Button variant="primary" onClick={() => void requestExport()} disabled={!snapshot.can({ type: "export.request" })} loading={requesting || snapshot.matches("exporting")}>
          {t("Export selected")}
        </Button>
      </div>
      {jobId !== null && <ExportJobProgress key={jobId} companyId={companyId} jobId={jobId} names={names} onEnded={onEnded} />}
      {rows.length === 0 && !workers.isFetching && (
        <p className={pageStyles.notice} data-testid="export-empty">
          {t("Nobody to export for {{from}} – {{to}}. Only people with work logged in the period appear here; someone whose work is not yet confirmed is listed but left out until it is.", { from: formatDate(from), to: formatDate(to) })}
        </p>
      )}
      <ul className={pageStyles.list}>
        {rows.map((dto) => {
          const worker = exportWorkerOf(dto);
          const blocks = exportBlocks(worker, integration);
          const selected = snapshot.context.selected[workerSelectionKey(worker.id)] === true;
          return (
            <li key={worker.id} data-testid="export-worker" data-selected={selected} data-blocked={blocks.length > 0}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(worker.id)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.currentTarget.checked) next.add(worker.id);
                    else next.delete(worker.id);
                    choose(next);
                  }}
                />{" "}
                {dto.name}
              </label>
              {blocks.length > 0 ? (
                <span className={pageStyles.error}> · {blocks.map((b) => t(blockText[b])).join(", ")}</span>
              ) : (
                selected && <span className={pageStyles.muted}> · {t("{{count}} days selected", { count: selectedDates(snapshot.context, worker.id).length })}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};

/** Choosing who to export to one payroll system for the page's period. */
export const ExportSelectionPanel = ({ companyId, integration, period }: { companyId: string; integration: PayrollIntegration; period: { readonly from: string; readonly to: string } }) => {
  const { t } = useTranslation();
  return (
    <section className={pageStyles.card} aria-label={t("Export")}>
      <h2 className={pageStyles.subtitle}>{t("Export")}</h2>
      <Selection key={`${integration}|${period.from}|${period.to}`} companyId={companyId} integration={integration} from={period.from} to={period.to} />
    </section>
  );
};
