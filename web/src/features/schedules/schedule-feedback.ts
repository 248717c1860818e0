import { scheduleMessages } from "@workledger/domain/schedules/schedules.errors.ts";
import { assertNoShiftOverlap, plannedSeconds } from "@workledger/domain/schedules/schedules.rules.ts";
import { planningWarningMessages, planningWarnings, type PlannedShift, type PlanningWarning } from "@workledger/domain/schedules/schedules.warnings.ts";
import { instantsOf, type ScheduleEventForm } from "./forms/schedule-event-form.ts";
import type { ScheduleItem } from "./schedule-model.ts";

/** The domain's rules, judged in the browser as the manager plans: the server judges again on save. */
export interface ScheduleFeedback {
  /** A shift overlapping another shift of the same worker (the server answers 409). */
  readonly conflict: string | null;
  /** Planning warnings: shown, never blocking. */
  readonly warnings: readonly string[];
}

const shiftOf = (item: ScheduleItem): PlannedShift => ({ eventId: item.id, start: item.startInstant, end: item.endInstant, totalSeconds: item.totalSeconds });

export const scheduleFeedback = (form: ScheduleEventForm, editingId: string | null, planned: readonly ScheduleItem[], zone: string): ScheduleFeedback => {
  if (form.personId === null || form.kind !== "shift") return { conflict: null, warnings: [] };
  const candidates = form.dates.map((date, i) => {
    const { start, end } = instantsOf(form, date, zone);
    const id = editingId ?? `new-${i}`;
    return { eventId: id, start, end, totalSeconds: plannedSeconds({ start, end, kind: form.kind, isAllDay: form.allDay, pauseLengthMinutes: form.pauseMinutes, additionalBreakMinutes: form.additionalBreakMinutes ?? 0 }) };
  });
  const others = planned.filter((p) => p.personId === form.personId && p.kind === "shift" && p.id !== editingId).map(shiftOf);
  let conflict: string | null = null;
  try {
    assertNoShiftOverlap(candidates, others);
  } catch {
    conflict = scheduleMessages.schedule_overlap;
  }
  const warnings = planningWarnings([...others, ...candidates], candidates.map((c) => c.eventId), zone);
  return { conflict, warnings: [...new Set(warnings.map((w) => planningWarningMessages[w.code]))] };
};

const eventsOfWarning = (warning: PlanningWarning, shifts: readonly ScheduleItem[]): readonly string[] => {
  switch (warning.code) {
    case "short_rest":
      return [warning.eventId];
    case "long_day":
      return shifts.filter((s) => s.start.date === warning.date).map((s) => s.id);
    case "long_week_average":
      return shifts.filter((s) => s.start.date === warning.to).map((s) => s.id);
    default: {
      const unreachable: never = warning;
      return unreachable;
    }
  }
};

/** The shifts shown, per person: the planning warnings are judged person by person. */
const shiftsByPerson = (items: readonly ScheduleItem[]): ScheduleItem[][] => {
  const byPerson = new Map<string, ScheduleItem[]>();
  for (const item of items) {
    if (item.kind !== "shift") continue;
    const list = byPerson.get(item.personId) ?? [];
    list.push(item);
    byPerson.set(item.personId, list);
  }
  return [...byPerson.values()];
};

/** One person's warnings, added to `result` per event id (English texts, each once). */
const judgePerson = (shifts: readonly ScheduleItem[], zone: string, result: Map<string, string[]>): void => {
  const warnings = planningWarnings(shifts.map(shiftOf), shifts.map((s) => s.id), zone);
  for (const warning of warnings) {
    for (const id of eventsOfWarning(warning, shifts)) {
      const list = result.get(id) ?? [];
      if (!list.includes(planningWarningMessages[warning.code])) list.push(planningWarningMessages[warning.code]);
      result.set(id, list);
    }
  }
};

/** People judged per slice: about 10 ms of a 2-core machine, so no slice is a long task. */
export const WARNING_SLICE_PEOPLE = 50;

/**
 * Each shift's planning warnings (English texts), judged per person over the shifts shown, in
 * slices for a month of hundreds of people (about 100 ms in one go): each call of the returned step
 * judges the next `people` people and answers null, and the call that judges the last slice answers
 * the warnings (an empty schedule: the first call).
 */
export const timelineWarningsInSlices = (items: readonly ScheduleItem[], zone: string, people = WARNING_SLICE_PEOPLE): (() => ReadonlyMap<string, readonly string[]> | null) => {
  const groups = shiftsByPerson(items);
  const result = new Map<string, string[]>();
  let next = 0;
  return () => {
    const end = Math.min(groups.length, next + people);
    for (; next < end; next++) judgePerson(groups[next]!, zone, result);
    return next >= groups.length ? result : null;
  };
};
