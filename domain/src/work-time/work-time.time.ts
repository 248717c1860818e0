import type { Instant, LocalDate, WorkPeriod } from "@workledger/event-schemas";
import { localPartsOf } from "../work-rules/zoned-time.ts";

/** Used when neither the worker nor the company has a zone (clarification 39). */
export const DEFAULT_TIME_ZONE = "Europe/Helsinki";

const MINUTE_MS = 60_000;

export const instantMs = (instant: Instant): number => Date.parse(instant);
export const toInstant = (ms: number): Instant => new Date(ms).toISOString();

/** Punches keep whole seconds, so every duration is an integer number of seconds. */
export const truncateToSecond = (instant: Instant): Instant => toInstant(Math.floor(instantMs(instant) / 1000) * 1000);

/** Manually entered times are kept to the minute. */
export const truncateToMinute = (instant: Instant): Instant => toInstant(minuteFloorMs(instant));

/** Overlap checks compare minutes: 12:45-13:00:40 and 13:00:10-13:15 are 12:45-13:00 and 13:00-13:15. */
export const minuteFloorMs = (instant: Instant): number => Math.floor(instantMs(instant) / MINUTE_MS) * MINUTE_MS;

/** Whole seconds from a to b, from instants (a DST night is 7 h or 9 h, not 8). Negative if b < a. */
export const secondsBetween = (a: Instant, b: Instant): number => Math.trunc((instantMs(b) - instantMs(a)) / 1000);

export const addSeconds = (instant: Instant, seconds: number): Instant => toInstant(instantMs(instant) + seconds * 1000);

/*
 * Zone arithmetic straight from the runtime's Intl data. date-fns-tz 3.2's fromZonedTime maps a
 * wall time inside the spring-forward gap (03:30 on 2026-03-29 in Helsinki) an hour too early,
 * before 02:59, so times would not even keep their order; Intl has no such hole.
 */
/** The zone's offset at a whole second, straight from Intl (the slow part of every conversion). */
const intlOffsetMs = (secondMs: number, timeZone: string): number => {
  const { year, month, day, hour, minute, second } = localPartsOf(secondMs, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - secondMs;
};

const DAY_MS = 86_400_000;
/** One UTC day of a zone: the offset before and after its transition (`at`: Infinity when the day has none). */
interface ZoneDay {
  readonly at: number;
  readonly before: number;
  readonly after: number;
}
const zoneDays = new Map<string, Map<number, ZoneDay>>();

/**
 * Offsets memoised per zone and UTC day: Intl at the day's first and last second, and where they
 * differ a binary search for the transition to the second. Exact as long as a zone changes its
 * offset at most once in a UTC day, which holds for every zone in the tz database.
 */
const zoneDayOf = (dayStart: number, timeZone: string): ZoneDay => {
  let days = zoneDays.get(timeZone);
  if (days === undefined) zoneDays.set(timeZone, (days = new Map()));
  let zoneDay = days.get(dayStart);
  if (zoneDay === undefined) {
    const before = intlOffsetMs(dayStart, timeZone);
    const after = intlOffsetMs(dayStart + DAY_MS - 1000, timeZone);
    let at = Infinity;
    if (before !== after) {
      // offset(lo) = before, offset(hi) = after; the transition is the first second with `after`.
      let lo = dayStart;
      let hi = dayStart + DAY_MS - 1000;
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2000) * 1000;
        if (intlOffsetMs(mid, timeZone) === before) lo = mid;
        else hi = mid;
      }
      at = hi;
    }
    if (days.size >= 20_000) days.clear(); // bounded: about 55 years of days per zone
    zoneDay = { at, before, after };
    days.set(dayStart, zoneDay);
  }
  return zoneDay;
};

const offsetMs = (ms: number, timeZone: string): number => {
  const second = Math.floor(ms / 1000) * 1000;
  const zoneDay = zoneDayOf(Math.floor(second / DAY_MS) * DAY_MS, timeZone);
  return second < zoneDay.at ? zoneDay.before : zoneDay.after;
};

/** The wall-clock reading of an instant in a zone, as if that reading were UTC (whole seconds). */
const wallClockMs = (ms: number, timeZone: string): number => Math.floor(ms / 1000) * 1000 + offsetMs(ms, timeZone);

/** Test hook: the offset the memo gives against the one Intl gives, at a whole second. */
export const zoneOffsetsForTest = (secondMs: number, timeZone: string): { readonly memoised: number; readonly intl: number } => ({
  memoised: offsetMs(secondMs, timeZone),
  intl: intlOffsetMs(secondMs, timeZone),
});

/** 'YYYY-MM-DD' of a day number (days since 1970-01-01), kept: a month of a large company's shifts names a few dozen days. */
const isoDates = new Map<number, LocalDate>();
export const dateOfDayNumber = (day: number): LocalDate => {
  let date = isoDates.get(day);
  if (date === undefined) {
    if (isoDates.size >= 50_000) isoDates.clear(); // bounded: about 137 years of days
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDates.set(day, date);
  }
  return date;
};

/** The local calendar date of an instant in a zone: the date a work log belongs to. */
export const workDateOf = (instant: Instant, timeZone: string): LocalDate => dateOfDayNumber(Math.floor(wallClockMs(instantMs(instant), timeZone) / DAY_MS));

/** An instant (epoch milliseconds) on a zone's wall clock: its local date and whole minutes past midnight. */
export const wallClockOf = (ms: number, timeZone: string): { readonly date: LocalDate; readonly minutes: number } => {
  const wall = wallClockMs(ms, timeZone);
  const day = Math.floor(wall / DAY_MS);
  return { date: dateOfDayNumber(day), minutes: Math.floor((wall - day * DAY_MS) / MINUTE_MS) };
};

/** The period (calendar month in the company zone) an instant falls in. */
export const workPeriodOf = (instant: Instant, timeZone: string): WorkPeriod => workDateOf(instant, timeZone).slice(0, 7);

export const periodOfDate = (date: LocalDate): WorkPeriod => date.slice(0, 7);

/**
 * A local wall-clock time ("HH:mm" or "HH:mm:ss") on a local date, as an instant. An ambiguous time
 * (the repeated hour at fall-back) is its first occurrence; a time in the spring-forward gap moves
 * forward by the gap (03:30 reads as 04:30), like Temporal's "compatible" disambiguation.
 */
export const localDateTimeToInstant = (date: LocalDate, time: string, timeZone: string): Instant => {
  const wall = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  const halfDay = 12 * 3600 * 1000;
  const before = wall - offsetMs(wall - halfDay, timeZone);
  const after = wall - offsetMs(wall + halfDay, timeZone);
  const valid = [before, after].filter((t) => wallClockMs(t, timeZone) === wall).sort((a, b) => a - b);
  return toInstant(valid[0] ?? before);
};

/** The local date after `date` (calendar arithmetic, no zone involved). */
export const nextLocalDate = (date: LocalDate): LocalDate => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** The first instant of a period: local midnight of its first day. */
export const workPeriodStart = (period: WorkPeriod, timeZone: string): Instant =>
  localDateTimeToInstant(`${period}-01`, "00:00", timeZone);

const shiftPeriod = (period: WorkPeriod, months: number): WorkPeriod => {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
};

export const previousWorkPeriod = (period: WorkPeriod): WorkPeriod => shiftPeriod(period, -1);
export const nextWorkPeriod = (period: WorkPeriod): WorkPeriod => shiftPeriod(period, 1);

/** The local wall-clock time of an instant in a zone, "HH:mm:ss". */
export const localTimeOf = (instant: Instant, timeZone: string): string => new Date(wallClockMs(instantMs(instant), timeZone)).toISOString().slice(11, 19);
