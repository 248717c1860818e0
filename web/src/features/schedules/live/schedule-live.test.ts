import { describe, expect, it } from "vitest";
import { isScheduleChange } from "./schedule-live.ts";

describe("live schedule frames", () => {
  it("take schedule frames of this company or of none", () => {
    expect(isScheduleChange(JSON.stringify({ type: "schedule-changed", data: { company_id: "c1" } }), "c1")).toBe(true);
    expect(isScheduleChange(JSON.stringify({ type: "schedule-changed" }), "c1")).toBe(true);
  });
  it("ignore other companies, other frames and garbage", () => {
    expect(isScheduleChange(JSON.stringify({ type: "schedule-changed", data: { company_id: "c2" } }), "c1")).toBe(false);
    expect(isScheduleChange(JSON.stringify({ type: "subscribed", channel: "users_1" }), "c1")).toBe(false);
    expect(isScheduleChange("{nope", "c1")).toBe(false);
  });
});
