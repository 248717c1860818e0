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

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max));
const Quantity = Schema.Number.check(Schema.isFinite(), Schema.isBetween({ minimum: -99_999_999.9999, maximum: 99_999_999.9999 }));

/**
 * A pay line a run delivered (its target answered sent or already received). A correction's lines
 * are the change, so the lines of a period's runs add up to what the target holds; the next run
 * is measured against that sum. Source event ids stay on the run's record.
 */
export const PayrollSentLine = Schema.Struct({
  workerId: EntityId,
  workerExternalId: Text(64),
  kind: Schema.Literals(["worked-time", "pieces", "bonus", "compensation", "daily-allowance", "paid-absence"]),
  payCode: Text(64),
  quantity: Quantity,
  unit: Schema.Literals(["hour", "piece", "day", "amount"]),
  rate: Schema.NullOr(Schema.Number.check(Schema.isFinite(), Schema.isBetween({ minimum: -99_999_999.999999, maximum: 99_999_999.999999 }))),
  /** A dated line's local date, or null for a period line. */
  date: Schema.NullOr(IsoDate),
  periodStart: Schema.NullOr(IsoDate),
  periodEnd: Schema.NullOr(IsoDate),
  dimensions: Schema.Array(Schema.Struct({ name: Text(100), item: Text(100) })).check(Schema.isMaxLength(20)),
  description: Schema.NullOr(Text(255)),
});
export type PayrollSentLine = typeof PayrollSentLine.Type;

/** One slice of a run's delivered lines (a month of 1,000 people is recorded in slices, each one event). */
export const PayrollExportLines = Schema.Struct({
  exportId: ExportId,
  chunk: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 9_999 })),
  chunks: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 })),
  lines: Schema.Array(PayrollSentLine).check(Schema.isMaxLength(2000)),
});
export type PayrollExportLines = typeof PayrollExportLines.Type;

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
  /**
   * The export this run corrects: the last one that delivered lines of this period for these
   * workers. The run then carries only the difference (absent on runs recorded before corrections).
   */
  correctionOf: Schema.optionalKey(Schema.NullOr(ExportId)),
});
export type PayrollExportJobStart = typeof PayrollExportJobStart.Type;

export const RequestPayrollExportJob = defineCommand("RequestPayrollExportJob", { request: PayrollExportJobRequest });
export const StartPayrollExportJob = defineCommand("StartPayrollExportJob", { start: PayrollExportJobStart });
export const RecordPayrollExportOutcomes = defineCommand("RecordPayrollExportOutcomes", { outcomes: Schema.Array(PayrollExportOutcome).check(Schema.isMinLength(1), Schema.isMaxLength(1000)) });
export const RecordPayrollExportLines = defineCommand("RecordPayrollExportLines", { lines: PayrollExportLines });
export const FinishPayrollExportJob = defineCommand("FinishPayrollExportJob", { exportId: Schema.NullOr(ExportId) });
export const FailPayrollExportJob = defineCommand("FailPayrollExportJob", { message: Message });
/** A salary manager stops a job: nothing more is sent; answers to requests already on their way are still recorded. */
export const CancelPayrollExportJob = defineCommand("CancelPayrollExportJob", {});
export const PayrollExportJobCommand = Schema.Union([RequestPayrollExportJob.schema, StartPayrollExportJob.schema, RecordPayrollExportOutcomes.schema, RecordPayrollExportLines.schema, FinishPayrollExportJob.schema, FailPayrollExportJob.schema, CancelPayrollExportJob.schema]);
export type PayrollExportJobCommand = typeof PayrollExportJobCommand.Type;

export const PayrollExportJobRequested = defineEvent("PayrollExportJobRequested", 1, { request: PayrollExportJobRequest });
export const PayrollExportJobStarted = defineEvent("PayrollExportJobStarted", 1, { start: PayrollExportJobStart });
export const PayrollExportOutcomesRecorded = defineEvent("PayrollExportOutcomesRecorded", 1, { outcomes: Schema.Array(PayrollExportOutcome).check(Schema.isMaxLength(1000)) });
export const PayrollExportLinesRecorded = defineEvent("PayrollExportLinesRecorded", 1, { lines: PayrollExportLines });
export const PayrollExportJobFinished = defineEvent("PayrollExportJobFinished", 1, { exportId: Schema.NullOr(ExportId) });
export const PayrollExportJobFailed = defineEvent("PayrollExportJobFailed", 1, { message: Message });
export const PayrollExportJobCancelled = defineEvent("PayrollExportJobCancelled", 1, {});
export const PayrollExportJobEvent = Schema.Union([PayrollExportJobRequested.schema, PayrollExportJobStarted.schema, PayrollExportOutcomesRecorded.schema, PayrollExportLinesRecorded.schema, PayrollExportJobFinished.schema, PayrollExportJobFailed.schema, PayrollExportJobCancelled.schema]);
export type PayrollExportJobEvent = typeof PayrollExportJobEvent.Type;

/** One stream per export job: the request, the plan's start, every answer, the end. */
export const payrollExportJobStreamName = (companyId: string, jobId: string): string => `payroll-export-job-${companyId}-${jobId}`;

/** The bus subject an export request is announced on (the integrations worker listens). */
export const payrollExportRequestedSubject = "payroll.export-requested";
export interface PayrollExportRequestedMessage {
  readonly companyId: string;
  readonly jobId: string;
}
