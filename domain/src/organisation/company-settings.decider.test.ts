import { describe, expect, it } from "vitest";
import { CompanySettingsInput, decodeOrThrow, type CompanySettingsCommand } from "@workledger/event-schemas";
import { deciderSpec } from "../testing/decider-spec.ts";
import { companySettingsDecider } from "./company-settings.decider.ts";

const metadata = { now: "2026-11-22T10:00:00.000Z", actorId: "manager-1" };
const spec = deciderSpec(companySettingsDecider);
const change = (raw: unknown): CompanySettingsCommand => ({ type: "ChangeCompanySettings", data: { settings: decodeOrThrow(CompanySettingsInput, "settings")(raw) }, metadata });

describe("company settings", () => {
  describe("when nothing was set", () => {
    it("starts with every switch off", () => {
      expect(spec.given([]).state()).toEqual({ auto_end_workday: false, show_time_decimal: false, apply_all_workspace: false, auto_add_pause_time: false });
    });

    it("reads the server string 'true' as true and records only what changed", () => {
      spec.given([]).when(change({ auto_end_workday: "true", show_time_decimal: "false", auto_add_pause_time: true })).then([
        { type: "CompanySettingsChanged", data: { changes: { auto_end_workday: true, auto_add_pause_time: true } } },
      ]);
    });

    it("reads other strings, 0 and null as false", () => {
      expect(decodeOrThrow(CompanySettingsInput, "settings")({ auto_end_workday: "yes", show_time_decimal: 0, apply_all_workspace: null, auto_add_pause_time: "1" })).toEqual({
        auto_end_workday: false,
        show_time_decimal: false,
        apply_all_workspace: false,
        auto_add_pause_time: true,
      });
    });
  });

  describe("when switches are on", () => {
    const history = [{ type: "CompanySettingsChanged" as const, data: { changes: { show_time_decimal: true } } }];

    it("decides nothing when the values are the same", () => {
      spec.given(history).when(change({ show_time_decimal: "true" })).then([]);
    });

    it("turns one off without touching the others", () => {
      expect(spec.given(history).when(change({ show_time_decimal: false })).state()).toEqual({
        auto_end_workday: false,
        show_time_decimal: false,
        apply_all_workspace: false,
        auto_add_pause_time: false,
      });
    });
  });
});
