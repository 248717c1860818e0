import type { LocalDate, PayPeriodRule } from "@workledger/event-schemas";
import { payCalendarInvalid, type PayCalendarErrorCode } from "./pay-calendar.errors.ts";
import { addDays, dayOfMonth, dayOfMonthShifted, daysBetween, isoWeekday, maxDate } from "./local-dates.ts";

/**
 * Pay periods, pure. A company's rules form a timeline: each applies from its effective date to the
 * day before the next one's. Before the first rule the default applies: a calendar month from day 1,
 * open for workers until 5 days after it ends (so last month's hours can be fixed until the 5th, the
 * usual payroll cut-off). A period closes for workers when that time has passed (the rule in force
 * after its end says how long: `closeAfterDaysOf`) or when a manager closes it (and with it every
 * earlier one), whichever comes first. This file is the one place that decides it: the API, the work
 * time rules and the web ask `payPeriodsClosedThrough` and `openForWorkersUntil`.
 */
export const DEFAULT_PAY_PERIOD_RULE: PayPeriodRule = { kind: "monthly", startDay: 1, closeAfterDays: 5 };

export interface DatedPayPeriodRule {
  readonly effectiveFrom: LocalDate;
  readonly rule: PayPeriodRule;
}

export interface PayPeriodTimeline {
  /** In effective-date order. */
  readonly rules: readonly DatedPayPeriodRule[];
  /** The end of the latest period a manager closed explicitly. */
  readonly closedThrough: LocalDate | null;
}

export const emptyPayPeriodTimeline: PayPeriodTimeline = { rules: [], closedThrough: null };

export interface PayPeriod {
  readonly start: LocalDate;
  readonly end: LocalDate;
  readonly rule: PayPeriodRule;
}

/** A Monday: two-week periods of the default have to count from somewhere. */
const BIWEEKLY_EPOCH = "2024-01-01";

const weekdayAnchor = (weekday: number): LocalDate => addDays(BIWEEKLY_EPOCH, weekday - 1);

/** The period of `rule` around `date`, ignoring the timeline (biweekly periods count from `anchor`). */
export const periodUnder = (rule: PayPeriodRule, date: LocalDate, anchor: LocalDate = weekdayAnchor(rule.startDay)): { start: LocalDate; end: LocalDate } => {
  const s = rule.startDay;
  switch (rule.kind) {
    case "weekly": {
      const start = addDays(date, -((isoWeekday(date) - s + 7) % 7));
      return { start, end: addDays(start, 6) };
    }
    case "biweekly": {
      const start = addDays(anchor, 14 * Math.floor(daysBetween(anchor, date) / 14));
      return { start, end: addDays(start, 13) };
    }
    case "monthly": {
      const start = dayOfMonth(date) >= s ? dayOfMonthShifted(date, 0, s) : dayOfMonthShifted(date, -1, s);
      return { start, end: addDays(dayOfMonthShifted(start, 1, s), -1) };
    }
    case "semimonthly": {
      const d = dayOfMonth(date);
      const second = s + 15;
      if (d >= second) return { start: dayOfMonthShifted(date, 0, second), end: addDays(dayOfMonthShifted(date, 1, s), -1) };
      if (d >= s) return { start: dayOfMonthShifted(date, 0, s), end: addDays(dayOfMonthShifted(date, 0, second), -1) };
      return { start: dayOfMonthShifted(date, -1, second), end: addDays(dayOfMonthShifted(date, 0, s), -1) };
    }
    default: {
      const unknown: never = rule.kind;
      throw new Error(`Unknown pay period kind ${String(unknown)}`);
    }
  }
};

/** Whether a period of `rule` may start on `date` (a rule must take effect on such a day). */
export const startsPayPeriod = (rule: PayPeriodRule, date: LocalDate): boolean => {
  switch (rule.kind) {
    case "weekly":
    case "biweekly":
      return isoWeekday(date) === rule.startDay;
    case "monthly":
      return dayOfMonth(date) === rule.startDay;
    case "semimonthly":
      return dayOfMonth(date) === rule.startDay || dayOfMonth(date) === rule.startDay + 15;
  }
};

/** The start day's range per kind, or the problem with it. */
export const payPeriodRuleProblem = (rule: PayPeriodRule): PayCalendarErrorCode | null => {
  const { kind, startDay } = rule;
  if ((kind === "weekly" || kind === "biweekly") && (startDay < 1 || startDay > 7)) return "weekday_out_of_range";
  if (kind === "monthly" && (startDay < 1 || startDay > 28)) return "month_day_out_of_range";
  if (kind === "semimonthly" && (startDay < 1 || startDay > 13)) return "semimonthly_day_out_of_range";
  return null;
};

const ruleIndexAt = (timeline: PayPeriodTimeline, date: LocalDate): number => {
  let index = -1;
  timeline.rules.forEach((r, i) => {
    if (r.effectiveFrom <= date) index = i;
  });
  return index;
};

/** The rule in effect on a date (the default before the first one). */
export const payPeriodRuleOn = (timeline: PayPeriodTimeline, date: LocalDate): PayPeriodRule => {
  const i = ruleIndexAt(timeline, date);
  return i < 0 ? DEFAULT_PAY_PERIOD_RULE : timeline.rules[i]!.rule;
};

/**
 * The pay period a date falls in. Where a rule takes over, the period running under the old rule
 * ends the day before (a shorter period), and the new rule's first period starts on its date.
 */
export const payPeriodContaining = (timeline: PayPeriodTimeline, date: LocalDate): PayPeriod => {
  const i = ruleIndexAt(timeline, date);
  const dated = i < 0 ? undefined : timeline.rules[i]!;
  const rule = dated?.rule ?? DEFAULT_PAY_PERIOD_RULE;
  const raw = periodUnder(rule, date, dated === undefined ? undefined : dated.effectiveFrom);
  const start = dated !== undefined && raw.start < dated.effectiveFrom ? dated.effectiveFrom : raw.start;
  const next = timeline.rules[i + 1];
  const end = next !== undefined && raw.end >= next.effectiveFrom ? addDays(next.effectiveFrom, -1) : raw.end;
  return { start, end, rule };
};

export const previousPayPeriod = (timeline: PayPeriodTimeline, period: PayPeriod): PayPeriod => payPeriodContaining(timeline, addDays(period.start, -1));
export const nextPayPeriod = (timeline: PayPeriodTimeline, period: PayPeriod): PayPeriod => payPeriodContaining(timeline, addDays(period.end, 1));

/**
 * The company's lock for a period: how many days after its end workers may still change its logs.
 * The lock falls after the period, so the calendar in force then decides it (the rule on the day after
 * the end): a manager who sets "0 days" from the 1st closes the month that just ended at its end, not
 * on the old rule's 5th.
 */
export const closeAfterDaysOf = (timeline: PayPeriodTimeline, period: PayPeriod): number => payPeriodRuleOn(timeline, addDays(period.end, 1)).closeAfterDays;

/** The last day workers may still change the period's logs (unless a manager closes it earlier). */
export const openForWorkersUntil = (timeline: PayPeriodTimeline, period: PayPeriod): LocalDate => addDays(period.end, closeAfterDaysOf(timeline, period));

/**
 * The last date of the latest pay period that is closed for workers on `today`: closed by its rule
 * (its open days after the end have passed) or by a manager. Every earlier date is closed too.
 * Null when nothing is closed yet.
 */
export const payPeriodsClosedThrough = (timeline: PayPeriodTimeline, today: LocalDate): LocalDate | null => {
  let period = payPeriodContaining(timeline, today);
  let automatic: LocalDate | null = null;
  // closeAfterDays is bounded (60), so a period ending long enough ago is closed: a few steps back at most.
  for (let step = 0; step < 120; step += 1) {
    if (openForWorkersUntil(timeline, period) < today) {
      automatic = period.end;
      break;
    }
    period = previousPayPeriod(timeline, period);
  }
  return maxDate(automatic, timeline.closedThrough);
};

/** Whether a date lies in a pay period that is closed for workers. */
export const isInClosedPayPeriod = (date: LocalDate, closedThrough: LocalDate | null): boolean => closedThrough !== null && date <= closedThrough;

/**
 * The earliest date a new rule may take effect on `today`: the day after the last period closed for
 * workers. Closed periods are the past payroll was run on, and never change; open ones (the current
 * period, and the previous one until it closes) may be regrouped from the date the change names.
 */
export const earliestPayPeriodRuleChange = (timeline: PayPeriodTimeline, today: LocalDate): LocalDate => {
  const closed = payPeriodsClosedThrough(timeline, today);
  return closed === null ? payPeriodContaining(timeline, today).start : addDays(closed, 1);
};

/** How far ahead a change may be planned. */
export const MAX_DAYS_AHEAD = 366;

/** Throws the field error of a rule change that may not happen on `today`. */
export const assertPayPeriodRuleChange = (timeline: PayPeriodTimeline, change: DatedPayPeriodRule, today: LocalDate): void => {
  const problem = payPeriodRuleProblem(change.rule);
  if (problem !== null) throw payCalendarInvalid("rule.startDay", problem);
  if (change.effectiveFrom < earliestPayPeriodRuleChange(timeline, today)) throw payCalendarInvalid("effectiveFrom", "effective_from_before_open_period");
  if (daysBetween(today, change.effectiveFrom) > MAX_DAYS_AHEAD) throw payCalendarInvalid("effectiveFrom", "effective_from_too_late");
  if (!startsPayPeriod(change.rule, change.effectiveFrom)) throw payCalendarInvalid("effectiveFrom", "effective_from_not_period_start");
};

/**
 * The date a form offers for a new rule: the latest day on or before today that may start its
 * period (so the current period follows it at once), else the first such day after today.
 */
export const suggestedPayPeriodRuleStart = (timeline: PayPeriodTimeline, rule: PayPeriodRule, today: LocalDate): LocalDate | null => {
  if (payPeriodRuleProblem(rule) !== null) return null;
  const earliest = earliestPayPeriodRuleChange(timeline, today);
  for (let d = today; d >= earliest; d = addDays(d, -1)) if (startsPayPeriod(rule, d)) return d;
  for (let d = addDays(today, 1), i = 0; i < 62; d = addDays(d, 1), i += 1) if (startsPayPeriod(rule, d)) return d;
  return null;
};

/** The timeline once a rule takes effect: rules planned from that date on are replaced. */
export const withPayPeriodRule = (timeline: PayPeriodTimeline, change: DatedPayPeriodRule): PayPeriodTimeline => ({
  ...timeline,
  rules: [...timeline.rules.filter((r) => r.effectiveFrom < change.effectiveFrom), change],
});

const sameRule = (a: PayPeriodRule, b: PayPeriodRule): boolean => a.kind === b.kind && a.startDay === b.startDay && a.closeAfterDays === b.closeAfterDays;

/** A change that would leave every period as it is (the same rule already applies then, nothing planned after). */
export const changesNothing = (timeline: PayPeriodTimeline, change: DatedPayPeriodRule): boolean => {
  if (timeline.rules.some((r) => r.effectiveFrom > change.effectiveFrom)) return false;
  const i = ruleIndexAt(timeline, change.effectiveFrom);
  if (!sameRule(payPeriodRuleOn(timeline, change.effectiveFrom), change.rule)) return false;
  // A biweekly rule counts its fortnights from its own date: only the same date is the same rule.
  return change.rule.kind !== "biweekly" || (i >= 0 && timeline.rules[i]!.effectiveFrom === change.effectiveFrom);
};
