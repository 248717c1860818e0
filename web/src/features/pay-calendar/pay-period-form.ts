import type { PayPeriodRule } from "@workledger/event-schemas";
import { ValidationError } from "@workledger/domain/errors.ts";
import {
  assertPayPeriodRuleChange,
  payPeriodContaining,
  suggestedPayPeriodRuleStart,
  type PayPeriodTimeline,
} from "@workledger/domain/pay-calendar/pay-periods.ts";
import { assertTimeZoneChange, isTimeZone } from "@workledger/domain/pay-calendar/time-zones.ts";
import type { PayCalendarDto, PayPeriodDto } from "./pay-calendar.api.ts";

/** The pay period form: one control per value (kind, start day, open days after the end, from date). */
export interface PayPeriodForm {
  readonly kind: PayPeriodDto["kind"];
  readonly startDay: number;
  readonly closeAfterDays: number | null;
  readonly effectiveFrom: string | null;
}

/** English labels (translated by the caller). */
export const payPeriodKindLabels: Readonly<Record<PayPeriodDto["kind"], string>> = {
  weekly: "Weekly",
  biweekly: "Every two weeks",
  semimonthly: "Twice a month",
  monthly: "Monthly",
};

export const weekdayLabels = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The start days a kind offers: weekdays, or days of the month (1-28; twice a month 1-13, the second half 15 days later). */
export const startDayChoices = (kind: PayPeriodDto["kind"]): readonly { readonly value: number; readonly weekday?: string }[] => {
  if (kind === "weekly" || kind === "biweekly") return weekdayLabels.map((weekday, i) => ({ value: i + 1, weekday }));
  const last = kind === "semimonthly" ? 13 : 28;
  return Array.from({ length: last }, (_, i) => ({ value: i + 1 }));
};

/** The calendar the API answered, as the domain's timeline (the rules and the manager's closes). */
export const timelineOf = (calendar: PayCalendarDto): PayPeriodTimeline => ({
  rules: calendar.rules.map((r) => ({ effectiveFrom: r.effective_from, rule: { kind: r.kind, startDay: r.start_day, closeAfterDays: r.close_after_days } })),
  closedThrough: calendar.manager_closed_through,
});

export const ruleOf = (form: PayPeriodForm): PayPeriodRule => ({ kind: form.kind, startDay: form.startDay, closeAfterDays: form.closeAfterDays ?? 0 });

/** The form as the rule in effect today, from the date a change would best start on. */
export const payPeriodFormOf = (calendar: PayCalendarDto): PayPeriodForm => {
  const { rule } = payPeriodContaining(timelineOf(calendar), calendar.today);
  return { kind: rule.kind, startDay: rule.startDay, closeAfterDays: rule.closeAfterDays, effectiveFrom: suggestedPayPeriodRuleStart(timelineOf(calendar), rule, calendar.today) };
};

/** Another kind keeps the start day where it still fits and moves the date to the new rule's best start. */
export const withKind = (form: PayPeriodForm, kind: PayPeriodDto["kind"], calendar: PayCalendarDto): PayPeriodForm => {
  const fits = startDayChoices(kind).some((c) => c.value === form.startDay);
  const next = { ...form, kind, startDay: fits ? form.startDay : 1 };
  return { ...next, effectiveFrom: suggestedPayPeriodRuleStart(timelineOf(calendar), ruleOf(next), calendar.today) };
};

export const withStartDay = (form: PayPeriodForm, startDay: number, calendar: PayCalendarDto): PayPeriodForm => {
  const next = { ...form, startDay };
  return { ...next, effectiveFrom: suggestedPayPeriodRuleStart(timelineOf(calendar), ruleOf(next), calendar.today) };
};

const problemOf = (check: () => void, fields: Readonly<Record<string, string>>): Readonly<Record<string, string>> => {
  try {
    check();
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [fields[field] ?? field, messages[0] ?? error.message]));
  }
};

const requiredMessage = "This field is required";

/** The domain's own rules as instant feedback, one message per control (the server checks them again). */
export const payPeriodFormErrors = (form: PayPeriodForm, calendar: PayCalendarDto): Readonly<Record<string, string>> => {
  if (form.closeAfterDays === null) return { closeAfterDays: requiredMessage };
  if (!Number.isInteger(form.closeAfterDays) || form.closeAfterDays < 0 || form.closeAfterDays > 60) return { closeAfterDays: "Choose a number from 0 to 60" };
  if (form.effectiveFrom === null) return { effectiveFrom: requiredMessage };
  const change = { effectiveFrom: form.effectiveFrom, rule: ruleOf(form) };
  return problemOf(() => assertPayPeriodRuleChange(timelineOf(calendar), change, calendar.today), { effectiveFrom: "effectiveFrom", "rule.startDay": "startDay" });
};

/** A time zone change as instant feedback: a known zone, from today on. */
export const timeZoneFormErrors = (timeZone: string | null, effectiveFrom: string | null, today: string, allowFollowCompany = false): Readonly<Record<string, string>> => {
  if (timeZone === null && !allowFollowCompany) return { timeZone: requiredMessage };
  if (effectiveFrom === null) return { effectiveFrom: requiredMessage };
  if (timeZone !== null && !isTimeZone(timeZone)) return { timeZone: "Unknown time zone" };
  return problemOf(() => assertTimeZoneChange({ effectiveFrom, timeZone }, today), { effectiveFrom: "effectiveFrom", timeZone: "timeZone" });
};

/** Every IANA zone the browser knows, UTC included, sorted. */
export const timeZoneNames = (): readonly string[] => {
  const names = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["Europe/Helsinki"];
  return [...new Set(["UTC", ...names])].sort();
};
