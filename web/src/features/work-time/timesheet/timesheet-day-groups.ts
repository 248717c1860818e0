import type { TimesheetRow } from "./timesheet-rows.ts";

/** One local day of the timesheet (company zone) with the logs shown under it and its figures. */
export interface TimesheetDayGroup {
  readonly date: string;
  readonly rows: readonly TimesheetRow[];
  /** Worked time after the work-round group's rounding, summed over the shown logs. */
  readonly workedSeconds: number;
  readonly pauseSeconds: number;
  readonly unconfirmed: number;
  readonly workers: number;
}

/** Days open at first: all of them for an ordinary range, only the newest one for a very long list. */
export const OPEN_ALL_DAYS_UP_TO_ROWS = 200;

/**
 * The rows nested under their local day, keeping the rows' order (newest day first, then by start).
 * Totals follow what is shown, so a confirmation filter gives the filtered day's figures.
 */
export const timesheetDayGroups = (rows: readonly TimesheetRow[]): TimesheetDayGroup[] => {
  const byDate = new Map<string, TimesheetRow[]>();
  for (const row of rows) {
    const list = byDate.get(row.date);
    if (list === undefined) byDate.set(row.date, [row]);
    else list.push(row);
  }
  return [...byDate.entries()].map(([date, list]) => ({
    date,
    rows: list,
    workedSeconds: list.reduce((s, r) => s + (r.log.rounded_worked_seconds ?? r.log.worked_seconds), 0),
    pauseSeconds: list.reduce((s, r) => s + r.log.pause_seconds, 0),
    unconfirmed: list.filter((r) => !r.log.confirmed).length,
    workers: new Set(list.map((r) => r.workerId)).size,
  }));
};

/** Whether a day starts expanded: every day of a normal range, only the first of a very long one. */
export const dayOpenAtFirst = (index: number, totalRows: number): boolean => index === 0 || totalRows <= OPEN_ALL_DAYS_UP_TO_ROWS;

/** The day's weekday in the reader's language ('Mon', 'ma', 'пн'), computed on the calendar date itself. */
export const weekdayOf = (date: string, language: string): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, {
    weekday: "short",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
};
