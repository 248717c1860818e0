import type {
  ChangeCompanyTimeZone,
  ChangePayPeriodRule,
  ClosePayPeriod,
  Instant,
  LocalDate,
  PayCalendarEvent,
} from "@workledger/event-schemas";
import { workDateOf } from "../work-time/work-time.time.ts";
import { payCalendarConflict } from "./pay-calendar.errors.ts";
import {
  assertPayPeriodRuleChange,
  changesNothing,
  emptyPayPeriodTimeline,
  payPeriodContaining,
  payPeriodsClosedThrough,
  withPayPeriodRule,
  type PayPeriodTimeline,
} from "./pay-periods.ts";
import { assertTimeZoneChange, companyTimeZoneAt, withTimeZoneChange, type DatedTimeZone } from "./time-zones.ts";

/** The clock and the zone the company registered with (its profile's), filled in by the API. */
export interface PayCalendarContext {
  readonly now: Instant;
  readonly registeredTimeZone: string | null;
}

type Command<T extends string, D> = { readonly type: T; readonly data: D; readonly context: PayCalendarContext };
export type PayCalendarCommand =
  | Command<"ChangePayPeriodRule", ChangePayPeriodRule>
  | Command<"ChangeCompanyTimeZone", ChangeCompanyTimeZone>
  | Command<"ClosePayPeriod", ClosePayPeriod>;

export interface PayCalendarState {
  readonly periods: PayPeriodTimeline;
  readonly timeZones: readonly DatedTimeZone[];
}

export const initialPayCalendarState: PayCalendarState = { periods: emptyPayPeriodTimeline, timeZones: [] };

/** Today in the company's zone as the calendar itself knows it. */
export const payCalendarToday = (state: PayCalendarState, context: PayCalendarContext): LocalDate =>
  workDateOf(context.now, companyTimeZoneAt(context.registeredTimeZone, state.timeZones, context.now));

/**
 * The decider of a company's pay calendar (stream pay-calendar-{companyId}). Every change names the
 * date it applies from; nothing it decides touches a closed period or a date already past.
 */
export const decidePayCalendar = (command: PayCalendarCommand, state: PayCalendarState): PayCalendarEvent[] => {
  const today = payCalendarToday(state, command.context);
  switch (command.type) {
    case "ChangePayPeriodRule": {
      const change = command.data;
      assertPayPeriodRuleChange(state.periods, change, today);
      if (changesNothing(state.periods, change)) return [];
      const changed: PayCalendarEvent = { type: "PayPeriodRuleChanged", data: { effectiveFrom: change.effectiveFrom, rule: change.rule } };
      // A longer lock never reopens what is closed (payroll may have run on it): what was closed stays closed, on the record.
      const closedBefore = payPeriodsClosedThrough(state.periods, today);
      const closedAfter = payPeriodsClosedThrough(withPayPeriodRule(state.periods, change), today);
      if (closedBefore === null || (closedAfter !== null && closedAfter >= closedBefore)) return [changed];
      return [changed, { type: "PayPeriodClosed", data: { start: payPeriodContaining(state.periods, closedBefore).start, end: closedBefore } }];
    }
    case "ChangeCompanyTimeZone": {
      const change = command.data;
      assertTimeZoneChange(change, today);
      const later = state.timeZones.some((z) => z.effectiveFrom >= change.effectiveFrom);
      const before = companyTimeZoneAt(command.context.registeredTimeZone, state.timeZones, `${change.effectiveFrom}T00:00:00.000Z`);
      if (!later && before === change.timeZone) return [];
      return [{ type: "CompanyTimeZoneChanged", data: { effectiveFrom: change.effectiveFrom, timeZone: change.timeZone } }];
    }
    case "ClosePayPeriod": {
      const period = payPeriodContaining(state.periods, command.data.date);
      if (period.end >= today) throw payCalendarConflict("pay_period_not_over");
      const closed = payPeriodsClosedThrough(state.periods, today);
      if (closed !== null && closed >= period.end) return [];
      return [{ type: "PayPeriodClosed", data: { start: period.start, end: period.end } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown pay calendar command ${JSON.stringify(unknown)}`);
    }
  }
};

export const evolvePayCalendar = (state: PayCalendarState, event: PayCalendarEvent): PayCalendarState => {
  switch (event.type) {
    case "PayPeriodRuleChanged":
      return { ...state, periods: withPayPeriodRule(state.periods, event.data) };
    case "CompanyTimeZoneChanged":
      return { ...state, timeZones: withTimeZoneChange(state.timeZones, event.data) };
    case "PayPeriodClosed": {
      const current = state.periods.closedThrough;
      return { ...state, periods: { ...state.periods, closedThrough: current !== null && current > event.data.end ? current : event.data.end } };
    }
    default: {
      const unknown: never = event;
      throw new Error(`Unknown pay calendar event ${JSON.stringify(unknown)}`);
    }
  }
};

export const payCalendarDecider = { decide: decidePayCalendar, evolve: evolvePayCalendar, initialState: initialPayCalendarState } as const;
