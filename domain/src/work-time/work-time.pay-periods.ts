import type { LocalDate, WorkLogFlag, WorkLogValues, WorkTypePricing } from "@workledger/event-schemas";
import { payPeriodClosed } from "../pay-calendar/pay-calendar.errors.ts";
import { isInClosedPayPeriod } from "../pay-calendar/pay-periods.ts";
import type { WorkTimeContext } from "./work-time.commands.ts";
import type { WorkTimeAuthority } from "./work-time.permissions.ts";
import { needsLongWorkConfirmation } from "./work-time.rules.ts";

/**
 * Pay periods close for workers (the pay calendar says when; a manager may close one early). A
 * worker's add, edit or delete that touches a closed period's date is refused; a manager's goes
 * through and the event is flagged, so the history shows it was changed after the period closed.
 * A worker's own entry of more than 24 working hours is flagged for the manager's attention.
 */
export const assertWorkerMayChangeDates = (authority: WorkTimeAuthority, dates: readonly LocalDate[], context: WorkTimeContext): void => {
  if (authority !== "worker") return;
  if (dates.some((date) => isInClosedPayPeriod(date, context.payPeriodsClosedThrough ?? null))) throw payPeriodClosed();
};

export const workLogFlags = (
  authority: WorkTimeAuthority,
  dates: readonly LocalDate[],
  context: WorkTimeContext,
  values?: WorkLogValues,
): { flags?: WorkLogFlag[] } => {
  const flags: WorkLogFlag[] = [];
  if (authority !== "worker" && dates.some((date) => isInClosedPayPeriod(date, context.payPeriodsClosedThrough ?? null))) {
    flags.push("changed_after_pay_period_closed");
  }
  if (authority === "worker" && values !== undefined && values.end !== null && needsLongWorkConfirmation(values)) flags.push("worker_over_24_hours");
  return flags.length === 0 ? {} : { flags };
};

/**
 * The work type's pricing to freeze, when the API looked prices up (`context.workTypePrices`): null
 * for a log without a work type or with one the catalogue does not know.
 */
export const frozenPricing = (context: WorkTimeContext, workTypeId: string | null): { pricing?: WorkTypePricing | null } =>
  context.workTypePrices === undefined ? {} : { pricing: workTypeId === null ? null : (context.workTypePrices[workTypeId] ?? null) };
