import { Schema } from "effect";
import { LocalDate } from "../work-time/work-time.values.ts";

/**
 * An unpaid-invoice warning (spec section 8: "an unpaid invoice warning that the account will be
 * closed on a date"), written by the platform admin for one client company. One stream per company,
 * `bill-warnings-{companyId}`, owned by the notifications capability: the company's main user is
 * told (notification type bill_warning).
 */
export const billWarningsStreamName = (companyId: string): string => `bill-warnings-${companyId}`;

export const BillWarningIssued = Schema.Struct({
  type: Schema.Literal("BillWarningIssued"),
  /** `closesOn`: the local date the account will be closed on. */
  data: Schema.Struct({ companyId: Schema.String, closesOn: LocalDate }),
});
export type BillWarningIssued = typeof BillWarningIssued.Type;
export type BillWarningEvent = BillWarningIssued;
export const billWarningEventTypes: readonly BillWarningEvent["type"][] = ["BillWarningIssued"];
