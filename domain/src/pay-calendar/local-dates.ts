import type { LocalDate } from "@workledger/event-schemas";

/** Calendar arithmetic on local dates ('yyyy-MM-dd'): no zone involved, so no DST surprises. */
const DAY_MS = 86_400_000;

const parts = (date: LocalDate): [number, number, number] => date.split("-").map(Number) as [number, number, number];
const utcMs = (date: LocalDate): number => {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
};
const fromUtcMs = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: LocalDate, days: number): LocalDate => fromUtcMs(utcMs(date) + days * DAY_MS);

/** Whole days from a to b (negative when b is earlier). */
export const daysBetween = (a: LocalDate, b: LocalDate): number => Math.round((utcMs(b) - utcMs(a)) / DAY_MS);

/** ISO weekday: 1 Monday .. 7 Sunday. */
export const isoWeekday = (date: LocalDate): number => {
  const day = new Date(utcMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
};

export const dayOfMonth = (date: LocalDate): number => parts(date)[2];

/** The date `day` of the month `months` away from the date's month (day at most 28, so it always exists). */
export const dayOfMonthShifted = (date: LocalDate, months: number, day: number): LocalDate => {
  const [y, m] = parts(date);
  return fromUtcMs(Date.UTC(y, m - 1 + months, day));
};

export const isLocalDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtcMs(utcMs(value)) === value;

export const maxDate = (a: LocalDate | null, b: LocalDate | null): LocalDate | null => (a === null ? b : b === null ? a : a > b ? a : b);
