import { describe, expect, it } from "vitest";
import { workTimeMessages } from "@workledger/domain/work-time/work-time.errors.ts";
import type { TimesheetDto, WorkLogDto } from "../work-time.api.ts";
import { bulkConfirmMessage, logActions, timesheetRows } from "./timesheet-rows.ts";

const log = (id: string, patch: Partial<WorkLogDto> = {}): WorkLogDto =>
  ({ id, worker_id: "w1", date: "2026-11-20", start: `2026-11-20T0${id.length}:00:00.000Z`, end: "2026-11-20T14:00:00.000Z", confirmed: false, ...patch }) as WorkLogDto;
const sheet = (days: { date: string; worker: string; logs: WorkLogDto[] }[]): TimesheetDto =>
  ({ days: days.map((d) => ({ worker_id: d.worker, date: d.date, rounded_worked_seconds: 100, logs: d.logs })) }) as unknown as TimesheetDto;

const worker = { actorId: "w1", persona: "worker" as const, permissions: new Set(["can_edit_own_work_time"]) };
const manager = { actorId: "m", persona: "manager" as const, permissions: new Set(["can_edit_work_hours_of_users", "can_confirm_work_hours"]) };

describe("timesheet rows", () => {
  const data = sheet([
    { date: "2026-11-19", worker: "w1", logs: [log("a", { date: "2026-11-19", confirmed: true })] },
    { date: "2026-11-20", worker: "w1", logs: [log("bb"), log("c"), log("gone", { deleted: true })] },
  ]);

  it("newest day first, then by start; deleted logs left out; the day's figures on each", () => {
    const rows = timesheetRows(data, "all");
    expect(rows.map((r) => r.id)).toEqual(["c", "bb", "a"]);
    expect(rows[0]).toMatchObject({ logsThatDay: 2, daySeconds: 100, workerId: "w1" });
  });

  it("filter by confirmation", () => {
    expect(timesheetRows(data, "confirmed").map((r) => r.id)).toEqual(["a"]);
    expect(timesheetRows(data, "unconfirmed").map((r) => r.id)).toEqual(["c", "bb"]);
  });

  it("bulk confirm refuses with the spec's messages", () => {
    const rows = timesheetRows(data, "all");
    expect(bulkConfirmMessage(rows.filter((r) => r.id === "a"))).toBe(workTimeMessages.work_logs_already_confirmed);
    expect(bulkConfirmMessage(rows.filter((r) => r.id === "c"))).toBe(workTimeMessages.multiple_work_logs_same_day);
    const single = timesheetRows(sheet([{ date: "2026-11-21", worker: "w2", logs: [log("d", { worker_id: "w2" })] }]), "all");
    expect(bulkConfirmMessage(single)).toBeNull();
    const running = timesheetRows(sheet([{ date: "2026-11-21", worker: "w2", logs: [log("e", { end: null })] }]), "all");
    expect(bulkConfirmMessage(running)).toBe(workTimeMessages.work_not_ended);
  });
});

describe("who may do what (the domain's permission rules)", () => {
  it("the worker edits their own unconfirmed, ended logs only, and confirms nothing", () => {
    expect(logActions(worker, log("a"))).toEqual({ edit: true, delete: true, confirm: false, unconfirm: false });
    expect(logActions(worker, log("a", { confirmed: true })).edit).toBe(false);
    expect(logActions(worker, log("a", { end: null })).edit).toBe(false);
    expect(logActions(worker, log("a", { worker_id: "w2" })).edit).toBe(false);
  });

  it("a manager confirms ended logs, unconfirms confirmed ones, and may still correct them", () => {
    expect(logActions(manager, log("a"))).toEqual({ edit: true, delete: true, confirm: true, unconfirm: false });
    expect(logActions(manager, log("a", { confirmed: true }))).toEqual({ edit: true, delete: true, confirm: false, unconfirm: true });
    expect(logActions(manager, log("a", { end: null })).confirm).toBe(false);
  });
});
