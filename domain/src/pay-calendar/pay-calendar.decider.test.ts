import { describe, it } from "vitest";
import type { PayCalendarEvent, PayPeriodRule } from "@workledger/event-schemas";
import { ConflictError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { payCalendarDecider, type PayCalendarCommand } from "./pay-calendar.decider.ts";
import { personTimeZoneDecider } from "./person-time-zone.decider.ts";

const { given } = deciderSpec(payCalendarDecider);
// Wednesday 25 November 2026, 13:50 in Helsinki.
const context = { now: "2026-11-25T11:50:00.000Z", registeredTimeZone: "Europe/Helsinki" };
const monthly: PayPeriodRule = { kind: "monthly", startDay: 1, closeAfterDays: 5 };
const weekly: PayPeriodRule = { kind: "weekly", startDay: 1, closeAfterDays: 4 };
const changeRule = (effectiveFrom: string, rule: PayPeriodRule): PayCalendarCommand => ({ type: "ChangePayPeriodRule", data: { effectiveFrom, rule }, context });
const close = (date: string): PayCalendarCommand => ({ type: "ClosePayPeriod", data: { date }, context });
const changeZone = (effectiveFrom: string, timeZone: string): PayCalendarCommand => ({ type: "ChangeCompanyTimeZone", data: { effectiveFrom, timeZone }, context });
const ruleChanged = (effectiveFrom: string, rule: PayPeriodRule): PayCalendarEvent => ({ type: "PayPeriodRuleChanged", data: { effectiveFrom, rule } });

describe("the pay calendar", () => {
  describe("when nothing was set (monthly from day 1, open 5 days after)", () => {
    it("takes a weekly rule from the Monday that starts the current week", () => {
      given([]).when(changeRule("2026-11-23", weekly)).then([ruleChanged("2026-11-23", weekly)]);
    });
    it("records nothing for the rule that applies already", () => {
      given([]).when(changeRule("2026-11-01", monthly)).then([]);
    });
    it("refuses a rule for a finished period, a date that starts no period, or a start day out of range", () => {
      given([]).when(changeRule("2026-10-05", weekly)).thenThrows(ValidationError, "effective_from_before_open_period");
      given([]).when(changeRule("2026-11-24", weekly)).thenThrows(ValidationError, "effective_from_not_period_start");
      given([]).when(changeRule("2026-11-23", { ...weekly, startDay: 8 })).thenThrows(ValidationError, "weekday_out_of_range");
      given([]).when(changeRule("2027-12-06", weekly)).thenThrows(ValidationError, "effective_from_too_late");
    });
    it("closes last month on request once it has ended, and never a period still running", () => {
      // October closed by itself on 6 November: closing it again records nothing.
      given([]).when(close("2026-10-15")).then([]);
      given([]).when(close("2026-11-20")).thenThrows(ConflictError, "pay_period_not_over");
    });
  });

  describe("when weekly periods run, open four days after they end", () => {
    const history = [ruleChanged("2026-11-02", weekly)];
    it("closes last week early at a manager's request", () => {
      given(history).when(close("2026-11-18")).then([{ type: "PayPeriodClosed", data: { start: "2026-11-16", end: "2026-11-22" } }]);
    });
    it("then refuses a rule change that would regroup the closed week", () => {
      const closed = [...history, { type: "PayPeriodClosed", data: { start: "2026-11-16", end: "2026-11-22" } } as const];
      given(closed).when(changeRule("2026-11-16", weekly)).thenThrows(ValidationError, "effective_from_before_open_period");
      given(closed).when(changeRule("2026-12-01", monthly)).then([ruleChanged("2026-12-01", monthly)]);
    });
  });

  describe("the lock (days open after a period ends)", () => {
    const december = { now: "2026-12-02T10:00:00.000Z", registeredTimeZone: "Europe/Helsinki" };
    const at = (command: PayCalendarCommand): PayCalendarCommand => ({ ...command, context: december });
    it("closes the month that just ended at once when the lock set from the 1st is 0 days", () => {
      const lockAtEnd = { ...monthly, closeAfterDays: 0 };
      given([]).when(at(changeRule("2026-12-01", lockAtEnd))).then([ruleChanged("2026-12-01", lockAtEnd)]);
      // November is closed already: closing it records nothing (under the old 5-day lock it would be open until the 5th).
      given([ruleChanged("2026-12-01", lockAtEnd)]).when(at(close("2026-11-15"))).then([]);
      given([]).when(at(close("2026-11-15"))).then([{ type: "PayPeriodClosed", data: { start: "2026-11-01", end: "2026-11-30" } }]);
    });
    it("never reopens a closed period: a longer lock keeps what was closed closed, on the record", () => {
      // On 2 December October is closed (since 6 November). A 60-day lock from 1 November would reopen it.
      const longer = { ...monthly, closeAfterDays: 60 };
      given([]).when(at(changeRule("2026-11-01", longer))).then([ruleChanged("2026-11-01", longer), { type: "PayPeriodClosed", data: { start: "2026-10-01", end: "2026-10-31" } }]);
      given([]).when(at(changeRule("2026-12-01", longer))).then([ruleChanged("2026-12-01", longer)]);
    });
  });

  describe("time zones", () => {
    it("records a zone from today on, never for a past date, never an unknown zone", () => {
      given([]).when(changeZone("2026-11-25", "Europe/Stockholm")).then([{ type: "CompanyTimeZoneChanged", data: { effectiveFrom: "2026-11-25", timeZone: "Europe/Stockholm" } }]);
      given([]).when(changeZone("2026-11-24", "Europe/Stockholm")).thenThrows(ValidationError, "effective_from_in_past");
      given([]).when(changeZone("2026-12-01", "Europe/Nowhere")).thenThrows(ValidationError, "unknown_time_zone");
      given([]).when(changeZone("2026-12-01", "Europe/Helsinki")).then([]);
    });
  });
});

describe("a person's own time zone", () => {
  const person = deciderSpec(personTimeZoneDecider);
  const ctx = { now: context.now, today: "2026-11-25" };
  it("overrides the company's from a date, and can follow it again", () => {
    const set = { type: "PersonTimeZoneChanged", data: { personId: "p1", effectiveFrom: "2026-12-01", timeZone: "Europe/Stockholm" } } as const;
    person.given([]).when({ type: "ChangePersonTimeZone", data: { personId: "p1", effectiveFrom: "2026-12-01", timeZone: "Europe/Stockholm" }, context: ctx }).then([set]);
    person.given([set]).when({ type: "ChangePersonTimeZone", data: { personId: "p1", effectiveFrom: "2027-01-01", timeZone: null }, context: ctx }).then([
      { type: "PersonTimeZoneChanged", data: { personId: "p1", effectiveFrom: "2027-01-01", timeZone: null } },
    ]);
    person.given([]).when({ type: "ChangePersonTimeZone", data: { personId: "p1", effectiveFrom: "2026-11-20", timeZone: "UTC" }, context: ctx }).thenThrows(ValidationError, "effective_from_in_past");
  });
});
