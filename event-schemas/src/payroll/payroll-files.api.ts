import { Schema } from "effect";

/**
 * The payroll files contract (GET /api/payroll/companies/{id}/files): PAXml or a Visma
 * transaction CSV of a period, made without any connector from the same pay lines and the same
 * reconciliation as an export. The web's download and the route share these types.
 */
export const PayrollFileFormat = Schema.Literals(["paxml", "visma-csv"]);
export type PayrollFileFormat = typeof PayrollFileFormat.Type;
export const payrollFileFormats: readonly PayrollFileFormat[] = ["paxml", "visma-csv"];

/** The longest period one file covers (two months and a day: any calendar month twice over, with room). */
export const PAYROLL_FILE_MAX_DAYS = 62;

const IsoDate = Schema.String.check(Schema.isMaxLength(10), Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

/** The query: the format and the period's first and last local date (inclusive). */
export const PayrollFileQuery = Schema.Struct({ format: PayrollFileFormat, from: IsoDate, to: IsoDate });
export type PayrollFileQuery = typeof PayrollFileQuery.Type;

/** A worker the file leaves out, and why (as an export blocks them). */
export const PayrollFileBlocked = Schema.Struct({ worker_id: Schema.String, reason: Schema.Literals(["missing-identifier", "unconfirmed-work"]) });
export type PayrollFileBlocked = typeof PayrollFileBlocked.Type;

/** One way the pay lines disagree with the report, named for a person (worker, day, pay code, both figures). */
export const PayrollFileDisagreement = Schema.Struct({
  worker_id: Schema.String,
  date: Schema.String,
  pay_code: Schema.String,
  report: Schema.Number,
  pay_lines: Schema.Number,
  message: Schema.String,
});
export type PayrollFileDisagreement = typeof PayrollFileDisagreement.Type;

/** 409: no file, because the pay lines disagree with the report; each disagreement and the blocked workers are listed. */
export const PayrollFileRefusal = Schema.Struct({
  message: Schema.String,
  code: Schema.Literal("payroll_file_disagrees"),
  disagreements: Schema.Array(PayrollFileDisagreement),
  blocked: Schema.Array(PayrollFileBlocked),
});
export type PayrollFileRefusal = typeof PayrollFileRefusal.Type;

/** Response headers of a file: how many workers it leaves out (blocked), beside Content-Disposition's file name. */
export const PAYROLL_FILE_BLOCKED_HEADER = "x-payroll-blocked";
