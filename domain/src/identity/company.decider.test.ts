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
    it("sets the feature flags that changed; a flag never set is off", () => {
      const on = when(registered, { type: "SetCompanyFeatureFlags", flags: { schedule_active: true, boxes_active: false } });
      expect(on).toEqual([{ type: "CompanyFeatureFlagsChanged", data: { flags: { schedule_active: true } } }]);
      expect(when([...registered, ...on], { type: "SetCompanyFeatureFlags", flags: { schedule_active: true } })).toEqual([]);
      expect(when([...registered, ...on], { type: "SetCompanyFeatureFlags", flags: { schedule_active: false } })).toEqual([
        { type: "CompanyFeatureFlagsChanged", data: { flags: { schedule_active: false } } },
      ]);
    });
  });
  describe("when a client drawer is saved whole", () => {
    const allFlags = (on: readonly string[] = []) =>
      Object.fromEntries(
        ["visma_active", "merit_palk_active", "custom_report_active", "boxes_active", "inner_range_active", "geofence_active", "schedule_active", "shift_manager_active", "production_bonus_active"].map((k) => [k, on.includes(k)]),
      );
    const blankAccount = { email: "", phone: "", address: "", addresses: [], phone_numbers: [], company_address: "", bank_account: "", api_key: "", comment: "", is_email_spoof: false, price_admin: null, price_user: null };
    it("records only the two flags the admin ticked, not every flag as off", () => {
      expect(when(registered, { type: "SetCompanyFeatureFlags", flags: allFlags(["geofence_active", "schedule_active"]) })).toEqual([
        { type: "CompanyFeatureFlagsChanged", data: { flags: { geofence_active: true, schedule_active: true } } },
      ]);
    });
    it("decides nothing when no flag, account field or profile field was edited", () => {
      expect(when(registered, { type: "SetCompanyFeatureFlags", flags: allFlags() })).toEqual([]);
      expect(when(registered, { type: "UpdateCompanyAccount", changes: blankAccount })).toEqual([]);
      expect(when(registered, { type: "UpdateCompanyProfile", changes: { name: "Acme", telephone_number: null, tax_number: null, address: null, activity: null } })).toEqual([]);
      expect(when(registered, { type: "ChangeCompanySubscription", trialEndsAt: null, isLoginDisabled: false })).toEqual([]);
    });
    it("records the one account field that was edited, and clearing a filled one", () => {
      const filled = [...registered, { type: "CompanyAccountUpdated", data: { changes: { email: "a@b.io", api_key: "k-1" } } } as CompanyEvent];
      expect(when(filled, { type: "UpdateCompanyAccount", changes: { ...blankAccount, email: "a@b.io", api_key: "k-1", phone: "+358 1" } })).toEqual([
        { type: "CompanyAccountUpdated", data: { changes: { phone: "+358 1" } } },
      ]);
      expect(when(filled, { type: "UpdateCompanyAccount", changes: { ...blankAccount, email: "a@b.io" } })).toEqual([{ type: "CompanyAccountUpdated", data: { changes: { api_key: "" } } }]);
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
