import type { PayPeriodDto } from "./pay-calendar.api.ts";
import { payPeriodKindLabels, weekdayLabels } from "./pay-period-form.ts";

/** dd.MM.yyyy (spec section 9). */
export const displayDate = (date: string): string => date.split("-").reverse().join(".");

export const periodSpan = (p: Pick<PayPeriodDto, "start" | "end">): string => `${displayDate(p.start)} - ${displayDate(p.end)}`;

/** A rule in words: the English texts and their values, for t(). */
export const ruleWords = (rule: Pick<PayPeriodDto, "kind" | "start_day" | "close_after_days">) => ({
  kind: payPeriodKindLabels[rule.kind],
  /** A weekday to translate, or null for a day of the month. */
  weekday: rule.kind === "weekly" || rule.kind === "biweekly" ? (weekdayLabels[rule.start_day - 1] ?? "Monday") : null,
  day: rule.start_day,
  days: rule.close_after_days,
});
