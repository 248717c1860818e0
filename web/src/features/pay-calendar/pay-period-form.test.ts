import { describe, expect, it } from "vitest";
import type { PayCalendarDto } from "./pay-calendar.api.ts";
import { payPeriodFormErrors, payPeriodFormOf, startDayChoices, timeZoneFormErrors, timeZoneNames, withKind, withStartDay } from "./pay-period-form.ts";

const period = { start: "2026-11-01", end: "2026-11-30", kind: "monthly", start_day: 1, close_after_days: 5, open_for_workers_until: "2026-12-05", closed: false } as const;
const calendar: PayCalendarDto = {
  today: "2026-11-25",
  time_zone: "Europe/Helsinki",
  company_time_zone: "Europe/Helsinki",
  registered_time_zone: "Europe/Helsinki",
  pay_period: period,
  previous_pay_period: { ...period, start: "2026-10-01", end: "2026-10-31", open_for_workers_until: "2026-11-05", closed: true },
  closed_through: "2026-10-31",
  manager_closed_through: null,
  earliest_rule_change: "2026-11-01",
  rules: [],
  company_time_zones: [],
  my_time_zones: [],
  closes: [],
};

describe("the pay period form", () => {
  it("starts from the rule in effect, from the start of the current period", () => {
    expect(payPeriodFormOf(calendar)).toEqual({ kind: "monthly", startDay: 1, closeAfterDays: 5, effectiveFrom: "2026-11-01" });
  });

  it("moves the date to the day the new rule's current period starts when the kind or start day changes", () => {
    const weekly = withKind(payPeriodFormOf(calendar), "weekly", calendar);
    expect(weekly).toMatchObject({ kind: "weekly", startDay: 1, effectiveFrom: "2026-11-23" });
    expect(withStartDay(weekly, 3, calendar).effectiveFrom).toBe("2026-11-25");
    // A day of the month past a weekday's range falls back to 1.
    expect(withKind({ ...payPeriodFormOf(calendar), startDay: 20 }, "biweekly", calendar).startDay).toBe(1);
    expect(startDayChoices("semimonthly").at(-1)).toEqual({ value: 13 });
    expect(startDayChoices("weekly")[6]).toEqual({ value: 7, weekday: "Sunday" });
  });

  it("gives the domain's messages before anything is sent", () => {
    const form = withKind(payPeriodFormOf(calendar), "weekly", calendar);
    expect(payPeriodFormErrors(form, calendar)).toEqual({});
    expect(payPeriodFormErrors({ ...form, effectiveFrom: "2026-11-24" }, calendar)).toEqual({ effectiveFrom: "The date must be the first day of a pay period under the new setting" });
    expect(payPeriodFormErrors({ ...form, effectiveFrom: "2026-10-26" }, calendar)).toEqual({ effectiveFrom: "Choose a date after the last closed pay period; closed periods keep their rules" });
    expect(payPeriodFormErrors({ ...form, closeAfterDays: 61 }, calendar)).toEqual({ closeAfterDays: "Choose a number from 0 to 60" });
    expect(payPeriodFormErrors({ ...form, closeAfterDays: null }, calendar)).toEqual({ closeAfterDays: "This field is required" });
  });

  it("checks a time zone change: a known zone, today or later", () => {
    expect(timeZoneFormErrors("Europe/Stockholm", "2026-11-25", "2026-11-25")).toEqual({});
    expect(timeZoneFormErrors("Europe/Stockholm", "2026-11-24", "2026-11-25")).toEqual({ effectiveFrom: "Choose today or a later date" });
    expect(timeZoneFormErrors("Mars/Base", "2026-11-25", "2026-11-25")).toEqual({ timeZone: "Unknown time zone" });
    expect(timeZoneFormErrors(null, "2026-11-25", "2026-11-25")).toEqual({ timeZone: "This field is required" });
    expect(timeZoneFormErrors(null, "2026-11-25", "2026-11-25", true)).toEqual({});
    expect(timeZoneNames()).toContain("Europe/Helsinki");
    expect(timeZoneNames()).toContain("UTC");
  });
});
