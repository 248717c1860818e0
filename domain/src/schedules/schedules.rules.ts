import type { Instant, ScheduleEventValues } from "@workledger/event-schemas";
import { MAX_SCHEDULE_EVENT_DAYS, MAX_SHIFT_HOURS } from "@workledger/event-schemas";
import { scheduleConflict, scheduleInvalid } from "./schedules.errors.ts";
import { instantMs, nextLocalDate, periodOfDate, secondsBetween, workDateOf } from "../work-time/work-time.time.ts";

const DAY_MS = 24 * 3600 * 1000;

/** The local date an event belongs to: the date it starts on (a night shift belongs to its start date). */
export const scheduleDateOf = (values: Pick<ScheduleEventValues, "start">, timeZone: string): string => workDateOf(values.start, timeZone);
export const schedulePeriodOf = (values: Pick<ScheduleEventValues, "start">, timeZone: string): string => periodOfDate(scheduleDateOf(values, timeZone));

/** A night shift ends on a later local date than it starts on (an all-day event is never one). */
export const isNightShift = (values: Pick<ScheduleEventValues, "start" | "end" | "isAllDay" | "kind">, timeZone: string): boolean => {
  if (values.isAllDay || values.kind !== "shift") return false;
  const endDate = workDateOf(new Date(instantMs(values.end) - 1).toISOString(), timeZone);
  return endDate > workDateOf(values.start, timeZone);
};

/**
 * Planned working time in whole seconds: from the instants (a night across a DST change is 7 h or
 * 9 h), less the pause length and the additional break. Absences plan no work: their total is the
 * time they cover less the same breaks, which reports show as absence time. An absence or all-day
 * event with a pause length covers the span it is shown with (its end moved back a day, see
 * `displayedEnd`): a one-day absence kept as [10.12, 12.12) with a 30-minute pause is 23:30, not 47:30,
 * so the start, end and total of one answer agree.
 */
export const plannedSeconds = (
  // Kind and all-day are required: a caller that left them out totalled a one-day absence as 47:30.
  values: Pick<ScheduleEventValues, "start" | "end" | "pauseLengthMinutes" | "additionalBreakMinutes" | "kind" | "isAllDay">,
): number => {
  const shownEnd = displayedEnd(values);
  return Math.max(0, secondsBetween(values.start, shownEnd) - ((values.pauseLengthMinutes ?? 0) + values.additionalBreakMinutes) * 60);
};

/** Seconds as the spec's h:mm ("7:30"). */
export const formatTotal = (seconds: number): string => `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}`;

/**
 * Spec section 4 with clarification 23: an absence or an all-day event that has a pause length shows
 * its end moved back one day (the calendar's all-day end is exclusive). Any other event keeps its end.
 */
export const displayedEnd = (values: Pick<ScheduleEventValues, "kind" | "isAllDay" | "pauseLengthMinutes" | "end">): Instant =>
  (values.kind === "absence" || values.isAllDay) && values.pauseLengthMinutes !== null ? new Date(instantMs(values.end) - DAY_MS).toISOString() : values.end;

/** The rule checks of one event's values, thrown as field errors before any event is built. */
export const assertScheduleValues = (values: ScheduleEventValues): void => {
  const seconds = secondsBetween(values.start, values.end);
  if (seconds <= 0) throw scheduleInvalid("end", "start_after_end");
  const longest = values.kind === "absence" || values.isAllDay ? MAX_SCHEDULE_EVENT_DAYS * 24 * 3600 : MAX_SHIFT_HOURS * 3600;
  if (seconds > longest) throw scheduleInvalid("end", "event_too_long");
  if (((values.pauseLengthMinutes ?? 0) + values.additionalBreakMinutes) * 60 >= seconds && values.kind !== "absence" && !values.isAllDay) {
    throw scheduleInvalid("pause_length", "breaks_longer_than_event");
  }
  if (values.kind !== "absence" && (values.absenceTypeId !== null || values.workLeave)) throw scheduleInvalid("type_id", "absence_fields_on_non_absence");
};

export interface PlannedInterval {
  readonly eventId: string;
  readonly start: Instant;
  readonly end: Instant;
}

/** Half-open intervals [start, end) overlap. */
export const plannedOverlap = (a: PlannedInterval, b: PlannedInterval): boolean =>
  instantMs(a.start) < instantMs(b.end) && instantMs(b.start) < instantMs(a.end);

/** A shift may not overlap another shift of the same worker (409). Tasks and absences may. */
export const assertNoShiftOverlap = (candidates: readonly PlannedInterval[], others: readonly PlannedInterval[]): void => {
  for (const [i, c] of candidates.entries()) {
    for (const o of others) if (o.eventId !== c.eventId && plannedOverlap(c, o)) throw scheduleConflict("schedule_overlap");
    for (const o of candidates.slice(i + 1)) if (plannedOverlap(c, o)) throw scheduleConflict("schedule_overlap");
  }
};

/** The local dates an event covers, from its start date to the date of its last moment. */
export const datesCovered = (values: Pick<ScheduleEventValues, "start" | "end">, timeZone: string): string[] => {
  const last = workDateOf(new Date(instantMs(values.end) - 1).toISOString(), timeZone);
  const dates: string[] = [];
  for (let d = workDateOf(values.start, timeZone); d <= last && dates.length <= 400; d = nextLocalDate(d)) dates.push(d);
  return dates;
};
