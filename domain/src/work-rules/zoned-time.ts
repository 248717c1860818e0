/**
 * Wall-clock arithmetic in an IANA zone, from the runtime's Intl time-zone data (pure: no clock).
 * date-fns-tz's getTimezoneOffset reads its Date as a wall time in the zone rather than as an
 * instant (so near a DST switch it answers for the wrong moment); offsets of instants are therefore
 * read from Intl.DateTimeFormat directly.
 * Local dates are "YYYY-MM-DD" strings; instants are epoch milliseconds.
 */
export type LocalDateString = string;

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export interface LocalParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The wall clock in `timeZone` at an instant (seconds precision), read from Intl. */
const intlPartsOf = (instantMs: number, timeZone: string): LocalParts => {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
};

const wholeSecondOf = (instantMs: number): number => instantMs - (((instantMs % 1000) + 1000) % 1000);

const intlOffsetAt = (instantMs: number, timeZone: string): number => {
  const p = intlPartsOf(instantMs, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSecondOf(instantMs);
};

const MS_PER_HOUR = 3_600_000;
/** zone|hour -> the offset through that whole UTC hour, or null when it changes inside it. */
const hourOffsets = new Map<string, number | null>();

/**
 * The zone's offset from UTC at an instant, in milliseconds (Helsinki: +7 200 000 or +10 800 000).
 * Intl is slow (a report asks thousands of times), so the offset is kept per zone and UTC hour
 * when it is the same at the hour's first and last second: zones change offset at most once an
 * hour (never there and back within one), so it then holds for the whole hour. An hour with a
 * change is always asked of Intl.
 */
export const offsetMsAt = (instantMs: number, timeZone: string): number => {
  const hour = Math.floor(instantMs / MS_PER_HOUR);
  const key = `${timeZone}|${hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const first = intlOffsetAt(hour * MS_PER_HOUR, timeZone);
    offset = first === intlOffsetAt(hour * MS_PER_HOUR + MS_PER_HOUR - 1000, timeZone) ? first : null;
    if (hourOffsets.size >= 500_000) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return offset ?? intlOffsetAt(instantMs, timeZone);
};

/** The wall clock in `timeZone` at an instant (seconds precision). */
export const localPartsOf = (instantMs: number, timeZone: string): LocalParts => {
  const wall = new Date(wholeSecondOf(instantMs) + offsetMsAt(instantMs, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
};

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** The local date an instant falls on; a work log belongs to the local date it started. */
export const localDateIn = (instantMs: number, timeZone: string): LocalDateString => {
  const p = localPartsOf(instantMs, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
};

const parseDate = (date: LocalDateString): number => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) throw new RangeError(`Not a local date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};

const formatUtcDate = (ms: number): LocalDateString => new Date(ms).toISOString().slice(0, 10);

export const addLocalDays = (date: LocalDateString, days: number): LocalDateString => formatUtcDate(parseDate(date) + days * MS_PER_DAY);

/** ISO weekday of a local date: Monday = 1 ... Sunday = 7. */
export const isoWeekdayOf = (date: LocalDateString): number => {
  const weekday = new Date(parseDate(date)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

/** The Monday that starts the ISO week of a local date. */
export const isoWeekStartOf = (date: LocalDateString): LocalDateString => addLocalDays(date, 1 - isoWeekdayOf(date));

/** "YYYY-MM" of a local date. */
export const localMonthOf = (date: LocalDateString): string => date.slice(0, 7);

/**
 * The instant a wall-clock time happens on a local date. Like Temporal's "compatible"
 * disambiguation: a time skipped by a spring-forward gap moves later by the gap (03:30 -> 04:30
 * in Helsinki), and a time that happens twice in autumn takes the earlier occurrence.
 */
export const instantOfLocal = (date: LocalDateString, time: string, timeZone: string): number => {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (match === null) throw new RangeError(`Not a local time: ${time}`);
  const wallAsUtc = parseDate(date) + (Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0)) * 1000;
  const before = offsetMsAt(wallAsUtc - MS_PER_DAY, timeZone);
  const after = offsetMsAt(wallAsUtc + MS_PER_DAY, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wallAsUtc - offset)
    .filter((instant) => offsetMsAt(instant, timeZone) === wallAsUtc - instant)
    .sort((a, b) => a - b);
  return candidates[0] ?? wallAsUtc - before;
};

/** The instant a local date begins (its first wall-clock moment). */
export const startOfLocalDate = (date: LocalDateString, timeZone: string): number => instantOfLocal(date, "00:00", timeZone);

/** How long a local day lasts: 86 400 s, or 82 800 / 90 000 s on the days clocks change. */
export const dayLengthSeconds = (date: LocalDateString, timeZone: string): number =>
  (startOfLocalDate(addLocalDays(date, 1), timeZone) - startOfLocalDate(date, timeZone)) / 1000;

/** Whole seconds between two instants (half-open [start, end)); never negative. */
export const wholeSecondsBetween = (startMs: number, endMs: number): number => Math.max(0, Math.floor((endMs - startMs) / 1000));
