/**
 * Intervals in the ledger are half-open, [start, end): an all-day paid absence from 14.12 to 16.12 is
 * kept as [14.12 00:00, 17.12 00:00) in the company's zone. A person reads the days it covers, first
 * to last inclusive. Every text that shows such a range (notifications, their mails, the request
 * drawers and lists, the timesheet) asks these two, so the manager approves the days the worker asked for.
 */
const formats = new Map<string, Intl.DateTimeFormat | null>();
const dateFormatIn = (timeZone: string): Intl.DateTimeFormat | null => {
  let format = formats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      format = null;
    }
    if (formats.size < 100) formats.set(timeZone, format);
  }
  return format;
};

const msOf = (instant: string | number): number => (typeof instant === "number" ? instant : Date.parse(instant));

/** The local date (YYYY-MM-DD) of an instant in the zone; null for an unreadable instant or zone. */
export const localDateAt = (instant: string | number, timeZone: string): string | null => {
  const ms = msOf(instant);
  const format = dateFormatIn(timeZone);
  if (!Number.isFinite(ms) || format === null) return null;
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${parts["year"]}-${parts["month"]}-${parts["day"]}`;
};

/** The first day an interval covers: its start's date. */
export const firstCoveredDay = (start: string | number, timeZone: string): string | null => localDateAt(start, timeZone);

/** The last day a half-open interval covers: the date of the last moment before its (exclusive) end. */
export const lastCoveredDay = (end: string | number, timeZone: string): string | null => localDateAt(msOf(end) - 1, timeZone);
