import { describe, expect, it } from "vitest";
import { permissionSet, type Permission, type Persona } from "./permissions.ts";
import { decideAccess, routeKindOf, type SessionState } from "./route-access.ts";

const signedIn = (persona: Persona, permissions: Permission[] = []): SessionState => ({
  status: "signed-in",
  persona,
  permissions: permissionSet(permissions),
});
const anonymous: SessionState = { status: "anonymous" };

describe("routeKindOf", () => {
  it.each([
    ["/login", "guest-only"],
    ["/forgot-password", "guest-only"],
    ["/signup", "guest-only"],
    ["/verification", "open"],
    ["/unsubscribe", "open"],
    ["/redirect", "open"],
    ["/error", "open"],
    ["/error/500", "open"],
    ["/", "open"],
    ["/language", "open"],
    ["/dashboard", "protected"],
    ["/raport", "protected"],
    ["/report-pdf-viewer", "protected"],
    ["/preference/notifications", "protected"],
    ["/admin/clients", "protected"],
    ["/admin/signup-history", "protected"],
    ["/admin/nope", "unknown"],
    ["/dashboard/extra", "unknown"],
    ["/nowhere", "unknown"],
    ["/error/404/x", "unknown"],
  ])("%s is %s", (path, kind) => expect(routeKindOf(path)).toBe(kind));
});

describe("decideAccess", () => {
  describe("while the session loads or a persona switch runs", () => {
    it("shows the spinner on any known page", () => {
      expect(decideAccess("/dashboard", { status: "loading" })).toEqual({ kind: "spinner" });
      expect(decideAccess("/login", { status: "switching-persona" })).toEqual({ kind: "spinner" });
    });
    it("still sends unknown paths to /error/404", () => {
      expect(decideAccess("/zzz", { status: "loading" })).toEqual({ kind: "redirect", to: "/error/404" });
    });
  });

  describe("when nobody is signed in", () => {
    it.each(["/dashboard", "/people", "/admin", "/admin/audits", "/report-pdf-viewer", "/preference/notifications"])(
      "sends %s to /login",
      (path) => expect(decideAccess(path, anonymous)).toEqual({ kind: "redirect", to: "/login" }),
    );
    it.each(["/login", "/signup", "/forgot-password", "/verification", "/unsubscribe", "/redirect", "/error/403"])(
      "lets %s open",
      (path) => expect(decideAccess(path, anonymous)).toEqual({ kind: "allow" }),
    );
  });

  describe("when signed in", () => {
    it.each(["/login", "/signup", "/forgot-password"])("sends %s to /", (path) =>
      expect(decideAccess(path, signedIn("worker"))).toEqual({ kind: "redirect", to: "/" }),
    );
    it.each(["/verification", "/unsubscribe", "/redirect", "/error/500"])("lets %s open", (path) =>
      expect(decideAccess(path, signedIn("manager"))).toEqual({ kind: "allow" }),
    );
    it("sends the admin persona from /dashboard to /admin, even with the admin permission", () => {
      expect(decideAccess("/dashboard", signedIn("admin", ["can_manage_admin_pages"]))).toEqual({ kind: "redirect", to: "/admin" });
    });
    it("sends the manager persona from admin pages to /dashboard, even with the admin permission", () => {
      const manager = signedIn("manager", ["can_manage_admin_pages"]);
      expect(decideAccess("/admin", manager)).toEqual({ kind: "redirect", to: "/dashboard" });
      expect(decideAccess("/admin/clients", manager)).toEqual({ kind: "redirect", to: "/dashboard" });
    });
    it("lets the admin persona with the permission into admin pages", () => {
      expect(decideAccess("/admin/audits", signedIn("admin", ["can_manage_admin_pages"]))).toEqual({ kind: "allow" });
    });
    it("sends an admin persona without the admin permission to /error/403 instead of looping", () => {
      expect(decideAccess("/admin", signedIn("admin"))).toEqual({ kind: "redirect", to: "/error/403" });
    });

    const cases: [string, Persona, Permission[], "allow" | string][] = [
      ["/dashboard", "worker", [], "allow"],
      ["/dashboard", "manager", [], "allow"],
      ["/timesheet", "worker", [], "allow"],
      ["/schedules", "manager", [], "allow"],
      ["/preference", "worker", [], "allow"],
      ["/preference/notifications", "worker", [], "allow"],
      ["/requests", "worker", [], "allow"],
      ["/requests", "manager", [], "/dashboard"],
      ["/profile", "manager", [], "/dashboard"],
      ["/raport", "worker", [], "/dashboard"],
      ["/raport", "worker", ["can_generate_reports"], "allow"],
      // clarification 4: the guard is any-of for either persona
      ["/raport", "manager", ["can_generate_reports"], "allow"],
      ["/raport", "manager", ["can_generate_reports_for_workers"], "allow"],
      ["/box", "manager", [], "/dashboard"],
      ["/box", "manager", ["login_boxes_management"], "allow"],
      ["/box", "worker", ["login_boxes_management"], "/dashboard"],
      ["/inner-range", "manager", ["has_manager_rights"], "allow"],
      ["/gateway", "manager", [], "/dashboard"],
      ["/notifications", "manager", ["has_manager_rights"], "allow"],
      ["/worktype", "manager", ["can_manage_work_types"], "allow"],
      ["/worktype", "manager", ["can_manage_workspaces"], "/dashboard"],
      ["/visma", "manager", ["can_manage_salary_extensions"], "allow"],
      ["/workspace", "manager", ["can_manage_workspaces"], "allow"],
      ["/people", "manager", ["can_add_users"], "allow"],
      ["/people", "manager", ["can_edit_users"], "allow"],
      ["/people", "manager", [], "/dashboard"],
      ["/admin", "worker", [], "/dashboard"],
      // the manage-admin-pages exemption
      ["/admin", "worker", ["can_manage_admin_pages"], "allow"],
      ["/people", "worker", ["can_manage_admin_pages"], "allow"],
      ["/timesheet", "admin", ["can_manage_admin_pages"], "allow"],
      ["/report-pdf-viewer", "worker", [], "allow"],
    ];
    it.each(cases)("%s as %s with %j -> %s", (path, persona, permissions, expected) => {
      expect(decideAccess(path, signedIn(persona, permissions))).toEqual(
        expected === "allow" ? { kind: "allow" } : { kind: "redirect", to: expected },
      );
    });
  });
});
