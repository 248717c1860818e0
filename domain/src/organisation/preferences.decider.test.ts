import { describe, expect, it } from "vitest";
import { Preferences, decodeOrThrow, defaultPreferences, type PreferencesCommand, type PreferenceChanges } from "@workledger/event-schemas";
import { ConflictError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { effectivePreferences, preferencesDecider } from "./preferences.decider.ts";

const metadata = { now: "2026-11-22T10:00:00.000Z", actorId: "manager-1" };
const spec = deciderSpec(preferencesDecider);
const company = { kind: "company" as const };
const change = (changes: PreferenceChanges, scope: PreferencesCommand["data"]["scope"] = company): PreferencesCommand => ({ type: "ChangePreferences", data: { scope, changes }, metadata });

describe("preferences", () => {
  it("stop idle work after 60 minutes when unset", () => {
    expect(defaultPreferences.idleStopMinutes).toBe(60);
    const { idleStopMinutes: _unset, ...rest } = defaultPreferences;
    expect(decodeOrThrow(Preferences, "preferences")(rest).idleStopMinutes).toBe(60);
  });

  describe("when nothing was chosen", () => {
    it("records the choices", () => {
      spec.given([]).when(change({ timeAsDecimals: true, rounding: 15 })).then([{ type: "PreferencesChanged", data: { scope: company, changes: { timeAsDecimals: true, rounding: 15 } } }]);
    });

    it("needs an end time for an automatic end", () => {
      spec.given([]).when(change({ autoEnd: true })).thenThrows(ValidationError, "auto_end_time_required", "This field is required");
      spec.given([]).when(change({ autoEnd: true, autoEndAt: "17:00" })).thenMatches([{ type: "PreferencesChanged" }]);
    });

    it("refuses a rounding option the spec does not offer and an idle stop of zero", () => {
      spec.given([]).when(change({ rounding: 5 as never })).thenThrows(ValidationError, "validation_failed");
      spec.given([]).when(change({ idleStopMinutes: 0 })).thenThrows(ValidationError, "validation_failed");
    });
  });

  describe("when choices were made", () => {
    const history = [{ type: "PreferencesChanged" as const, data: { scope: company, changes: { timeAsDecimals: true, autoEnd: true, autoEndAt: "17:00" } } }];

    it("records only what changed", () => {
      spec.given(history).when(change({ timeAsDecimals: true, sortingOrder: "LastName" })).then([{ type: "PreferencesChanged", data: { scope: company, changes: { sortingOrder: "LastName" } } }]);
      spec.given(history).when(change({ timeAsDecimals: true })).then([]);
    });

    it("refuses to clear the end time while the automatic end is on", () => {
      spec.given(history).when(change({ autoEndAt: null })).thenThrows(ValidationError, "auto_end_time_required");
    });

    it("belong to one scope", () => {
      spec.given(history).when(change({ rounding: 10 }, { kind: "person", personId: "p1" })).thenThrows(ConflictError, "preferences_scope_mismatch");
    });
  });

  it("apply defaults, then the company's choices, then the person's", () => {
    const effective = effectivePreferences({ timeAsDecimals: true, rounding: 30 }, { rounding: 10 });
    expect(effective).toEqual({ ...defaultPreferences, timeAsDecimals: true, rounding: 10 });
    expect(effectivePreferences({}).idleStopMinutes).toBe(60);
  });
});
