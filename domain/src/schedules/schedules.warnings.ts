import type { Instant } from "@workledger/event-schemas";
import { instantMs, workDateOf } from "../work-time/work-time.time.ts";

/** Working-time limits checked at planning time: shown, never blocking. */
export const MIN_REST_SECONDS = 11 * 3600;
export const MAX_DAY_SECONDS = 13 * 3600;
export const MAX_WEEK_AVERAGE_SECONDS = 48 * 3600;
/** The reference period of the weekly average: the last 4 months. */
export const AVERAGE_MONTHS = 4;

export interface PlannedShift {
  readonly eventId: string;
  readonly start: Instant;
  readonly end: Instant;
  /** Planned working seconds (pauses and breaks out). */
  readonly totalSeconds: number;
}

export type PlanningWarning =
  | { readonly code: "short_rest"; readonly eventId: string; readonly restSeconds: number }
  | { readonly code: "long_day"; readonly date: string; readonly plannedSeconds: number }
  | { readonly code: "long_week_average"; readonly from: string; readonly to: string; readonly averageSeconds: number };

export const planningWarningMessages: Record<PlanningWarning["code"], string> = {
  short_rest: "Less than 11 hours of rest between two shifts",
  long_day: "More than 13 hours planned in one day",
  long_week_average: "More than 48 hours a week on average over the last 4 months",
};

const monthsBefore = (date: string, months: number): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - months, d)).toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The warnings a worker's plan raises about the `changed` shifts, judged with all their shifts
 * (`shifts`, which include the changed ones and at least the 4 months before): rest between
 * consecutive shifts under 11 h, more than 13 h planned on a local date, and an average over 48 h
 * a week in the 4 months ending on a changed shift's date.
 */
export const planningWarnings = (shifts: readonly PlannedShift[], changedIds: readonly string[], timeZone: string): PlanningWarning[] => {
  // Each shift's instants and local date worked out once (a month of 500 people is 15,000 shifts).
  const sorted = shifts.map((shift) => ({ shift, start: instantMs(shift.start), end: instantMs(shift.end), date: workDateOf(shift.start, timeZone) })).sort((a, b) => a.start - b.start);
  const changed = new Set(changedIds);
  const warnings: PlanningWarning[] = [];
  for (let i = 1; i < sorted.length; i += 1) {
    const before = sorted[i - 1]!;
    const after = sorted[i]!;
    if (!changed.has(before.shift.eventId) && !changed.has(after.shift.eventId)) continue;
    const rest = Math.trunc((after.start - before.end) / 1000);
    if (rest >= 0 && rest < MIN_REST_SECONDS) warnings.push({ code: "short_rest", eventId: after.shift.eventId, restSeconds: rest });
  }
  const perDay = new Map<string, number>();
  for (const s of sorted) perDay.set(s.date, (perDay.get(s.date) ?? 0) + s.shift.totalSeconds);
  const changedDates = [...new Set(sorted.filter((s) => changed.has(s.shift.eventId)).map((s) => s.date))].sort();
  for (const date of changedDates) {
    const planned = perDay.get(date) ?? 0;
    if (planned > MAX_DAY_SECONDS) warnings.push({ code: "long_day", date, plannedSeconds: planned });
  }
  const last = changedDates.at(-1);
  if (last !== undefined) {
    const from = monthsBefore(last, AVERAGE_MONTHS);
    const total = [...perDay].filter(([d]) => d > from && d <= last).reduce((sum, [, s]) => sum + s, 0);
    const averageSeconds = Math.round((total / daysBetween(from, last)) * 7);
    if (averageSeconds > MAX_WEEK_AVERAGE_SECONDS) warnings.push({ code: "long_week_average", from, to: last, averageSeconds });
  }
  return warnings;
};
