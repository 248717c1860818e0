import { describe, expect, it } from "vitest";
import type { Session } from "../../app/session/session.ts";
import { schedulesAccessOf } from "./schedules-access.ts";

const session = (persona: "manager" | "worker", permissions: string[], company: Record<string, unknown> | null): Session =>
  ({ user: { id: 7 }, persona, permissions: new Set(permissions), company }) as unknown as Session;

describe("who /schedules plans for and in which zone", () => {
  // 22:30 UTC on 31 December is already 1 January in Helsinki, still 31 December in London.
  const now = new Date("2026-12-31T22:30:00Z");

  it("offers the timeline to a manager with can_manage_schedules, today in the company's zone", () => {
    const access = schedulesAccessOf(session("manager", ["can_manage_schedules"], { id: 3, schedule_active: true, timezone: "Europe/London" }), now);
    expect(access).toMatchObject({ companyId: "3", userId: "7", zone: "Europe/London", today: "2026-12-31", active: true, manager: true, worker: false, shiftManagers: false });
  });

  it("falls back to Europe/Helsinki, and a worker with can_see_schedules reads their own", () => {
    const access = schedulesAccessOf(session("worker", ["can_see_schedules"], { id: 3, schedule_active: true, timezone: " ", shift_manager_active: true }), now);
    expect(access).toMatchObject({ zone: "Europe/Helsinki", today: "2027-01-01", manager: false, worker: true, shiftManagers: true });
  });

  it("gives nothing without the rights or without the flag", () => {
    expect(schedulesAccessOf(session("manager", ["can_see_schedules"], { id: 3, schedule_active: true }), now)).toMatchObject({ manager: false, worker: false });
    expect(schedulesAccessOf(session("manager", ["can_manage_schedules"], { id: 3 }), now).active).toBe(false);
    expect(schedulesAccessOf(null, now)).toMatchObject({ companyId: "", manager: false, worker: false, active: false });
  });
});
