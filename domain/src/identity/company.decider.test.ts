import { describe, expect, it } from "vitest";
import type { CompanyEvent } from "@workledger/event-schemas";
import { mailLimits } from "./outgoing-mail.ts";
import { decideCompany, evolveCompany, initialCompanyState, type CompanyCommand } from "./company.decider.ts";

const given = (events: CompanyEvent[]) => events.reduce(evolveCompany, initialCompanyState);
const when = (events: CompanyEvent[], command: CompanyCommand) => decideCompany(command, given(events));
const registered: CompanyEvent[] = [
  { type: "CompanyRegistered", data: { companyId: "c1", name: "Acme", mainUserId: "u1", telephoneNumber: null, timezone: "Europe/Helsinki", trialEndsAt: null } },
];

describe("company decider", () => {
  describe("when not registered", () => {
    it("registers once", () => {
      const events = when([], { type: "RegisterCompany", companyId: "c1", name: "Acme", mainUserId: "u1", telephoneNumber: null, timezone: "Europe/Helsinki", trialEndsAt: null });
      expect(events).toEqual(registered);
      expect(() => when(registered, { type: "RegisterCompany", companyId: "c1", name: "A", mainUserId: "u1", telephoneNumber: null, timezone: "x", trialEndsAt: null })).toThrow(
        expect.objectContaining({ code: "company_exists" }),
      );
    });
    it("refuses other commands", () => {
      expect(() => when([], { type: "EnableCompany" })).toThrow(expect.objectContaining({ code: "company_not_found" }));
    });
  });
  describe("when registered", () => {
    it("records only changed profile fields and requires a name", () => {
      expect(when(registered, { type: "UpdateCompanyProfile", changes: { name: "Acme", tax_number: "123" } })).toEqual([
        { type: "CompanyProfileUpdated", data: { changes: { tax_number: "123" } } },
      ]);
      expect(() => when(registered, { type: "UpdateCompanyProfile", changes: { name: " " } })).toThrow("This field is required");
      expect(() => when(registered, { type: "UpdateCompanyProfile", changes: { timezone: "-1" } })).toThrow("Must be a valid time zone");
    });
    it("sets the feature flags that changed", () => {
      const on = when(registered, { type: "SetCompanyFeatureFlags", flags: { schedule_active: true, boxes_active: false } });
      expect(on).toEqual([{ type: "CompanyFeatureFlagsChanged", data: { flags: { schedule_active: true, boxes_active: false } } }]);
      expect(when([...registered, ...on], { type: "SetCompanyFeatureFlags", flags: { schedule_active: true } })).toEqual([]);
    });
    it("lifts the daily mail cap within its bounds, once per value", () => {
      expect(given(registered).mailDailyCap).toBe(mailLimits.perCompanyPerDay);
      const lifted = when(registered, { type: "LiftMailCap", dailyCap: 1000, by: "admin" });
      expect(lifted).toEqual([{ type: "CompanyMailCapLifted", data: { dailyCap: 1000, by: "admin" } }]);
      expect(given([...registered, ...lifted]).mailDailyCap).toBe(1000);
      expect(when([...registered, ...lifted], { type: "LiftMailCap", dailyCap: 1000, by: "admin" })).toEqual([]);
      expect(() => when(registered, { type: "LiftMailCap", dailyCap: mailLimits.maxLiftedDailyCap + 1, by: "admin" })).toThrow(expect.objectContaining({ code: "invalid_daily_cap" }));
      expect(() => when(registered, { type: "LiftMailCap", dailyCap: 10, by: "admin" })).toThrow(expect.objectContaining({ code: "invalid_daily_cap" }));
    });
    it("disables and enables, each once", () => {
      const disabled = [...registered, ...when(registered, { type: "DisableCompany", reason: "unpaid" })];
      expect(given(disabled).disabled).toBe(true);
      expect(when(disabled, { type: "DisableCompany", reason: "again" })).toEqual([]);
      expect(when(disabled, { type: "EnableCompany" })).toEqual([{ type: "CompanyEnabled", data: {} }]);
    });
    it("removes a logo only when there is one", () => {
      expect(when(registered, { type: "RemoveCompanyLogo", logoCache: 2 })).toEqual([]);
      const withLogo = [...registered, ...when(registered, { type: "ChangeCompanyLogo", logo: "/x.png", logoCache: 1 })];
      expect(when(withLogo, { type: "RemoveCompanyLogo", logoCache: 2 })).toEqual([{ type: "CompanyLogoRemoved", data: { logoCache: 2 } }]);
    });
  });
});
