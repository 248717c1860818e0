import { Schema } from "effect";
import { LocalDate } from "../work-time/work-time.values.ts";

/**
 * The pay calendar of a company: how its pay periods run (weekly, every two weeks, twice a month or
 * monthly, with a start day), when a period closes for workers, the explicit closes, and the
 * company's time zone; plus each person's own time zone. Every setting is effective-dated: a change
 * names the date it applies from and never rewrites the past.
 */
export const PayPeriodKind = Schema.Literals(["weekly", "biweekly", "semimonthly", "monthly"]);
export type PayPeriodKind = typeof PayPeriodKind.Type;

/** The most days after its end a period may stay open for workers. */
export const MAX_CLOSE_AFTER_DAYS = 60;

export const PayPeriodRule = Schema.Struct({
  kind: PayPeriodKind,
  /**
   * weekly and biweekly: the ISO weekday a period starts on (1 Monday .. 7 Sunday); monthly: the day
   * of the month (1..28); semimonthly: the first half's start day (1..13; the second half starts 15
   * days later). The domain checks the range per kind.
   */
  startDay: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 28 })),
  /** Workers may still add, edit and delete a period's logs for this many whole days after it ends. */
  closeAfterDays: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_CLOSE_AFTER_DAYS })),
});
export type PayPeriodRule = typeof PayPeriodRule.Type;

/** An IANA zone name such as Europe/Helsinki or UTC (the domain checks it against the runtime's zone data). */
export const TimeZoneName = Schema.String.check(Schema.isMaxLength(64), Schema.isPattern(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/));
export type TimeZoneName = typeof TimeZoneName.Type;

const event = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields) });

/** From `effectiveFrom` on, pay periods follow `rule`; rules planned for later dates are replaced. */
export const PayPeriodRuleChanged = event("PayPeriodRuleChanged", { effectiveFrom: LocalDate, rule: PayPeriodRule });
/** From the start of `effectiveFrom` (in the new zone) on, the company's dates are in `timeZone`. */
export const CompanyTimeZoneChanged = event("CompanyTimeZoneChanged", { effectiveFrom: LocalDate, timeZone: TimeZoneName });
/** A manager closed the pay period [start, end] for workers, and with it every earlier one. */
export const PayPeriodClosed = event("PayPeriodClosed", { start: LocalDate, end: LocalDate });

export const PayCalendarEvent = Schema.Union([PayPeriodRuleChanged, CompanyTimeZoneChanged, PayPeriodClosed]);
export type PayCalendarEvent = typeof PayCalendarEvent.Type;
export const payCalendarEventTypes: readonly PayCalendarEvent["type"][] = ["PayPeriodRuleChanged", "CompanyTimeZoneChanged", "PayPeriodClosed"];

/** A person's own zone from `effectiveFrom` on; null follows the company's zone again. */
export const PersonTimeZoneChanged = event("PersonTimeZoneChanged", {
  personId: Schema.String,
  effectiveFrom: LocalDate,
  timeZone: Schema.NullOr(TimeZoneName),
});
export type PersonTimeZoneEvent = typeof PersonTimeZoneChanged.Type;
export const personTimeZoneEventTypes: readonly PersonTimeZoneEvent["type"][] = ["PersonTimeZoneChanged"];

/** Command payloads (the API decodes the snake_case body into these). */
export const ChangePayPeriodRule = Schema.Struct({ effectiveFrom: LocalDate, rule: PayPeriodRule });
export type ChangePayPeriodRule = typeof ChangePayPeriodRule.Type;
export const ChangeCompanyTimeZone = Schema.Struct({ effectiveFrom: LocalDate, timeZone: TimeZoneName });
export type ChangeCompanyTimeZone = typeof ChangeCompanyTimeZone.Type;
/** Closes the pay period that `date` falls in (and every earlier one). */
export const ClosePayPeriod = Schema.Struct({ date: LocalDate });
export type ClosePayPeriod = typeof ClosePayPeriod.Type;
export const ChangePersonTimeZone = Schema.Struct({ personId: Schema.String, effectiveFrom: LocalDate, timeZone: Schema.NullOr(TimeZoneName) });
export type ChangePersonTimeZone = typeof ChangePersonTimeZone.Type;

/** One stream per company for its pay calendar, one per person for their own zone. */
export const payCalendarStreamName = (companyId: string): string => `pay-calendar-${companyId}`;
export const personTimeZoneStreamName = (companyId: string, personId: string): string => `person-time-zone-${companyId}-${personId}`;
