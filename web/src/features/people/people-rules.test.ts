import { describe, expect, it } from "vitest";
import { invalidEmailsMessage, statusActionsFor, togglePermission } from "./people-rules.ts";

describe("status actions", () => {
  it.each([
    ["active", ["deactivate"]],
    ["inactive", ["activate"]],
    ["waiting_activation", ["activation/resend", "deactivate"]],
    ["deleted", []],
  ] as const)("%s offers %j", (status, actions) => expect(statusActionsFor(status)).toEqual(actions));
});

describe("rights editor", () => {
  const children = { can_use_timers: "can_register_work_hours_through_mobile", track_location: "can_register_work_hours_through_mobile" };
  it("adds a permission once", () => {
    expect(togglePermission(["a"], "a", true, children)).toEqual(["a"]);
    expect(togglePermission([], "can_use_timers", true, children)).toEqual(["can_use_timers"]);
  });
  it("switching a parent off removes its children", () => {
    expect(togglePermission(["can_register_work_hours_through_mobile", "can_use_timers", "track_location", "x"], "can_register_work_hours_through_mobile", false, children)).toEqual(["x"]);
  });
});

describe("invite emails", () => {
  it("names every invalid address", () => {
    expect(invalidEmailsMessage(["a@", "b"])).toBe("Invalid email address [a@, b]");
    expect(invalidEmailsMessage([])).toBeNull();
  });
});
