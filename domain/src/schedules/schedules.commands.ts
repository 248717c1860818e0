import type { Instant, Recurrence, ScheduleEditAction, ScheduleEventValues, ScheduleRemovalScope } from "@workledger/event-schemas";
import type { PlannedInterval } from "./schedules.rules.ts";

/** What the API resolves for a schedule command: the clock, the zone, flags and other streams' shifts. */
export interface ScheduleContext {
  readonly now: Instant;
  readonly timeZone: string;
  /** The company's shift_manager_active flag. */
  readonly shiftManagerActive: boolean;
  /** The person's shifts in the neighbouring months' streams (a night shift at a month's edge). */
  readonly neighbourShifts: readonly PlannedInterval[];
}

export interface NewScheduleEvent {
  readonly eventId: string;
  readonly values: ScheduleEventValues;
  readonly series: { readonly seriesId: string; readonly recurrence: Recurrence } | null;
  /** Moved here from another stream: it keeps its id, confirmation and shift manager. */
  readonly movedFrom?: string | null;
  readonly confirmed?: boolean;
  readonly shiftManagerId?: string | null;
}

type Cmd<T extends string, D> = { readonly type: T; readonly data: { readonly personId: string; readonly period: string } & D; readonly context: ScheduleContext };

export type CreateScheduleEvents = Cmd<"CreateScheduleEvents", { readonly events: readonly NewScheduleEvent[] }>;
export type ChangeScheduleEvent = Cmd<"ChangeScheduleEvent", { readonly eventId: string; readonly action: ScheduleEditAction; readonly values: ScheduleEventValues }>;
export type RemoveScheduleEvents = Cmd<"RemoveScheduleEvents", { readonly eventIds: readonly string[]; readonly scope: Extract<ScheduleRemovalScope, "this" | "moved"> }>;
/** A recurring event's removal scopes "this and following unconfirmed" (from: that event's start) and "all unconfirmed" (from: null). */
export type RemoveScheduleSeries = Cmd<"RemoveScheduleSeries", { readonly seriesId: string; readonly from: Instant | null }>;
/** Detaching a person from a position removes that position's unconfirmed events for them, from `from` on. */
export type DetachSchedulePosition = Cmd<"DetachSchedulePosition", { readonly positionId: string; readonly from: Instant }>;
export type ConfirmScheduleEvents = Cmd<"ConfirmScheduleEvents", { readonly eventIds: readonly string[]; readonly confirm: boolean }>;
export type AssignShiftManager = Cmd<"AssignShiftManager", { readonly eventIds: readonly string[]; readonly managerId: string | null }>;

export type ScheduleCommand =
  | CreateScheduleEvents
  | ChangeScheduleEvent
  | RemoveScheduleEvents
  | RemoveScheduleSeries
  | DetachSchedulePosition
  | ConfirmScheduleEvents
  | AssignShiftManager;
