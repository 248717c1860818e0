import { fromZonedTime } from "date-fns-tz";

/**
 * The timeline works in the company's wall clock: a date 'yyyy-MM-dd' and minutes from midnight.
 * Instants are converted only at the API's edge, so a shift planned 08:00-16:00 stays 08:00-16:00
 * on either side of a DST change.
 */
export interface LocalTime {
  readonly date: string;
  readonly minutes: number;
}

const MS_PER_DAY = 86_400_000;
export const MINUTES_PER_DAY = 1440;

/** Day numbers of date texts, kept: placing a month's 15,000 events asks for the same few dozen dates again and again. */
const dayNumbers = new Map<string, number>();
const dayNumber = (date: string): number => {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    if (dayNumbers.size > 50_000) dayNumbers.clear();
    day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY;
    dayNumbers.set(date, day);
  }
  return day;
};
const dateOfNumber = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => dateOfNumber(dayNumber(date) + days);
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);
/** 0 = Monday ... 6 = Sunday. */
export const weekdayOf = (date: string): number => (new Date(dayNumber(date) * MS_PER_DAY).getUTCDay() + 6) % 7;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone: the offset of each hour (by hour number since 1970) asked for so far. */
const offsets = new Map<string, Map<number, number>>();
const HOUR_MS = 3_600_000;

/** The zone's offset from UTC in ms at an instant; zones change offset on whole hours, so an hour's answer is kept. */
const offsetAt = (ms: number, zone: string): number => {
  const hour = Math.floor(ms / HOUR_MS);
  let hours = offsets.get(zone);
  if (hours === undefined) offsets.set(zone, (hours = new Map()));
  const known = hours.get(hour);
  if (known !== undefined) return known;
  let format = formatters.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formatters.set(zone, format);
  }
  const hourStart = hour * HOUR_MS;
  const part = (parts: Intl.DateTimeFormatPart[], type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const parts = format.formatToParts(new Date(hourStart));
  const wall = Date.UTC(part(parts, "year"), part(parts, "month") - 1, part(parts, "day"), part(parts, "hour"), part(parts, "minute"), part(parts, "second"));
  const offset = wall - hourStart;
  if (hours.size > 100_000) hours.clear();
  hours.set(hour, offset);
  return offset;
};

/** 'yyyy-MM-dd' per day number, kept (a month's events name a few dozen days). */
const dates = new Map<number, string>();
const dateOfDay = (day: number): string => {
  let date = dates.get(day);
  if (date === undefined) {
    if (dates.size > 50_000) dates.clear();
    date = dateOfNumber(day);
    dates.set(day, date);
  }
  return date;
};

/** An instant on the zone's wall clock (a formatter per zone, an offset per hour and a text per day are kept: a month of 15,000 events needs a few hundred lookups). */
export const localOf = (instant: string | Date | number, zone: string): LocalTime => {
  const ms = typeof instant === "number" ? instant : typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  const wall = ms + offsetAt(ms, zone);
  const day = Math.floor(wall / MS_PER_DAY);
  return { date: dateOfDay(day), minutes: Math.floor((wall - day * MS_PER_DAY) / 60_000) };
};

export const clockOf = (minutes: number): string => {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/** Minutes past midnight may run over a day (a night shift's end at 30:00 is 06:00 the next day). */
export const normalise = (t: LocalTime): LocalTime => {
  const days = Math.floor(t.minutes / MINUTES_PER_DAY);
  return { date: addDays(t.date, days), minutes: t.minutes - days * MINUTES_PER_DAY };
};

export const instantOf = (t: LocalTime, zone: string): string => {
  const n = normalise(t);
  return fromZonedTime(`${n.date}T${clockOf(n.minutes)}:00`, zone).toISOString();
};

/** Minutes from a to b on the wall clock (a DST day still counts 24 h of wall-clock time). */
export const wallMinutesBetween = (a: LocalTime, b: LocalTime): number => daysBetween(a.date, b.date) * MINUTES_PER_DAY + b.minutes - a.minutes;

export const plusMinutes = (t: LocalTime, minutes: number): LocalTime => normalise({ date: t.date, minutes: t.minutes + minutes });

export const parseClock = (text: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (match === null) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h < 24 && m < 60 ? h * 60 + m : null;
};
