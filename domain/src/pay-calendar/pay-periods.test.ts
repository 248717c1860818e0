import { describe, expect, it } from "vitest";
import type { PayPeriodRule } from "@workledger/event-schemas";
import {
  earliestPayPeriodRuleChange,
  emptyPayPeriodTimeline,
  isInClosedPayPeriod,
  openForWorkersUntil,
  payPeriodContaining,
  payPeriodsClosedThrough,
  previousPayPeriod,
  startsPayPeriod,
  suggestedPayPeriodRuleStart,
  withPayPeriodRule,
  type PayPeriodTimeline,
} from "./pay-periods.ts";

const rule = (kind: PayPeriodRule["kind"], startDay: number, closeAfterDays = 5): PayPeriodRule => ({ kind, startDay, closeAfterDays });
const span = (timeline: PayPeriodTimeline, date: string) => {
  const p = payPeriodContaining(timeline, date);
  return `${p.start}..${p.end}`;
};
const from = (effectiveFrom: string, r: PayPeriodRule, timeline: PayPeriodTimeline = emptyPayPeriodTimeline) => withPayPeriodRule(timeline, { effectiveFrom, rule: r });

describe("pay periods", () => {
  it("are calendar months by default, open for workers until the 5th of the next month", () => {
    expect(span(emptyPayPeriodTimeline, "2026-11-25")).toBe("2026-11-01..2026-11-30");
    expect(span(emptyPayPeriodTimeline, "2026-02-01")).toBe("2026-02-01..2026-02-28");
    expect(openForWorkersUntil(emptyPayPeriodTimeline, payPeriodContaining(emptyPayPeriodTimeline, "2026-10-10"))).toBe("2026-11-05");
  });

  it("run weekly from the start weekday", () => {
    // 25 November 2026 is a Wednesday.
    expect(span(from("2026-11-02", rule("weekly", 1)), "2026-11-25")).toBe("2026-11-23..2026-11-29");
    expect(span(from("2026-11-01", rule("weekly", 7)), "2026-11-25")).toBe("2026-11-22..2026-11-28");
  });

  it("run every two weeks counted from the date the rule took effect", () => {
    const timeline = from("2026-11-02", rule("biweekly", 1));
    expect(span(timeline, "2026-11-15")).toBe("2026-11-02..2026-11-15");
    expect(span(timeline, "2026-11-16")).toBe("2026-11-16..2026-11-29");
    expect(span(timeline, "2026-12-31")).toBe("2026-12-28..2027-01-10");
  });

  it("run twice a month: from the start day for 15 days, then to the day before the next start", () => {
    const timeline = from("2026-11-01", rule("semimonthly", 1));
    expect(span(timeline, "2026-11-15")).toBe("2026-11-01..2026-11-15");
    expect(span(timeline, "2026-11-16")).toBe("2026-11-16..2026-11-30");
    expect(span(timeline, "2027-02-20")).toBe("2027-02-16..2027-02-28");
    const tenth = from("2026-11-10", rule("semimonthly", 10));
    expect(span(tenth, "2026-11-30")).toBe("2026-11-25..2026-12-09");
    expect(span(tenth, "2027-01-05")).toBe("2026-12-25..2027-01-09");
  });

  it("run monthly from any day up to the 28th", () => {
    const timeline = from("2026-11-16", rule("monthly", 16));
    expect(span(timeline, "2026-12-15")).toBe("2026-11-16..2026-12-15");
    expect(span(timeline, "2027-02-28")).toBe("2027-02-16..2027-03-15");
  });

  it("end the old rule's period the day before a new rule takes effect, and leave earlier periods as they were", () => {
    const timeline = from("2026-11-23", rule("weekly", 1));
    expect(span(timeline, "2026-11-10")).toBe("2026-11-01..2026-11-22");
    expect(span(timeline, "2026-11-23")).toBe("2026-11-23..2026-11-29");
    expect(span(timeline, "2026-10-31")).toBe("2026-10-01..2026-10-31");
    expect(previousPayPeriod(timeline, payPeriodContaining(timeline, "2026-11-23"))).toMatchObject({ start: "2026-11-01", end: "2026-11-22", rule: { kind: "monthly" } });
  });

  it("replace rules planned for later when an earlier change is made", () => {
    const planned = from("2027-01-01", rule("monthly", 1), from("2026-12-07", rule("weekly", 1)));
    const replaced = from("2026-11-30", rule("weekly", 1), planned);
    expect(replaced.rules.map((r) => r.effectiveFrom)).toEqual(["2026-11-30"]);
    expect(span(replaced, "2027-01-05")).toBe("2027-01-04..2027-01-10");
  });
});

describe("closing pay periods for workers", () => {
  it("closes a period once its open days after the end have passed", () => {
    expect(payPeriodsClosedThrough(emptyPayPeriodTimeline, "2026-11-05")).toBe("2026-09-30");
    expect(payPeriodsClosedThrough(emptyPayPeriodTimeline, "2026-11-06")).toBe("2026-10-31");
    const weekly = from("2026-11-02", rule("weekly", 1, 0));
    expect(payPeriodsClosedThrough(weekly, "2026-11-25")).toBe("2026-11-22");
  });

  it("locks the month that just ended by the company's calendar as it stands after it: a lock of 0 days from the 1st closes November on the 1st, not on the 5th", () => {
    const lockAtEnd = from("2026-12-01", rule("monthly", 1, 0));
    const november = payPeriodContaining(lockAtEnd, "2026-11-20");
    expect(november.rule.closeAfterDays).toBe(5);
    expect(openForWorkersUntil(lockAtEnd, november)).toBe("2026-11-30");
    expect(payPeriodsClosedThrough(lockAtEnd, "2026-12-01")).toBe("2026-11-30");
    expect(payPeriodsClosedThrough(lockAtEnd, "2026-12-02")).toBe("2026-11-30");
    // Under the default alone November stays open until the 5th.
    expect(payPeriodsClosedThrough(emptyPayPeriodTimeline, "2026-12-02")).toBe("2026-10-31");
  });

  it("counts a manager's close, which also closes every earlier period", () => {
    const closed = { ...emptyPayPeriodTimeline, closedThrough: "2026-11-30" };
    expect(payPeriodsClosedThrough(closed, "2026-12-02")).toBe("2026-11-30");
    expect(isInClosedPayPeriod("2026-11-30", "2026-11-30")).toBe(true);
    expect(isInClosedPayPeriod("2026-12-01", "2026-11-30")).toBe(false);
    expect(isInClosedPayPeriod("2026-01-01", null)).toBe(false);
  });

  it("lets a new rule start on the day after the last closed period, never inside a closed one", () => {
    expect(earliestPayPeriodRuleChange(emptyPayPeriodTimeline, "2026-11-25")).toBe("2026-11-01");
    // On 3 November October is still open for workers: it may still be regrouped.
    expect(earliestPayPeriodRuleChange(emptyPayPeriodTimeline, "2026-11-03")).toBe("2026-10-01");
    expect(earliestPayPeriodRuleChange(from("2026-11-23", rule("weekly", 1)), "2026-11-25")).toBe("2026-11-01");
    const closed = { ...emptyPayPeriodTimeline, closedThrough: "2026-11-30" };
    expect(earliestPayPeriodRuleChange(closed, "2026-12-02")).toBe("2026-12-01");
  });

  it("suggests the latest day that may start the new rule's period, else the next one", () => {
    expect(suggestedPayPeriodRuleStart(emptyPayPeriodTimeline, rule("weekly", 1), "2026-11-25")).toBe("2026-11-23");
    expect(suggestedPayPeriodRuleStart(emptyPayPeriodTimeline, rule("monthly", 1), "2026-11-25")).toBe("2026-11-01");
    expect(suggestedPayPeriodRuleStart(emptyPayPeriodTimeline, rule("monthly", 28), "2026-11-25")).toBe("2026-11-28");
    expect(suggestedPayPeriodRuleStart(emptyPayPeriodTimeline, rule("weekly", 9), "2026-11-25")).toBeNull();
    expect(startsPayPeriod(rule("semimonthly", 1), "2026-11-16")).toBe(true);
    expect(startsPayPeriod(rule("semimonthly", 1), "2026-11-17")).toBe(false);
  });
});
