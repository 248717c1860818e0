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

/** One sentence about what workers may still change: an English text for t() and its values. */
export interface PeriodOpenNote {
  readonly text: string;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * Until when workers may change the current period and, early in a period, the previous one (the
 * API answers each period's open_for_workers_until, decided by the domain's lock rule). The previous
 * period comes first: it is the one about to close.
 */
export const periodOpenNotes = (current: PayPeriodDto, previous: PayPeriodDto | undefined): PeriodOpenNote[] => {
  const notes: PeriodOpenNote[] = [];
  if (previous !== undefined && !previous.closed) notes.push({ text: "Previous period {{span}} open for changes until {{date}}", values: { span: periodSpan(previous), date: displayDate(previous.open_for_workers_until) } });
  notes.push(current.closed ? { text: "Closed for workers", values: {} } : { text: "open for workers until {{date}}", values: { date: displayDate(current.open_for_workers_until) } });
  return notes;
};
