import type { PayrollExportLines, PayrollExportRun, PayrollSentLine } from "@workledger/event-schemas";
import type { PayLine } from "../pay-lines/pay-line.ts";
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

/** A delivered line as the ledger keeps it (its source events stay on the run's record). */
export const sentLineOf = (line: PayLine): PayrollSentLine => ({
  workerId: line.workerId,
  workerExternalId: line.workerExternalId,
  kind: line.kind,
  payCode: line.payCode,
  quantity: line.quantity,
  unit: line.unit,
  rate: line.rate,
  date: line.when.kind === "date" ? line.when.date : null,
  periodStart: line.when.kind === "period" ? line.when.start : null,
  periodEnd: line.when.kind === "period" ? line.when.end : null,
  dimensions: line.dimensions.map((d) => ({ name: d.name, item: d.item })),
  description: line.description === undefined ? null : line.description.slice(0, 255),
});

export const payLineOfSent = (line: PayrollSentLine): PayLine => ({
  workerId: line.workerId,
  workerExternalId: line.workerExternalId,
  kind: line.kind,
  payCode: line.payCode,
  quantity: line.quantity,
  unit: line.unit,
  rate: line.rate,
  when: line.date !== null ? { kind: "date", date: line.date } : { kind: "period", start: line.periodStart ?? "", end: line.periodEnd ?? "" },
  dimensions: line.dimensions,
  sourceEventIds: [],
  ...(line.description === null ? {} : { description: line.description }),
});

/** The slices a run's delivered lines are recorded in, each one ledger event of at most `size` lines. */
export const sentLineSlices = (exportId: string, lines: readonly PayLine[], size = 2000): PayrollExportLines[] => {
  const chunks = Math.max(1, Math.ceil(lines.length / size));
  return Array.from({ length: chunks }, (_, chunk) => ({ exportId, chunk, chunks, lines: lines.slice(chunk * size, (chunk + 1) * size).map(sentLineOf) }));
};
