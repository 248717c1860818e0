import type { ScheduleEvent, ScheduleEventValues, ScheduleSeries } from "@workledger/event-schemas";

export interface PlannedEvent {
  readonly eventId: string;
  readonly values: ScheduleEventValues;
  readonly series: ScheduleSeries | null;
  readonly confirmed: boolean;
  readonly shiftManagerId: string | null;
  readonly totalSeconds: number;
}

/** A person's schedule for one month: the events planned in it (removed ones gone, their ids remembered). */
export interface ScheduleState {
  readonly events: ReadonlyMap<string, PlannedEvent>;
  readonly removedIds: ReadonlySet<string>;
}

export const initialScheduleState: ScheduleState = { events: new Map(), removedIds: new Set() };

const withEvent = (state: ScheduleState, id: string, update: (e: PlannedEvent) => PlannedEvent): ScheduleState => {
  const current = state.events.get(id);
  if (current === undefined) return state;
  return { ...state, events: new Map(state.events).set(id, update(current)) };
};

export const evolveSchedule = (state: ScheduleState, event: ScheduleEvent): ScheduleState => {
  const d = event.data;
  switch (event.type) {
    case "ScheduleEventCreated": {
      const e = event.data;
      const removedIds = new Set(state.removedIds);
      removedIds.delete(e.eventId);
      return {
        events: new Map(state.events).set(e.eventId, {
          eventId: e.eventId,
          values: e.values,
          series: e.series,
          confirmed: e.confirmed,
          shiftManagerId: e.shiftManagerId,
          totalSeconds: e.totalSeconds,
        }),
        removedIds,
      };
    }
    case "ScheduleEventChanged":
      return withEvent(state, d.eventId, (e) => ({ ...e, values: event.data.next, totalSeconds: event.data.totalSeconds }));
    case "ScheduleEventRemoved": {
      const events = new Map(state.events);
      events.delete(d.eventId);
      return { events, removedIds: new Set(state.removedIds).add(d.eventId) };
    }
    case "ScheduleEventConfirmed":
      return withEvent(state, d.eventId, (e) => ({ ...e, confirmed: true }));
    case "ScheduleEventUnconfirmed":
      return withEvent(state, d.eventId, (e) => ({ ...e, confirmed: false }));
    case "ShiftManagerAssigned":
      return withEvent(state, d.eventId, (e) => ({ ...e, shiftManagerId: event.data.managerId }));
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
};
