import type { PayrollExportRun } from "@workledger/event-schemas";
import type { ExportRun } from "./export-runner.ts";

/**
 * The ledger record of a finished run (the `PayrollExportRecorded` event's data, sent as the
 * RecordPayrollExport command): what was read, the payload's hash, the source events of every
 * line sent, and the answer per worker.
 */
export const exportRecordOf = (run: ExportRun, correctionOf: string | null): PayrollExportRun => {
  const { plan } = run;
  const workerIds = [...new Set(plan.lines.map((line) => line.workerId))].sort();
  return {
    exportId: plan.exportId,
    target: plan.basis.target,
    periodStart: plan.basis.period.start,
    periodEnd: plan.basis.period.end,
    workerIds,
    position: plan.basis.position,
    ruleVersions: { ...plan.basis.ruleVersions },
    payloadHash: plan.payloadHash,
    correctionOf,
    sourceEventIds: [...new Set(plan.lines.flatMap((line) => line.sourceEventIds))].sort(),
    responses: run.responses.map((r) => ({ workerId: r.workerId, status: r.status, messages: r.messages.map((m) => m.slice(0, 1000)), approvedDates: [...r.approvedDates] })),
  };
};
