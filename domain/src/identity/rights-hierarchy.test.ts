import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allPermissionKeys, emptyRights, managerPermissionKeys, type PermissionKey, type Rights } from "@workledger/event-schemas";
import type { Principal } from "./access.ts";
import { canReachPerson } from "./access.ts";
import { effectivePermissions } from "./permissions.ts";
import { assertMayGrantRights, assertMayManagePerson, canEditRightsOf, mayGrantPermission, decidePersonManagement, decideRightsGrant, type ManagedPerson } from "./rights-hierarchy.ts";

const workspaces = ["w1", "w2", "w3"];
const grantable = allPermissionKeys.filter((k) => k !== "can_manage_admin_pages");
const rightsArb = (keys: readonly PermissionKey[] = grantable): fc.Arbitrary<Rights> =>
  fc.record({
    user_role_id: fc.constantFrom(null, 1, 3),
    general_rights_workspace_ids: fc.subarray(workspaces),
    manager_rights_workspace_ids: fc.subarray(workspaces),
    permissions: fc.subarray([...keys]),
  });

/** True about one time in four: admins and main users are the exceptions. */
const rarely = fc.constantFrom(false, false, false, true);

/** An editor: a manager persona with some rights and workspace scope; sometimes the main user or a platform admin. */
const editorArb: fc.Arbitrary<Principal> = fc.record({
  userId: fc.constant("editor"),
  companyId: fc.constant("c1"),
  persona: fc.constant("manager" as const),
  isAdmin: rarely,
  isManager: fc.constant(true),
  isMainUser: rarely,
  rights: rightsArb(),
});

/** A target: rights and workspaces, sometimes a platform admin or the main user. */
const targetArb: fc.Arbitrary<ManagedPerson> = fc.record({
  userId: fc.constantFrom("target", "other"),
  isAdmin: rarely,
  isMainUser: rarely,
  rights: rightsArb(),
});

const plainManager = (rights: Partial<Rights>): Principal => ({
  userId: "m",
  companyId: "c1",
  persona: "manager",
  isAdmin: false,
  isManager: true,
  isMainUser: false,
  rights: { ...emptyRights, user_role_id: 1, ...rights },
});
const person = (over: Partial<ManagedPerson> = {}): ManagedPerson => ({ userId: "p", isAdmin: false, isMainUser: false, rights: { ...emptyRights, user_role_id: 3 }, ...over });

describe("rights hierarchy", () => {
  describe("for a plain manager", () => {
    const manager = plainManager({ permissions: ["can_edit_users", "has_manager_rights", "can_see_timesheets_or_overview"], manager_rights_workspace_ids: ["w1"] });
    it("refuses a platform admin, the main user and anyone holding a right the manager lacks", () => {
      expect(decidePersonManagement(manager, person({ isAdmin: true }))).toMatchObject({ allowed: false, reason: "platform_admin" });
      expect(decidePersonManagement(manager, person({ isMainUser: true }))).toMatchObject({ allowed: false, reason: "main_user" });
      expect(decidePersonManagement(manager, person({ rights: { ...emptyRights, general_rights_workspace_ids: ["w1"], permissions: ["can_manage_user_rights"] } }))).toEqual({
        allowed: false,
        reason: "stronger_rights",
        rights: ["can_manage_user_rights"],
      });
      expect(() => assertMayManagePerson(manager, person({ isAdmin: true }))).toThrow(expect.objectContaining({ code: "forbidden_platform_admin" }));
    });
    it("refuses someone outside the manager's workspaces and accepts someone inside them", () => {
      expect(decidePersonManagement(manager, person({ rights: { ...emptyRights, general_rights_workspace_ids: ["w2"] } }))).toMatchObject({ reason: "workspace" });
      // Scoping fails closed: someone in no workspace is no one a scoped manager reaches.
      expect(decidePersonManagement(manager, person({ rights: { ...emptyRights, general_rights_workspace_ids: [] } }))).toMatchObject({ reason: "workspace" });
      expect(decidePersonManagement(manager, person({ rights: { ...emptyRights, general_rights_workspace_ids: ["w1", "w2"], permissions: ["can_see_timesheets_or_overview"] } }))).toEqual({ allowed: true });
    });
    it("grants only rights and workspaces the manager holds", () => {
      expect(decideRightsGrant(manager, { ...emptyRights, general_rights_workspace_ids: ["w1"], permissions: ["can_edit_users"] })).toEqual({ allowed: true });
      expect(decideRightsGrant(manager, { ...emptyRights, general_rights_workspace_ids: ["w1"], permissions: ["can_manage_user_rights"] })).toMatchObject({ reason: "permission" });
      expect(decideRightsGrant(manager, { ...emptyRights, general_rights_workspace_ids: [], permissions: [] })).toMatchObject({ reason: "workspace" });
      expect(decideRightsGrant(manager, { ...emptyRights, user_role_id: 2, general_rights_workspace_ids: ["w1"] })).toMatchObject({ reason: "role" });
      expect(() => assertMayGrantRights(manager, { ...emptyRights, permissions: ["can_manage_admin_pages"] })).toThrow(expect.objectContaining({ code: "forbidden_grant_permission" }));
    });
    it("offers only the permission boxes the manager holds", () => {
      expect(mayGrantPermission(manager, "can_edit_users")).toBe(true);
      expect(mayGrantPermission(manager, "can_confirm_work_hours")).toBe(false);
      expect(mayGrantPermission({ ...manager, isAdmin: true }, "can_confirm_work_hours")).toBe(true);
    });
    it("shows the Rights tab editable only with can_manage_user_rights", () => {
      const target = person({ rights: { ...emptyRights, general_rights_workspace_ids: ["w1"] } });
      expect(canEditRightsOf(manager, target)).toBe(false);
      expect(canEditRightsOf({ ...manager, rights: { ...manager.rights, permissions: [...manager.rights.permissions, "can_manage_user_rights"] } }, target)).toBe(true);
    });
  });

  describe("over any pair of (editor rights and scope, target rights and workspaces)", () => {
    it("never lets a non-admin manage a platform admin", () => {
      fc.assert(fc.property(editorArb, targetArb, (editor, target) => !(target.isAdmin && !editor.isAdmin) || !decidePersonManagement(editor, target).allowed));
    });
    it("never lets anyone but the main user or an admin manage the main user", () => {
      fc.assert(
        fc.property(editorArb, targetArb, (editor, target) => {
          const fromBelow = target.isMainUser && !editor.isMainUser && !editor.isAdmin && editor.userId !== target.userId;
          return !fromBelow || !decidePersonManagement(editor, target).allowed;
        }),
      );
    });
    it("lets a plain manager manage only people in reach whose every right the manager holds", () => {
      fc.assert(
        fc.property(editorArb, targetArb, (editor, target) => {
          if (editor.isAdmin || editor.isMainUser || target.userId === editor.userId) return true;
          const held = effectivePermissions(editor.rights);
          const expected =
            !target.isAdmin &&
            !target.isMainUser &&
            canReachPerson(editor, target.rights.general_rights_workspace_ids) &&
            [...effectivePermissions(target.rights)].every((k) => held.has(k));
          expect(decidePersonManagement(editor, target).allowed).toBe(expected);
        }),
      );
    });
    it("never lets a non-admin grant a right they do not hold, or a workspace outside their scope", () => {
      fc.assert(
        fc.property(editorArb, rightsArb(allPermissionKeys), (editor, rights) => {
          if (editor.isAdmin || !decideRightsGrant(editor, rights).allowed) return true;
          const held = effectivePermissions(editor.rights);
          expect(rights.permissions.every((k) => held.has(k as PermissionKey))).toBe(true);
          const scope = editor.rights.manager_rights_workspace_ids;
          if (scope.length > 0) expect(rights.general_rights_workspace_ids.length > 0 && rights.general_rights_workspace_ids.every((w) => scope.includes(w))).toBe(true);
        }),
      );
    });
    it("never grants what puts the person out of the editor's hands (no escalation through a grant)", () => {
      fc.assert(
        fc.property(editorArb, targetArb, rightsArb(), (editor, target, rights) => {
          const plainTarget = { ...target, userId: "target", isAdmin: false, isMainUser: false };
          if (!decidePersonManagement(editor, plainTarget).allowed || !decideRightsGrant(editor, rights).allowed) return true;
          expect(decidePersonManagement(editor, { ...plainTarget, rights })).toEqual({ allowed: true });
        }),
      );
    });
    it("is monotone: more rights and a wider scope never manage fewer people", () => {
      fc.assert(
        fc.property(editorArb, targetArb, fc.subarray([...managerPermissionKeys]), (editor, target, more) => {
          const wider: Principal = { ...editor, rights: { ...editor.rights, permissions: [...editor.rights.permissions, ...more], manager_rights_workspace_ids: [] } };
          return !decidePersonManagement(editor, target).allowed || decidePersonManagement(wider, target).allowed;
        }),
      );
    });
  });
});
