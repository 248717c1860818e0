import { describe, expect, it } from "vitest";
import type { TimesheetDto, WorkLogDto } from "../work-time.api.ts";
import { summaryOf } from "./dashboard-summary.ts";

const log = (patch: Partial<WorkLogDto>): WorkLogDto =>
  ({ id: "a", worker_id: "u", date: "2026-11-22", start: "2026-11-22T06:00:00.000Z", end: "2026-11-22T14:00:00.000Z", pauses: [], pause_seconds: 1800,
    worked_seconds: 27000, rounded_worked_seconds: 27000, status: "stopped", confirmed: true, ...patch }) as WorkLogDto;

const sheet = (logs: WorkLogDto[]): TimesheetDto => ({
  from: "2026-11-09", to: "2026-11-22", time_zone: "Europe/Helsinki", show_time_decimal: false,
  days: logs.map((l) => ({ worker_id: "u", date: l.date, worked_seconds: 0, pause_seconds: 0, rounded_worked_seconds: 0, total: "", has_unconfirmed: false, logs: [l] })),
  totals: { worked_seconds: 0, rounded_worked_seconds: 0, total: "" },
});

describe("dashboard summaries", () => {
  const now = "2026-11-22T16:00:00.000Z";
  const data = sheet([
    log({ id: "old", date: "2026-11-20", confirmed: false }),
    log({ id: "ended" }),
    log({ id: "running", start: "2026-11-22T15:00:00.000Z", end: null, status: "started", pause_seconds: 0, worked_seconds: 0, confirmed: false }),
  ]);

  it("today counts running work up to now", () =>
    expect(summaryOf(data, now, (d) => d === "2026-11-22")).toMatchObject({ workedSeconds: 27000 + 3600, logs: 2, daysWorked: 1, unconfirmed: 1 }));

  it("the pay period takes every day of the sheet", () =>
    expect(summaryOf(data, now)).toMatchObject({ workedSeconds: 2 * 27000 + 3600, pauseSeconds: 3600, logs: 3, daysWorked: 2, unconfirmed: 2 }));

  it("no sheet yet: zeros", () => expect(summaryOf(undefined, now)).toEqual({ workedSeconds: 0, pauseSeconds: 0, logs: 0, daysWorked: 0, unconfirmed: 0 }));
});
