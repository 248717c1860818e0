import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { payrollSettingsMessages } from "@workledger/event-schemas";
import { Button } from "../../ui/index.ts";
import { dialogToast } from "../../ui/dialog-toast/dialog-toast.store.ts";
import { sendCommand } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { exportJobEnded, exportJobQueryOptions, payrollKeys, type ExportJobDto } from "./payroll.api.ts";

const blockText = { "missing-identifier": "Missing identification number", "unconfirmed-work": "Unconfirmed work" } as const;

/**
 * An export job as the server runs it: progress (done of total requests) while it runs, then the
 * answer per worker: sent, refused with the payroll system's message, or blocked before sending.
 */
export const ExportJobProgress = ({ companyId, jobId, names, onEnded }: { companyId: string; jobId: string; names: ReadonlyMap<string, string>; onEnded: (job: ExportJobDto) => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const job = useQuery(exportJobQueryOptions(companyId, jobId));
  const ended = exportJobEnded(job.data);
  const [cancelling, setCancelling] = useState(false);
  // Cancel stops the sending on the server; what was already sent stays sent (and recorded).
  const cancel = async () => {
    const sure = await dialogToast.confirm({ title: t("Cancel export"), message: t("Stop sending this export? What was already sent stays sent."), tone: "danger", confirmLabel: t("Cancel export") });
    if (!sure) return;
    setCancelling(true);
    try {
      const result = await sendCommand("post", `payroll/companies/${companyId}/export-jobs/${jobId}/cancel`, {}, t("Export cancelled"));
      if (result.ok) await queryClient.invalidateQueries({ queryKey: ["payroll", companyId, "export-jobs", jobId] });
    } finally {
      setCancelling(false);
    }
  };
  // The job ending is news from the server: the machine and the history hear it once.
  useEffect(() => {
    if (!ended || job.data === undefined) return;
    onEnded(job.data);
    void queryClient.invalidateQueries({ queryKey: payrollKeys.exports(companyId) });
  }, [ended, job.data, onEnded, queryClient, companyId]);
  if (job.data === undefined) return <p className={pageStyles.muted} role="status">{t("Export requested")}</p>;
  const { data } = job;
  const label = data.target === "netvisor" ? t("Netvisor") : t("Merit Palk");
  const nameOf = (id: string) => names.get(id) ?? id;
  return (
    <div data-testid="export-job" data-status={data.status}>
      <p role="status" aria-live="polite">
        {data.status === "finished"
          ? data.correction_of === null
            ? t("Export finished")
            : data.total === 0
              ? t("Nothing changed since the last export: nothing was sent.")
              : `${t("Export finished")} · ${t("Only the change since the last export was sent.")}`
          : data.status === "cancelled"
            ? t("Export cancelled")
            : data.status === "failed"
            ? `${t(payrollSettingsMessages.exportFailed).replace(":type", label)}${data.error === null ? "" : ` (${data.error})`}`
            : t("Exporting: {{done}} of {{total}}", { done: data.done, total: data.total })}
      </p>
      {!ended && <progress max={Math.max(data.total, 1)} value={data.done} aria-label={t("Export progress")} />}
      {!ended && (
        <Button variant="secondary" onClick={() => void cancel()} loading={cancelling} data-testid="export-job-cancel">
          {t("Cancel export")}
        </Button>
      )}
      <ul className={pageStyles.list} aria-label={t("Answers per worker")}>
        {data.blocked.map((b) => (
          <li key={b.worker_id} data-testid="export-job-worker" data-status="blocked">
            {nameOf(b.worker_id)}: <span className={pageStyles.error}>{t("Blocked")} · {t(blockText[b.reason])}</span>
          </li>
        ))}
        {data.workers.map((w) => (
          <li key={w.worker_id} data-testid="export-job-worker" data-status={w.failed === 0 ? "sent" : "failed"}>
            {nameOf(w.worker_id)}: {w.failed === 0 ? t("Sent") : <span className={pageStyles.error}>{t(w.sent === 0 ? "Failed" : "Partly sent")}</span>}
            {w.approved_dates.length > 0 && ` · ${t("Already approved")}: ${w.approved_dates.join(", ")}`}
            {w.messages.length > 0 && ` · ${w.messages.join("; ")}`}
          </li>
        ))}
      </ul>
    </div>
  );
};
