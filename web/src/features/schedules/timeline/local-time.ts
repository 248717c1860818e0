import { fromZonedTime } from "date-fns-tz";
import { dateOfDayNumber, wallClockOf } from "@workledger/domain/work-time/work-time.time.ts";

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
export const addDays = (date: string, days: number): string => dateOfDayNumber(dayNumber(date) + days);
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);
/** 0 = Monday ... 6 = Sunday. */
export const weekdayOf = (date: string): number => (new Date(dayNumber(date) * MS_PER_DAY).getUTCDay() + 6) % 7;

/** An instant on the zone's wall clock (the domain's conversion: offsets kept per zone and day, date texts per day). */
export const localOf = (instant: string | Date | number, zone: string): LocalTime =>
  wallClockOf(typeof instant === "number" ? instant : typeof instant === "string" ? Date.parse(instant) : instant.getTime(), zone);

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
