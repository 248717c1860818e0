import { describe, expect, it } from "vitest";
import { defaultPreferences } from "@workledger/event-schemas";
import { snakeKeys } from "../kit/case-keys.ts";
import { formOfPreferences, preferencesBody, preferencesFormErrors, type PreferencesData } from "./preferences-form.ts";

const defaults = snakeKeys<PreferencesData>(defaultPreferences);

describe("the preferences form", () => {
  it("round-trips the defaults (idle stop 60 minutes, 7.5 h workday)", () => {
    const form = formOfPreferences(defaults);
    expect(form.idleStopMinutes).toBe("60");
    expect(form.normalWorkdayHours).toBe("7.5");
    expect(preferencesFormErrors(form)).toEqual({});
    expect(preferencesBody(form)).toEqual(defaults);
  });

  it("asks for the end time when work ends automatically, and a number for idle stop", () => {
    const errors = preferencesFormErrors({ ...formOfPreferences(defaults), autoEnd: true, idleStopMinutes: "soon" });
    expect(errors["auto_end_at"]).toBe("This field is required");
    expect(errors["idle_stop_minutes"]).toBe("Must be a number");
  });

  it("refuses a country code that is not two letters", () => {
    expect(Object.keys(preferencesFormErrors({ ...formOfPreferences(defaults), countryCode: "FIN" }))).toEqual(["holidays"]);
  });
});
