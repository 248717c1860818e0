import { describe, expect, it } from "vitest";
import { preferencesOf, readNotificationSettings } from "./preferences.ts";

describe("own preferences", () => {
  it("reads decimals and the holiday calendar from the current user", () => {
    expect(preferencesOf({ user_settings: { show_time_decimal: true }, schedule_options: { calendar_code: "FI" } })).toEqual({ show_time_decimal: true, calendar_code: "FI" });
    expect(preferencesOf({})).toEqual({ show_time_decimal: false, calendar_code: null });
  });

  it("reads notification settings from their JSON string; unknown or unset types are on", () => {
    const settings = readNotificationSettings(JSON.stringify({ overtime: false, bonus: true }));
    expect(settings["overtime"]).toBe(false);
    expect(settings["bonus"]).toBe(true);
    expect(settings["system"]).toBe(true);
    expect(readNotificationSettings("not json")["system"]).toBe(true);
  });
});
