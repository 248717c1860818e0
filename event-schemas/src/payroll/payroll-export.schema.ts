import { Schema } from "effect";
import { defineCommand, defineEvent } from "../organisation/define-message.ts";
import { EntityId } from "../organisation/organisation-values.ts";

export const PayrollTarget = Schema.Literals(["netvisor", "merit-palk"]);
export type PayrollTarget = typeof PayrollTarget.Type;

const IsoDate = Schema.String.check(Schema.isMaxLength(10), Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
const Hex = (length: number) => Schema.String.check(Schema.isMaxLength(length), Schema.isPattern(new RegExp(`^[0-9a-f]{${length}}$`)));
const Message = Schema.String.check(Schema.isMaxLength(1000));

/** One worker's answer from the payroll system. */
export const PayrollWorkerResponse = Schema.Struct({
  workerId: EntityId,
  status: Schema.Literals(["sent", "partly-sent", "failed"]),
  messages: Schema.Array(Message).check(Schema.isMaxLength(50)),
  /** Dates the payroll side had already acknowledged or approved (Netvisor). */
  approvedDates: Schema.Array(IsoDate).check(Schema.isMaxLength(62)),
});
export type PayrollWorkerResponse = typeof PayrollWorkerResponse.Type;

/**
 * What an export run read and sent, so "why was this person paid this" can be answered years
 * later: target, period, workers, the ledger position and rule-group versions it read, the hash of
 * the exact payload, the run it corrects, the source events, and the answer per worker.
 */
export const PayrollExportRun = Schema.Struct({
  exportId: Hex(32),
  target: PayrollTarget,
  periodStart: IsoDate,
  periodEnd: IsoDate,
  workerIds: Schema.Array(EntityId).check(Schema.isMaxLength(10_000)),
  /** The reports read model's position ("commit/prepare"), or a global position. */
  position: Schema.String.check(Schema.isMaxLength(40), Schema.isPattern(/^\d+(\/\d+)?$/)),
  /** Keys "kind:id" in lower case (they cross the API unchanged by its snake/camel renaming). */
  ruleVersions: Schema.Record(Schema.String.check(Schema.isMaxLength(128), Schema.isPattern(/^[a-z0-9:.-]+$/)), Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 }))),
  payloadHash: Hex(64),
  correctionOf: Schema.NullOr(Hex(32)),
  sourceEventIds: Schema.Array(EntityId).check(Schema.isMaxLength(1_000_000)),
  responses: Schema.Array(PayrollWorkerResponse).check(Schema.isMaxLength(10_000)),
});
export type PayrollExportRun = typeof PayrollExportRun.Type;

export const RecordPayrollExport = defineCommand("RecordPayrollExport", { run: PayrollExportRun });
export const PayrollExportCommand = RecordPayrollExport.schema;
export type PayrollExportCommand = typeof PayrollExportCommand.Type;

export const PayrollExportRecorded = defineEvent("PayrollExportRecorded", 1, { run: PayrollExportRun });
export const PayrollExportEvent = PayrollExportRecorded.schema;
export type PayrollExportEvent = typeof PayrollExportEvent.Type;

/** One stream per export run, so recording a run twice is caught by the stream itself. */
export const payrollExportStreamName = (companyId: string, exportId: string): string => `payroll-export-${companyId}-${exportId}`;
