import { Schema } from "effect";
import { defineCommand, defineEvent } from "../organisation/define-message.ts";
import { EntityId } from "../organisation/organisation-values.ts";
import { PayrollTarget } from "./payroll-export.schema.ts";

const IsoDate = Schema.String.check(Schema.isMaxLength(10), Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
const ExportId = Schema.String.check(Schema.isMaxLength(32), Schema.isPattern(/^[0-9a-f]{32}$/));
const Message = Schema.String.check(Schema.isMaxLength(1000));

/** Why a chosen worker is not sent: no payroll identifier (section 5), or work not yet confirmed. */
export const PayrollExportBlock = Schema.Struct({
  workerId: EntityId,
  reason: Schema.Literals(["missing-identifier", "unconfirmed-work"]),
});
export type PayrollExportBlock = typeof PayrollExportBlock.Type;

/** One request's answer, recorded after it came (the export's journal lives in the ledger). */
export const PayrollExportOutcome = Schema.Struct({
  key: Schema.String.check(Schema.isMaxLength(200)),
  workerId: EntityId,
  date: Schema.NullOr(IsoDate),
  status: Schema.Literals(["sent", "already-received", "already-approved", "failed"]),
  message: Schema.NullOr(Message),
});
export type PayrollExportOutcome = typeof PayrollExportOutcome.Type;

/** What a salary manager asked for: the target, the period and the chosen workers. */
export const PayrollExportJobRequest = Schema.Struct({
  jobId: EntityId,
  target: PayrollTarget,
  periodStart: IsoDate,
  periodEnd: IsoDate,
  workerIds: Schema.Array(EntityId).check(Schema.isMinLength(1), Schema.isMaxLength(10_000)),
});
export type PayrollExportJobRequest = typeof PayrollExportJobRequest.Type;

/** The plan the exporter fixed when it started: a resumed run must re-plan to the same export id. */
export const PayrollExportJobStart = Schema.Struct({
  exportId: ExportId,
  /** The reports read model's position the lines were read at ("commit/prepare"). */
  position: Schema.String.check(Schema.isMaxLength(40), Schema.isPattern(/^\d+(\/\d+)?$/)),
  total: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })),
  blocked: Schema.Array(PayrollExportBlock).check(Schema.isMaxLength(10_000)),
});
export type PayrollExportJobStart = typeof PayrollExportJobStart.Type;

export const RequestPayrollExportJob = defineCommand("RequestPayrollExportJob", { request: PayrollExportJobRequest });
export const StartPayrollExportJob = defineCommand("StartPayrollExportJob", { start: PayrollExportJobStart });
export const RecordPayrollExportOutcomes = defineCommand("RecordPayrollExportOutcomes", { outcomes: Schema.Array(PayrollExportOutcome).check(Schema.isMinLength(1), Schema.isMaxLength(1000)) });
export const FinishPayrollExportJob = defineCommand("FinishPayrollExportJob", { exportId: Schema.NullOr(ExportId) });
export const FailPayrollExportJob = defineCommand("FailPayrollExportJob", { message: Message });
/** A salary manager stops a job: nothing more is sent; answers to requests already on their way are still recorded. */
export const CancelPayrollExportJob = defineCommand("CancelPayrollExportJob", {});
export const PayrollExportJobCommand = Schema.Union([RequestPayrollExportJob.schema, StartPayrollExportJob.schema, RecordPayrollExportOutcomes.schema, FinishPayrollExportJob.schema, FailPayrollExportJob.schema, CancelPayrollExportJob.schema]);
export type PayrollExportJobCommand = typeof PayrollExportJobCommand.Type;

export const PayrollExportJobRequested = defineEvent("PayrollExportJobRequested", 1, { request: PayrollExportJobRequest });
export const PayrollExportJobStarted = defineEvent("PayrollExportJobStarted", 1, { start: PayrollExportJobStart });
export const PayrollExportOutcomesRecorded = defineEvent("PayrollExportOutcomesRecorded", 1, { outcomes: Schema.Array(PayrollExportOutcome).check(Schema.isMaxLength(1000)) });
export const PayrollExportJobFinished = defineEvent("PayrollExportJobFinished", 1, { exportId: Schema.NullOr(ExportId) });
export const PayrollExportJobFailed = defineEvent("PayrollExportJobFailed", 1, { message: Message });
export const PayrollExportJobCancelled = defineEvent("PayrollExportJobCancelled", 1, {});
export const PayrollExportJobEvent = Schema.Union([PayrollExportJobRequested.schema, PayrollExportJobStarted.schema, PayrollExportOutcomesRecorded.schema, PayrollExportJobFinished.schema, PayrollExportJobFailed.schema, PayrollExportJobCancelled.schema]);
export type PayrollExportJobEvent = typeof PayrollExportJobEvent.Type;

/** One stream per export job: the request, the plan's start, every answer, the end. */
export const payrollExportJobStreamName = (companyId: string, jobId: string): string => `payroll-export-job-${companyId}-${jobId}`;

/** The bus subject an export request is announced on (the integrations worker listens). */
export const payrollExportRequestedSubject = "payroll.export-requested";
export interface PayrollExportRequestedMessage {
  readonly companyId: string;
  readonly jobId: string;
}
