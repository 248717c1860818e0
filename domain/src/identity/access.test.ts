import { describe, expect, it } from "vitest";
import { allPermissionKeys, emptyRights, type PermissionKey, type Rights } from "@workledger/event-schemas";
import {
  accessRules,
  assignableRoleIds,
  authorize,
  can,
  canReachPerson,
  canReachWorkspace,
  decideAccess,
  mayNameUpload,
  personScopeFilter,
  principalFromCurrentUser,
  seesPeoplesHours,
  workspacesInScope,
  type Action,
  type Principal,
} from "./access.ts";
import { effectivePermissions, rolesOf } from "./permissions.ts";
import { initialPersona, personaAllowed, personaIndex, resolveRequestedPersona } from "./persona.ts";

const rights = (permissions: PermissionKey[], extra: Partial<Rights> = {}): Rights => ({ ...emptyRights, permissions, ...extra });
const principal = (over: Partial<Principal> = {}): Principal => ({
  userId: "u1",
  companyId: "c1",
  persona: "manager",
  isAdmin: false,
  isManager: true,
  isMainUser: false,
  rights: rights([]),
  ...over,
});
const scope = { companyId: "c1" };

describe("permissions", () => {
  it("lists every key of spec section 6 with the shorthand expanded", () => {
    expect(allPermissionKeys).toHaveLength(28);
    for (const key of ["can_add_users", "can_edit_users", "can_add_work_hours_of_users", "can_edit_work_hours_of_users", "can_confirm_work_hours", "can_manage_admin_pages"]) {
      expect(allPermissionKeys).toContain(key);
    }
  });
  it("counts a child only while its parent is held", () => {
    expect([...effectivePermissions(rights(["can_use_timers", "track_location", "can_qr_login", "visible_on_login_box"]))]).toEqual([]);
    const held = effectivePermissions(rights(["can_register_work_hours_through_mobile", "can_use_timers", "visible_on_login_box"]));
    expect(held.has("can_use_timers")).toBe(true);
    expect(held.has("visible_on_login_box")).toBe(false);
  });
  it("ignores unknown keys", () => {
    expect(effectivePermissions({ ...emptyRights, permissions: ["root"] }).size).toBe(0);
  });
  it("derives roles from the role id: 1 manager, 2 admin, 3 worker; manager rights label a manager too", () => {
    expect(rolesOf(rights([], { user_role_id: 1 }))).toEqual({ isManager: true, isAdmin: false });
    expect(rolesOf(rights([], { user_role_id: 2 }))).toEqual({ isManager: false, isAdmin: true });
    expect(rolesOf(rights([], { user_role_id: 3 }))).toEqual({ isManager: false, isAdmin: false });
    expect(rolesOf(rights(["has_manager_rights"], { user_role_id: 3 })).isManager).toBe(true);
  });
});

describe("personas", () => {
  it("starts as admin, else manager, else worker", () => {
    expect(initialPersona({ isAdmin: true, isManager: true })).toBe("admin");
    expect(initialPersona({ isAdmin: false, isManager: true })).toBe("manager");
    expect(initialPersona({ isAdmin: false, isManager: false })).toBe("worker");
  });
  it("has the indexes 0 admin, 1 manager, 2 worker", () => {
    expect([personaIndex("admin"), personaIndex("manager"), personaIndex("worker")]).toEqual([0, 1, 2]);
  });
  it("allows worker to anyone, manager to managers, admin to admins", () => {
    expect(personaAllowed({ isAdmin: false, isManager: false }, "worker")).toBe(true);
    expect(personaAllowed({ isAdmin: false, isManager: false }, "manager")).toBe(false);
    expect(personaAllowed({ isAdmin: false, isManager: true }, "admin")).toBe(false);
  });
  it("refuses a stale manager persona, and falls back to the stored or initial one", () => {
    const worker = { isAdmin: false, isManager: false };
    expect(resolveRequestedPersona(worker, "manager", null)).toBeNull();
    expect(resolveRequestedPersona(worker, undefined, "manager")).toBe("worker");
    expect(resolveRequestedPersona({ isAdmin: false, isManager: true }, undefined, "worker")).toBe("worker");
    expect(resolveRequestedPersona({ isAdmin: false, isManager: true }, undefined, null)).toBe("manager");
  });
});

describe("can", () => {
  it("denies every action in another company except the admin pages", () => {
    const everything = principal({ rights: rights([...allPermissionKeys]), isMainUser: true, isAdmin: true });
    for (const action of Object.keys(accessRules) as Action[]) {
      if (action === "admin.pages") continue;
      expect(decideAccess(everything, action, { companyId: "c2" })).toEqual({ allowed: false, reason: "company" });
    }
    expect(can({ ...everything, persona: "admin" }, "admin.pages", { companyId: "c2" })).toBe(true);
  });

  it("needs the listed permission for each action, per permission", () => {
    for (const [action, rule] of Object.entries(accessRules) as [Action, (typeof accessRules)[Action]][]) {
      if (rule.anyOf.length === 0) continue;
      const persona = rule.personas[0]!;
      const base = { persona, isMainUser: true, isAdmin: true };
      expect(can(principal({ ...base, rights: rights([]) }), action, scope), `${action} without rights`).toBe(false);
      for (const key of rule.anyOf) {
        expect(can(principal({ ...base, rights: rights([key]) }), action, scope), `${action} with ${key}`).toBe(true);
      }
    }
  });

  it("keeps manager actions away from the worker persona even with the permission", () => {
    expect(can(principal({ persona: "worker", rights: rights(["can_add_users"]) }), "people.invite", scope)).toBe(false);
    expect(can(principal({ persona: "manager", rights: rights(["can_add_users"]) }), "people.invite", scope)).toBe(true);
  });

  it("accepts either permission for reports in either persona (clarification 4)", () => {
    expect(can(principal({ persona: "manager", rights: rights(["can_generate_reports"]) }), "reports.generate", scope)).toBe(true);
    expect(can(principal({ persona: "worker", rights: rights(["can_generate_reports_for_workers"]) }), "reports.generate", scope)).toBe(true);
  });

  it("lets only the main company user with manager rights edit the company profile", () => {
    const p = principal({ rights: rights(["has_manager_rights"]) });
    expect(decideAccess(p, "company.profile.edit", scope)).toEqual({ allowed: false, reason: "main_user" });
    expect(can({ ...p, isMainUser: true }, "company.profile.edit", scope)).toBe(true);
    expect(can({ ...p, isMainUser: true, persona: "worker" }, "company.profile.edit", scope)).toBe(false);
  });

  it("limits own-profile actions to oneself", () => {
    const p = principal({ persona: "worker", rights: rights(["can_edit_own_profile"]) });
    expect(can(p, "self.profile.edit", { ...scope, targetUserId: "u1" })).toBe(true);
    expect(decideAccess(p, "self.profile.edit", { ...scope, targetUserId: "u2" })).toEqual({ allowed: false, reason: "self" });
  });

  it("throws a typed 403 from authorize", () => {
    expect(() => authorize(principal(), "people.invite", scope)).toThrow(expect.objectContaining({ kind: "forbidden", code: "forbidden_permission" }));
  });
});

describe("workspace scoping", () => {
  const active = ["w1", "w2", "w3"];
  const scoped = rights(["can_edit_users", "can_edit_own_profile"], { general_rights_workspace_ids: ["w1"], manager_rights_workspace_ids: ["w2", "w9"] });

  it("uses the manager list for the manager persona and the general list otherwise", () => {
    expect(workspacesInScope(principal({ rights: scoped }), active)).toEqual(["w2"]);
    expect(workspacesInScope(principal({ persona: "worker", rights: scoped }), active)).toEqual(["w1"]);
    expect(workspacesInScope(principal({ persona: "admin", rights: scoped }), active)).toEqual(["w1"]);
  });
  it("reads an empty list as every active division", () => {
    expect(workspacesInScope(principal({ rights: rights([]) }), active)).toEqual(active);
  });
  it("reaches a person through a shared workspace; an unscoped actor reaches everyone", () => {
    const manager = principal({ rights: scoped });
    expect(canReachPerson(manager, ["w2"])).toBe(true);
    expect(canReachPerson(manager, ["w1", "w9"])).toBe(true);
    expect(canReachPerson(manager, ["w1"])).toBe(false);
    expect(canReachPerson(principal({ rights: rights([]) }), ["w1"])).toBe(true);
    expect(canReachPerson(principal({ rights: rights([]) }), [])).toBe(true);
  });
  it("fails closed: a person in no workspace is reached by unscoped actors only", () => {
    expect(canReachPerson(principal({ rights: scoped }), [])).toBe(false);
    // A worker persona is scoped by its general list the same way.
    expect(canReachPerson(principal({ persona: "worker", rights: scoped }), [])).toBe(false);
    expect(personScopeFilter(principal({ rights: scoped }))).toEqual(["w2", "w9"]);
    expect(personScopeFilter(principal({ rights: rights([]) }))).toBeNull();
  });
  it("fails closed for something in no workspace (a log without one)", () => {
    expect(canReachWorkspace(principal({ rights: scoped }), null)).toBe(false);
    expect(canReachWorkspace(principal({ rights: scoped }), "w2")).toBe(true);
    expect(canReachWorkspace(principal({ rights: rights([]) }), null)).toBe(true);
  });
  it("denies a workspace outside the list", () => {
    expect(can(principal({ rights: scoped }), "people.edit", { ...scope, workspaceId: "w2" })).toBe(true);
    expect(decideAccess(principal({ rights: scoped }), "people.edit", { ...scope, workspaceId: "w1" })).toEqual({ allowed: false, reason: "workspace" });
  });
});

describe("uploads named in a body", () => {
  const hoursManager = rights(["has_manager_rights", "can_confirm_work_hours"], { manager_rights_workspace_ids: ["north"] });
  const upload = (uploaderId: string, uploaderWorkspaceIds: readonly string[]) => ({ uploaderId, uploaderWorkspaceIds });

  it("lets anyone name their own upload", () => {
    expect(mayNameUpload(principal({ persona: "worker" }), upload("u1", []))).toBe(true);
  });
  it("never lets a co-worker name another person's upload, whatever the workspaces", () => {
    const worker = principal({ persona: "worker", isManager: false, rights: rights(["can_edit_own_work_time"]) });
    expect(mayNameUpload(worker, upload("u2", []))).toBe(false);
    expect(mayNameUpload(worker, upload("u2", ["north"]))).toBe(false);
    // Manager rights held, but acting as a worker: still a co-worker.
    expect(mayNameUpload(principal({ persona: "worker", rights: hoursManager }), upload("u2", ["north"]))).toBe(false);
  });
  it("lets a manager who looks at people's hours name an upload of someone in scope, and no one else's", () => {
    const manager = principal({ rights: hoursManager });
    expect(seesPeoplesHours(manager)).toBe(true);
    expect(mayNameUpload(manager, upload("u2", ["north"]))).toBe(true);
    expect(mayNameUpload(manager, upload("u2", ["south"]))).toBe(false);
    expect(mayNameUpload(manager, upload("u2", []))).toBe(false);
    expect(mayNameUpload(principal({ rights: rights(["has_manager_rights"]) }), upload("u2", []))).toBe(true);
  });
  it("needs a right over people's hours, not only the manager persona", () => {
    const typesOnly = principal({ rights: rights(["can_manage_work_types"]) });
    expect(seesPeoplesHours(typesOnly)).toBe(false);
    expect(mayNameUpload(typesOnly, upload("u2", []))).toBe(false);
  });
});

describe("assignable role ids (clarification 10)", () => {
  it("offers 3 always, 2 to admins, 1 to managers", () => {
    expect(assignableRoleIds({ isAdmin: false, isManager: false })).toEqual([3]);
    expect(assignableRoleIds({ isAdmin: false, isManager: true })).toEqual([3, 1]);
    expect(assignableRoleIds({ isAdmin: true, isManager: true })).toEqual([3, 2, 1]);
  });
});

describe("principalFromCurrentUser", () => {
  it("reads the current-user fields the API answers", () => {
    const p = principalFromCurrentUser(
      { id: "u1", is_admin: false, is_manager: true, is_main_user: true, company_id: "c0", default_company: { id: "c1" }, user_rights: rights(["has_manager_rights"]) },
      "manager",
    );
    expect(p).toEqual({ userId: "u1", companyId: "c1", persona: "manager", isAdmin: false, isManager: true, isMainUser: true, rights: rights(["has_manager_rights"]) });
    expect(can(p, "company.profile.edit", { companyId: "c1" })).toBe(true);
  });
});
