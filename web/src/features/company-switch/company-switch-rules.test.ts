import { describe, expect, it } from "vitest";
import { companyIdOf, personaAfterSwitch, showsCompanySwitch, switchTargets, type SwitchCompany } from "./company-switch-rules.ts";

const acme: SwitchCompany = { id: "c1", name: "Acme Oy" };
const beta: SwitchCompany = { id: "c2", name: "Beta AS" };
const admin = { is_admin: true, is_manager: false };
const manager = { is_admin: false, is_manager: true };

describe("showsCompanySwitch", () => {
  it("shows for an admin even with one company", () => expect(showsCompanySwitch(admin, [acme])).toBe(true));
  it("shows for someone of two companies", () => expect(showsCompanySwitch(manager, [acme, beta])).toBe(true));
  it("hides for someone of one company", () => expect(showsCompanySwitch(manager, [acme])).toBe(false));
});

describe("switchTargets", () => {
  it("leaves out a company whose registration is not completed (no name yet)", () => {
    const unfinished: SwitchCompany = { id: "c3", name: "  " };
    expect(switchTargets({ user: admin, persona: "admin", currentCompanyId: null }, [unfinished, acme])).toEqual([{ kind: "company", company: acme }]);
  });
  it("offers an admin in a company persona the admin persona first, without the current company", () => {
    const targets = switchTargets({ user: admin, persona: "worker", currentCompanyId: "c1" }, [beta, acme]);
    expect(targets).toEqual([{ kind: "admin" }, { kind: "company", company: beta }]);
  });

  it("offers an admin in the admin persona every company by name, the current one too", () => {
    const targets = switchTargets({ user: admin, persona: "admin", currentCompanyId: "c1" }, [beta, acme]);
    expect(targets).toEqual([
      { kind: "company", company: acme },
      { kind: "company", company: beta },
    ]);
  });

  it("narrows by name, case-insensitively, and hides the admin entry while searching", () => {
    expect(switchTargets({ user: admin, persona: "manager", currentCompanyId: null }, [acme, beta], " bEt")).toEqual([{ kind: "company", company: beta }]);
  });

  it("never offers the admin persona to a non-admin", () => {
    expect(switchTargets({ user: manager, persona: "manager", currentCompanyId: "c1" }, [acme, beta])).toEqual([{ kind: "company", company: beta }]);
  });
});

describe("companyIdOf and personaAfterSwitch", () => {
  it("sends 0 for the admin persona, the company id otherwise", () => {
    expect(companyIdOf({ kind: "admin" })).toBe(0);
    expect(companyIdOf({ kind: "company", company: beta })).toBe("c2");
  });

  it("stores admin for the admin persona, the API's answer or the user's role otherwise", () => {
    expect(personaAfterSwitch({ kind: "admin" }, manager, "manager")).toBe("admin");
    expect(personaAfterSwitch({ kind: "company", company: acme }, admin, "worker")).toBe("worker");
    expect(personaAfterSwitch({ kind: "company", company: acme }, manager)).toBe("manager");
    expect(personaAfterSwitch({ kind: "company", company: acme }, admin, "admin")).toBe("worker");
  });
});
