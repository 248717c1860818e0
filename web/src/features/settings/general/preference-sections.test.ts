import { describe, expect, it } from "vitest";
import { defaultCompanySettings, defaultPreferences } from "@workledger/event-schemas";
import { snakeKeys } from "../kit/case-keys.ts";
import { companyBodies, companyForm, holidayCountryOptions, myPreferencesBodies, myPreferencesForm, myTimeAsDecimals } from "./preference-sections.ts";
import type { PreferencesData } from "./preferences-form.ts";
import type { CompanySettings } from "./settings.queries.ts";

const defaults = snakeKeys<PreferencesData>(defaultPreferences);
const switches: CompanySettings = { auto_end_workday: false, show_time_decimal: false, apply_all_workspace: false, auto_add_pause_time: false };
const me = (data: Partial<PreferencesData> = {}, chosen: Partial<PreferencesData> = {}) => ({ data: { ...defaults, ...data }, chosen });

describe("My preferences", () => {
  it("shows decimals as the timesheet resolves them: my own choice, else the company switch, else the company preference", () => {
    expect(myTimeAsDecimals(me({}, { time_as_decimals: false }), { user_settings: { show_time_decimal: false } }, { ...switches, show_time_decimal: true })).toBe(false);
    expect(myTimeAsDecimals(me(), { user_settings: { show_time_decimal: true } }, switches)).toBe(true);
    expect(myTimeAsDecimals(me(), { user_settings: { show_time_decimal: false } }, { ...switches, show_time_decimal: true })).toBe(true);
    expect(myTimeAsDecimals(me({ time_as_decimals: true }), {}, switches)).toBe(true);
    expect(myTimeAsDecimals(me(), {}, switches)).toBe(false);
  });

  it("shows the user's holiday calendar, else the one of the preferences", () => {
    expect(myPreferencesForm(me(), { schedule_options: { calendar_code: "SE" } }, switches).countryCode).toBe("SE");
    expect(myPreferencesForm(me({ holidays: { country_code: "EE", holidays_are_days_off: false } }), {}, switches).countryCode).toBe("EE");
  });

  it("writes decimals and the calendar to both stores, the days-off rule unchanged, and only the working-time choices that changed", () => {
    const initial = myPreferencesForm(me({ holidays: { country_code: "FI", holidays_are_days_off: false } }), {}, switches);
    const untouched = myPreferencesBodies(initial, initial);
    expect(untouched).toEqual({
      organisation: { time_as_decimals: false, holidays: { country_code: "FI", holidays_are_days_off: false } },
      identity: { show_time_decimal: false, calendar_code: "FI" },
    });
    const changed = myPreferencesBodies(initial, { ...initial, timeAsDecimals: true, countryCode: "SE", autoEnd: true, autoEndAt: "17:00", idleStopMinutes: "30", lunchStartsAt: "12:00" });
    expect(changed.organisation).toEqual({
      time_as_decimals: true,
      holidays: { country_code: "SE", holidays_are_days_off: false },
      auto_end: true,
      auto_end_at: "17:00",
      idle_stop_minutes: 30,
    });
    expect(changed.identity).toEqual({ show_time_decimal: true, calendar_code: "SE" });
  });
});

describe("the Company section", () => {
  it("shows a switch and its preference twin as one control and saves both with one value", () => {
    const form = companyForm({ ...switches, auto_end_workday: true, show_time_decimal: true }, { ...defaults, auto_pause: true, auto_end_at: "18:00" });
    expect([form.timeAsDecimals, form.autoEnd, form.autoPause, form.applyAllWorkspaces]).toEqual([true, true, true, false]);
    const bodies = companyBodies({ ...form, timeAsDecimals: false, autoPause: false });
    expect(bodies.settings).toEqual({ show_time_decimal: false, auto_end_workday: true, auto_add_pause_time: false, apply_all_workspace: false });
    expect(Object.keys(bodies.settings).sort()).toEqual(Object.keys(defaultCompanySettings).sort());
    expect(bodies.preferences).toMatchObject({ time_as_decimals: false, auto_end: true, auto_end_at: "18:00", auto_pause: false });
  });
});

describe("holiday countries", () => {
  it("are names in the interface language, and a stored code outside the list stays offered", () => {
    const fi = holidayCountryOptions("FI", "fi");
    expect(fi.find((o) => o.value === "FI")?.label).toBe("Suomi");
    expect(fi.find((o) => o.value === "SE")?.label).toBe("Ruotsi");
    expect(holidayCountryOptions("FI", "en").find((o) => o.value === "FI")?.label).toBe("Finland");
    expect(holidayCountryOptions("US", "en").map((o) => o.value)).toContain("US");
    expect(holidayCountryOptions("", "en").map((o) => o.value)).not.toContain("");
  });
});
