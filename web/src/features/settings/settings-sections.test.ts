import { describe, expect, it } from "vitest";
import { settingsSections } from "./settings-sections.ts";

const context = (persona: "worker" | "manager", permissions: string[], flags: string[]) => ({
  persona,
  can: (p: string) => permissions.includes(p),
  flag: (f: string) => flags.includes(f),
});

describe("settings sections", () => {
  it("gives a worker their own preferences only", () => {
    expect(settingsSections(context("worker", ["can_manage_work_types"], ["boxes_active"])).map((s) => s.id)).toEqual(["general"]);
  });

  it("gives a manager the rule groups and absence types, and device pages only with their flags on", () => {
    const off = settingsSections(context("manager", ["can_manage_work_types", "login_boxes_management"], [])).map((s) => s.id);
    expect(off).toEqual(["general", "pay-periods", "overtime", "work-rounds", "allowed-pauses", "daily-allowance", "compensation", "absence-types", "work-types"]);
    const on = settingsSections(context("manager", ["login_boxes_management"], ["boxes_active", "inner_range_active", "geofence_active"])).map((s) => s.id);
    expect(on.slice(-3)).toEqual(["boxes", "doors", "gateways"]);
  });
});
