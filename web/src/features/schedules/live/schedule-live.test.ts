import { describe, expect, it } from "vitest";
import { changedBySomeoneElse, isScheduleChange, queryAffectedBy, scheduleChangeOf } from "./schedule-live.ts";

const frame = (data: Record<string, unknown>) => JSON.stringify({ type: "schedule-changed", channel: "users_u1", data });

describe("live schedule frames", () => {
  it("take schedule frames of this company or of none", () => {
    expect(isScheduleChange(frame({ company_id: "c1" }), "c1")).toBe(true);
    expect(isScheduleChange(JSON.stringify({ type: "schedule-changed" }), "c1")).toBe(true);
  });
  it("ignore other companies, other frames and garbage", () => {
    expect(isScheduleChange(frame({ company_id: "c2" }), "c1")).toBe(false);
    expect(isScheduleChange(JSON.stringify({ type: "subscribed", channel: "users_1" }), "c1")).toBe(false);
    expect(isScheduleChange("{nope", "c1")).toBe(false);
  });
  it("read the dates, the position to wait for and who changed it", () => {
    expect(scheduleChangeOf(frame({ company_id: "c1", from: "2026-12-01", to: "2026-12-31", position: "12/34", actor_ids: ["a", 3] }), "c1")).toEqual({
      from: "2026-12-01",
      to: "2026-12-31",
      position: "12/34",
      actorIds: ["a"],
    });
    // A half range or a malformed position counts as none: the whole schedule, read without waiting.
    expect(scheduleChangeOf(frame({ company_id: "c1", from: "2026-12-01", to: null, position: "drop table" }), "c1")).toEqual({ from: null, to: null, position: null, actorIds: [] });
  });
  it("pick the cached reads whose range overlaps the change", () => {
    const december = { from: "2026-12-01", to: "2026-12-31", position: null, actorIds: [] };
    expect(queryAffectedBy(["schedule", "2026-11-30", "2026-12-06"], december)).toBe(true);
    expect(queryAffectedBy(["schedule", "2026-11-23", "2026-11-29"], december)).toBe(false);
    expect(queryAffectedBy(["own", "u1", "2027-01-01", "2027-01-07"], december)).toBe(false);
    expect(queryAffectedBy(["own", "u1", "2026-12-31", "2027-01-06"], december)).toBe(true);
    expect(queryAffectedBy(["presets"], december)).toBe(false);
    expect(queryAffectedBy(["positions"], { ...december, from: null, to: null })).toBe(true);
  });
  it("tell another manager's change from one's own", () => {
    expect(changedBySomeoneElse({ from: null, to: null, position: null, actorIds: ["me"] }, "me")).toBe(false);
    expect(changedBySomeoneElse({ from: null, to: null, position: null, actorIds: ["me", "you"] }, "me")).toBe(true);
  });
});

describe("the position a push names", () => {
  it("is waited for when later than this tab's own, and otherwise tells the caller it is old news", async () => {
    const { noteSchedulePosition } = await import("../schedules.api.ts");
    expect(noteSchedulePosition("10/20")).toBe(true);
    expect(noteSchedulePosition("10/20")).toBe(false);
    expect(noteSchedulePosition("9/99")).toBe(false);
    expect(noteSchedulePosition("10/21")).toBe(true);
    expect(noteSchedulePosition("11/0")).toBe(true);
    expect(noteSchedulePosition("nope")).toBe(false);
  });
});
