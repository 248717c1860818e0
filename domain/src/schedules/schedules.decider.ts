import type { ScheduleEvent, ScheduleEventValues } from "@workledger/event-schemas";
import { instantMs } from "../work-time/work-time.time.ts";
import { sameValue } from "../unchanged.ts";
import type { ScheduleCommand, ScheduleContext } from "./schedules.commands.ts";
import { scheduleConflict, scheduleForbidden, scheduleInvalid, scheduleNotFound } from "./schedules.errors.ts";
import {
  assertNoShiftOverlap,
  assertScheduleValues,
  isNightShift,
  plannedSeconds,
  scheduleDateOf,
  schedulePeriodOf,
  type PlannedInterval,
} from "./schedules.rules.ts";
import { evolveSchedule, initialScheduleState, type PlannedEvent, type ScheduleState } from "./schedules.state.ts";

const planned = (values: ScheduleEventValues, timeZone: string) => ({
  date: scheduleDateOf(values, timeZone),
  totalSeconds: plannedSeconds(values),
  isNightShift: isNightShift(values, timeZone),
});

/** The stream's shifts, but for those the command replaces, plus the neighbouring months' shifts. */
const otherShifts = (state: ScheduleState, context: ScheduleContext, except: ReadonlySet<string>): PlannedInterval[] => [
  ...[...state.events.values()].filter((e) => e.values.kind === "shift" && !except.has(e.eventId)).map((e) => ({ eventId: e.eventId, start: e.values.start, end: e.values.end })),
  ...context.neighbourShifts.filter((s) => !except.has(s.eventId)),
];

const assertInStream = (values: ScheduleEventValues, period: string, context: ScheduleContext): void => {
  assertScheduleValues(values);
  if (schedulePeriodOf(values, context.timeZone) !== period) throw scheduleInvalid("start", "wrong_period");
};

const eventOf = (state: ScheduleState, eventId: string): PlannedEvent => {
  const event = state.events.get(eventId);
  if (event === undefined) throw scheduleNotFound("schedule_event_not_found");
  return event;
};

/**
 * The decider of one person's schedule for one month (`scheduleStreamName`). Every change is an
 * event; a broken rule throws before any event is built; a command that changes nothing returns [].
 */
export const decideSchedule = (command: ScheduleCommand, state: ScheduleState): ScheduleEvent[] => {
  const { context } = command;
  const { personId, period } = command.data;
  switch (command.type) {
    case "CreateScheduleEvents": {
      const ids = new Set<string>();
      for (const e of command.data.events) {
        if (state.events.has(e.eventId) || ids.has(e.eventId)) throw scheduleConflict("schedule_event_exists");
        ids.add(e.eventId);
        assertInStream(e.values, period, context);
        if ((e.shiftManagerId ?? null) !== null && e.values.kind !== "shift") throw scheduleInvalid("shift_manager", "shift_manager_on_non_shift");
      }
      const shifts = command.data.events.filter((e) => e.values.kind === "shift").map((e) => ({ eventId: e.eventId, start: e.values.start, end: e.values.end }));
      assertNoShiftOverlap(shifts, otherShifts(state, context, ids));
      return command.data.events.map((e) => ({
        type: "ScheduleEventCreated",
        data: {
          personId,
          eventId: e.eventId,
          values: e.values,
          series: e.series,
          movedFrom: e.movedFrom ?? null,
          confirmed: e.confirmed ?? false,
          shiftManagerId: e.shiftManagerId ?? null,
          ...planned(e.values, context.timeZone),
        },
      }));
    }
    case "ChangeScheduleEvent": {
      const current = eventOf(state, command.data.eventId);
      if (current.confirmed) throw scheduleConflict("schedule_event_confirmed");
      const next = command.data.values;
      assertInStream(next, period, context);
      if (next.kind !== current.values.kind && current.shiftManagerId !== null) throw scheduleInvalid("type", "shift_manager_on_non_shift");
      if (sameValue(next, current.values)) return [];
      if (next.kind === "shift") assertNoShiftOverlap([{ eventId: current.eventId, start: next.start, end: next.end }], otherShifts(state, context, new Set([current.eventId])));
      return [
        {
          type: "ScheduleEventChanged",
          data: { personId, eventId: current.eventId, action: command.data.action, previous: current.values, next, ...planned(next, context.timeZone) },
        },
      ];
    }
    case "RemoveScheduleEvents": {
      const events = command.data.eventIds.map((id) => eventOf(state, id));
      // Moving keeps the confirmation (the API moves only what may change); deleting a confirmed event needs an unconfirm first.
      if (command.data.scope === "this" && events.some((e) => e.confirmed)) throw scheduleConflict("schedule_event_confirmed");
      return [...new Set(events)].map((e) => ({
        type: "ScheduleEventRemoved",
        data: { personId, eventId: e.eventId, scope: command.data.scope, kind: e.values.kind, date: scheduleDateOf(e.values, context.timeZone) },
      }));
    }
    case "RemoveScheduleSeries": {
      const { seriesId, from } = command.data;
      return [...state.events.values()]
        .filter((e) => e.series?.seriesId === seriesId && !e.confirmed && (from === null || instantMs(e.values.start) >= instantMs(from)))
        .map((e) => ({
          type: "ScheduleEventRemoved",
          data: { personId, eventId: e.eventId, scope: from === null ? "all" : "following", kind: e.values.kind, date: scheduleDateOf(e.values, context.timeZone) },
        }));
    }
    case "DetachSchedulePosition": {
      const { positionId, from } = command.data;
      return [...state.events.values()]
        .filter((e) => e.values.positionId === positionId && !e.confirmed && instantMs(e.values.start) >= instantMs(from))
        .map((e) => ({
          type: "ScheduleEventRemoved",
          data: { personId, eventId: e.eventId, scope: "detached", kind: e.values.kind, date: scheduleDateOf(e.values, context.timeZone) },
        }));
    }
    case "ConfirmScheduleEvents": {
      const events = command.data.eventIds.map((id) => eventOf(state, id));
      return [...new Set(events)]
        .filter((e) => e.confirmed !== command.data.confirm)
        .map((e): ScheduleEvent =>
          command.data.confirm
            ? { type: "ScheduleEventConfirmed", data: { personId, eventId: e.eventId, confirmedAt: context.now } }
            : { type: "ScheduleEventUnconfirmed", data: { personId, eventId: e.eventId } },
        );
    }
    case "AssignShiftManager": {
      if (!context.shiftManagerActive) throw scheduleForbidden("shift_managers_inactive");
      const events = command.data.eventIds.map((id) => eventOf(state, id));
      if (events.some((e) => e.values.kind !== "shift")) throw scheduleInvalid("schedule_ids", "shift_manager_on_non_shift");
      return [...new Set(events)]
        .filter((e) => e.shiftManagerId !== command.data.managerId)
        .map((e) => ({ type: "ShiftManagerAssigned", data: { personId, eventId: e.eventId, managerId: command.data.managerId } }));
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
};

export const scheduleDecider = { decide: decideSchedule, evolve: evolveSchedule, initialState: initialScheduleState } as const;
