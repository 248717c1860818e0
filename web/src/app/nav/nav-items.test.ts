import { describe, expect, it } from "vitest";
import { permissionSet, type CompanyFlags, type Permission, type Persona } from "../access/permissions.ts";
import { adminBarItems, bottomBarItems, selectedNavId, topBarItems, userMenuEntries, type NavContext } from "./nav-items.ts";

const ctx = (persona: Persona, permissions: Permission[] = [], flags: CompanyFlags = {}, extra: Partial<NavContext> = {}): NavContext => ({
  persona,
  permissions: permissionSet(permissions),
  flags,
  isAdminUser: persona === "admin",
  isManagerUser: persona === "manager",
  isMainCompanyUser: false,
  ...extra,
});
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

describe("top bar", () => {
  it("shows dashboard and timesheet to everyone", () => expect(ids(topBarItems(ctx("worker")))).toEqual(["dashboard", "timesheet"]));

  describe("schedules", () => {
    it("needs the schedule feature", () => {
      expect(ids(topBarItems(ctx("worker", ["can_see_schedules"])))).not.toContain("schedules");
      expect(ids(topBarItems(ctx("worker", ["can_see_schedules"], { schedule_active: true })))).toContain("schedules");
    });
    it("needs can_see_schedules for a worker and can_manage_schedules for a manager", () => {
      const on = { schedule_active: true };
      expect(ids(topBarItems(ctx("worker", ["can_manage_schedules"], on)))).not.toContain("schedules");
      expect(ids(topBarItems(ctx("manager", ["can_see_schedules"], on)))).not.toContain("schedules");
      expect(ids(topBarItems(ctx("manager", ["can_manage_schedules"], on)))).toContain("schedules");
    });
  });

  it("shows reports persona-specifically (clarification 4)", () => {
    expect(ids(topBarItems(ctx("worker", ["can_generate_reports"])))).toContain("raport");
    expect(ids(topBarItems(ctx("manager", ["can_generate_reports_for_workers"])))).toContain("raport");
    expect(ids(topBarItems(ctx("manager", ["can_generate_reports"])))).not.toContain("raport");
    expect(ids(topBarItems(ctx("worker", ["can_generate_reports_for_workers"])))).not.toContain("raport");
  });

  it("shows people to a manager with add or edit users", () => {
    expect(ids(topBarItems(ctx("manager", ["can_add_users"])))).toContain("people");
    expect(ids(topBarItems(ctx("manager", ["can_edit_users"])))).toContain("people");
    expect(ids(topBarItems(ctx("worker", ["can_add_users"])))).not.toContain("people");
  });

  it("shows company settings in the top bar to a manager who edits preferences, not in the phone's bottom bar", () => {
    expect(topBarItems(ctx("manager", ["can_edit_preferences"])).find((i) => i.id === "preference")).toEqual({ id: "preference", to: "/preference", label: "Company settings", search: { section: "company" } });
    expect(ids(topBarItems(ctx("worker", ["can_edit_preferences"])))).not.toContain("preference");
    expect(ids(bottomBarItems(ctx("manager", ["can_edit_preferences"]), true))).not.toContain("preference");
  });
  it("shows workspaces to a manager who manages them", () => {
    expect(ids(topBarItems(ctx("manager", ["can_manage_workspaces"])))).toContain("workspace");
    expect(ids(topBarItems(ctx("manager")))).not.toContain("workspace");
  });

  it("keeps the spec order", () => {
    const all: Permission[] = ["can_manage_schedules", "can_generate_reports_for_workers", "can_add_users", "can_manage_workspaces"];
    expect(ids(topBarItems(ctx("manager", all, { schedule_active: true })))).toEqual([
      "dashboard", "timesheet", "schedules", "raport", "people", "workspace",
    ]);
  });
});

describe("bottom bar", () => {
  it("is empty when its toggle is off", () => expect(bottomBarItems(ctx("manager"), false)).toEqual([]));
  it("shows people and workspaces only to permitted managers", () => {
    expect(ids(bottomBarItems(ctx("worker", ["can_add_users", "can_manage_workspaces"]), true))).toEqual(["dashboard", "timesheet"]);
    expect(ids(bottomBarItems(ctx("manager", ["can_add_users", "can_manage_workspaces"]), true))).toEqual([
      "dashboard", "timesheet", "people", "workspace",
    ]);
  });
});

describe("selectedNavId", () => {
  it.each([
    ["/dashboard", "dashboard"],
    ["/preference/notifications", "preference"],
    ["/admin", "admin"],
    ["/admin/audits", "audits"],
    ["/", null],
  ])("%s selects %s", (path, id) => expect(selectedNavId(path)).toBe(id));
});

describe("admin bar", () => {
  it("lists the admin pages, including the route-less ones (clarification 29)", () =>
    expect(ids(adminBarItems)).toEqual([
      "admin", "clients", "audits", "notifications", "logins", "register-history", "warnings", "signup-history", "accounts",
    ]));
});

describe("user menu", () => {
  it("gives a plain worker profile, preferences, notification settings, requests and logout", () =>
    expect(ids(userMenuEntries(ctx("worker")))).toEqual(["profile", "preference", "notification-settings", "requests", "logout"]));

  it("gives a manager's entries by permission and flag", () => {
    const full = ctx(
      "manager",
      ["has_manager_rights", "can_manage_work_types", "can_manage_salary_extensions", "login_boxes_management"],
      { inner_range_active: true, geofence_active: true, visma_active: true, merit_palk_active: true, boxes_active: true },
      { isMainCompanyUser: true },
    );
    expect(ids(userMenuEntries(full))).toEqual([
      "company-profile", "preference", "notification-settings", "worktype", "inner-range", "gateway", "visma", "merit-palk",
      "box", "notifications", "switch-worker", "logout",
    ]);
  });

  it("hides flagged entries when the flag is off, whatever the permission; Payroll needs no flag (files need no connector)", () => {
    const noFlags = ctx("manager", ["has_manager_rights", "can_manage_salary_extensions", "login_boxes_management"]);
    expect(ids(userMenuEntries(noFlags))).toEqual(["preference", "notification-settings", "visma", "notifications", "switch-worker", "logout"]);
  });

  it("names the payroll page Payroll, in the top bar and the menu, for the salary permission only, not in the phone's bottom bar", () => {
    const payroll = ctx("manager", ["can_manage_salary_extensions"]);
    expect(topBarItems(payroll).find((i) => i.id === "visma")).toEqual({ id: "visma", to: "/visma", label: "Payroll" });
    expect(userMenuEntries(payroll).find((e) => e.id === "visma")).toEqual({ kind: "link", id: "visma", label: "Payroll", to: "/visma" });
    expect(ids(topBarItems(ctx("manager", ["has_manager_rights"])))).not.toContain("visma");
    expect(ids(bottomBarItems(payroll, true))).not.toContain("visma");
  });

  it("needs the salary permission for Visma and Merit Palk even with the flags on", () => {
    const entries = ids(userMenuEntries(ctx("manager", [], { visma_active: true, merit_palk_active: true })));
    expect(entries).not.toContain("visma");
    expect(entries).not.toContain("merit-palk");
  });

  it("shows Company Profile only to the main company user with manager rights", () => {
    expect(ids(userMenuEntries(ctx("manager", ["has_manager_rights"])))).not.toContain("company-profile");
    expect(ids(userMenuEntries(ctx("manager", [], {}, { isMainCompanyUser: true })))).not.toContain("company-profile");
  });

  it("gives the admin persona its pages and hides the notification settings", () => {
    expect(ids(userMenuEntries(ctx("admin", ["can_manage_admin_pages"])))).toEqual([
      "admin-clients", "admin-audits", "admin-notifications", "connection-settings", "company-switch", "switch-worker", "logout",
    ]);
    expect(ids(userMenuEntries(ctx("admin")))).toEqual(["company-switch", "switch-worker", "logout"]);
  });

  it("lets an admin in the company persona switch back to admin", () =>
    expect(ids(userMenuEntries(ctx("worker", [], {}, { isAdminUser: true })))).toContain("switch-admin"));
});
