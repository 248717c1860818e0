import type { CompensationRules, CompensationWindow } from "@workledger/event-schemas";
import { addLocalDays, instantOfLocal, isoWeekdayOf, localDateIn, type LocalDateString } from "./zoned-time.ts";
import type { MsInterval } from "./rounding.rules.ts";

export interface CompensationLine {
  readonly name: string;
  readonly seconds: number;
  /** Money for per-hour windows (rounded to whole cents); null for percentage windows. */
  readonly amountCents: number | null;
  /** The supplement for percentage windows (50 = +50 %); null for per-hour windows. */
  readonly percent: number | null;
}

const overlapMs = (a: MsInterval, startMs: number, endMs: number): number => Math.max(0, Math.min(a.endMs, endMs) - Math.max(a.startMs, startMs));

/**
 * The window's occurrences that can touch the interval: one per local date on a listed weekday,
 * from `from` to `to` on the local clock; `to` at or before `from` ends on the next day (a night
 * window 22:00-06:00 belongs to the weekday it starts on). On DST nights such a window lasts 7 h or 9 h.
 */
const occurrences = (window: CompensationWindow, interval: MsInterval, timeZone: string): MsInterval[] => {
  const first = addLocalDays(localDateIn(interval.startMs, timeZone), -1);
  const last = localDateIn(interval.endMs, timeZone);
  const result: MsInterval[] = [];
  for (let date: LocalDateString = first; date <= last; date = addLocalDays(date, 1)) {
    if (!window.weekdays.includes(isoWeekdayOf(date))) continue;
    const endDate = window.to <= window.from ? addLocalDays(date, 1) : date;
    result.push({ startMs: instantOfLocal(date, window.from, timeZone), endMs: instantOfLocal(endDate, window.to, timeZone) });
  }
  return result;
};

/** Seconds of the worked intervals inside a window. Give pauses as gaps between intervals. */
export const secondsInWindow = (worked: readonly MsInterval[], window: CompensationWindow, timeZone: string): number => {
  let ms = 0;
  for (const interval of worked) for (const o of occurrences(window, interval, timeZone)) ms += overlapMs(interval, o.startMs, o.endMs);
  return Math.floor(ms / 1000);
};

/** One line per window of the group that the work touches. */
export const compensationFor = (worked: readonly MsInterval[], rules: CompensationRules, timeZone: string): CompensationLine[] =>
  rules.windows.flatMap((window) => {
    const seconds = secondsInWindow(worked, window, timeZone);
    if (seconds === 0) return [];
    return [
      window.kind === "PerHour"
        ? { name: window.name, seconds, amountCents: Math.round((seconds * window.centsPerHour) / 3600), percent: null }
        : { name: window.name, seconds, amountCents: null, percent: window.percent },
    ];
  });
