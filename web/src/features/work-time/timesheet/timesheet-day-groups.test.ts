import { describe, expect, it } from "vitest";
import type { TimesheetDto, WorkLogDto } from "../work-time.api.ts";
import { dayOpenAtFirst, OPEN_ALL_DAYS_UP_TO_ROWS, timesheetDayGroups, weekdayOf } from "./timesheet-day-groups.ts";
import { timesheetRows } from "./timesheet-rows.ts";

const log = (id: string, worker: string, date: string, hour: number, patch: Partial<WorkLogDto> = {}): WorkLogDto =>
  ({
    id,
    worker_id: worker,
    date,
    start: `${date}T${String(hour).padStart(2, "0")}:00:00.000Z`,
    end: `${date}T${String(hour + 2).padStart(2, "0")}:00:00.000Z`,
    confirmed: false,
    pause_seconds: 600,
    worked_seconds: 6600,
    rounded_worked_seconds: 7200,
    ...patch,
  }) as WorkLogDto;

const sheet = {
  days: [
    { worker_id: "w1", date: "2026-11-19", rounded_worked_seconds: 7200, logs: [log("a", "w1", "2026-11-19", 8, { confirmed: true })] },
    { worker_id: "w1", date: "2026-11-20", rounded_worked_seconds: 14400, logs: [log("b", "w1", "2026-11-20", 8), log("c", "w1", "2026-11-20", 12)] },
    { worker_id: "w2", date: "2026-11-20", rounded_worked_seconds: 6600, logs: [log("d", "w2", "2026-11-20", 6, { rounded_worked_seconds: undefined, confirmed: true })] },
  ],
} as unknown as TimesheetDto;

describe("timesheet day groups", () => {
  it("nests the logs under their local day, newest day first, every worker's logs of that day together", () => {
    const days = timesheetDayGroups(timesheetRows(sheet, "all"));
    expect(days.map((d) => [d.date, d.rows.map((r) => r.id)])).toEqual([
      ["2026-11-20", ["d", "b", "c"]],
      ["2026-11-19", ["a"]],
    ]);
  });

  it("sums the rounded worked time (raw when a log has none), the pauses, the unconfirmed logs and the people", () => {
    const [friday] = timesheetDayGroups(timesheetRows(sheet, "all"));
    expect(friday).toMatchObject({ workedSeconds: 7200 + 7200 + 6600, pauseSeconds: 1800, unconfirmed: 2, workers: 2 });
  });

  it("totals follow the confirmation filter", () => {
    const days = timesheetDayGroups(timesheetRows(sheet, "confirmed"));
    expect(days.map((d) => [d.date, d.workedSeconds, d.unconfirmed])).toEqual([
      ["2026-11-20", 6600, 0],
      ["2026-11-19", 7200, 0],
    ]);
  });

  it("no logs, no days", () => {
    expect(timesheetDayGroups(timesheetRows(undefined, "all"))).toEqual([]);
  });

  it("every day starts open for a normal range; a very long list opens only the newest day", () => {
    expect(dayOpenAtFirst(3, OPEN_ALL_DAYS_UP_TO_ROWS)).toBe(true);
    expect(dayOpenAtFirst(0, OPEN_ALL_DAYS_UP_TO_ROWS + 1)).toBe(true);
    expect(dayOpenAtFirst(1, OPEN_ALL_DAYS_UP_TO_ROWS + 1)).toBe(false);
  });

  it("names the weekday of the calendar date itself, in the reader's language", () => {
    expect(weekdayOf("2026-11-22", "en")).toBe("Sun");
    expect(weekdayOf("2026-03-29", "fi")).toBe("su");
  });
});
