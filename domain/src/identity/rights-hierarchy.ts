import type { PermissionKey, Rights } from "@workledger/event-schemas";
// The module, not the package index: the web's People page loads these rules and must not pull in Effect Schema.
import { isPermissionKey } from "@workledger/event-schemas/identity/permission-keys.ts";
import { ForbiddenError } from "../errors.ts";
import { assignableRoleIds, can, canReachPerson, workspaceRightsOf, type Principal } from "./access.ts";
import { effectivePermissions, rolesOf } from "./permissions.ts";

/**
 * The rights hierarchy: who may act on whom among the people of a company. A person is managed
 * (edited, deactivated, deleted, their email, password or rights changed) only by someone who
 * stands above them:
 * - a platform admin only by a platform admin;
 * - the company's main user only by themselves or a platform admin;
 * - anyone else only by an editor who reaches them (workspace scoping, spec section 6) and holds
 *   every right they hold. The main user and platform admins are above the rights comparison.
 * And an editor grants only what they hold: permissions they have, role ids clarification 10
 * offers them, and workspaces within their own scope. So nothing an editor grants can make
 * someone they could not manage afterwards.
 */
export interface ManagedPerson {
  readonly userId: string;
  /** A platform admin (is_admin), whatever their home company. */
  readonly isAdmin: boolean;
  /** The company's main_user_id is this person. */
  readonly isMainUser: boolean;
  readonly rights: Rights;
}

export type HierarchyDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: "platform_admin" | "main_user" | "workspace" | "stronger_rights"; readonly rights?: readonly PermissionKey[] };

export type GrantDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: "role" | "permission" | "workspace"; readonly rights?: readonly PermissionKey[] };

/** Rights `rights` grants (known keys, children only under their parent) that `editor` does not hold. */
export const rightsBeyond = (editor: Pick<Principal, "rights">, rights: Rights): PermissionKey[] => {
  const held = effectivePermissions(editor.rights);
  return [...effectivePermissions(rights)].filter((key) => !held.has(key)).sort();
};

/** Whether `editor` may manage `target` at all: edit, deactivate, delete, change email, password or rights. */
export const decidePersonManagement = (editor: Principal, target: ManagedPerson): HierarchyDecision => {
  if (target.isAdmin && !editor.isAdmin) return { allowed: false, reason: "platform_admin" };
  if (editor.isAdmin || editor.userId === target.userId) return { allowed: true };
  if (target.isMainUser && !editor.isMainUser) return { allowed: false, reason: "main_user" };
  if (editor.isMainUser) return { allowed: true };
  if (!canReachPerson(editor, target.rights.general_rights_workspace_ids)) return { allowed: false, reason: "workspace" };
  const beyond = rightsBeyond(editor, target.rights);
  if (beyond.length > 0) return { allowed: false, reason: "stronger_rights", rights: beyond };
  return { allowed: true };
};

export const canManagePerson = (editor: Principal, target: ManagedPerson): boolean => decidePersonManagement(editor, target).allowed;

/** A permission box the editor may switch on for someone: a platform admin any, everyone else only what they hold. */
export const mayGrantPermission = (editor: Principal, key: string): boolean => editor.isAdmin || (isPermissionKey(key) && effectivePermissions(editor.rights).has(key));

/** A workspace list an editor scoped to `scope` may hand out: not "every workspace", and only their own. */
const withinScope = (scope: readonly string[], ids: readonly string[]): boolean => scope.length === 0 || (ids.length > 0 && ids.every((id) => scope.includes(id)));

/** Whether `editor` may give `rights` to someone: every permission held, an offered role id, workspaces in scope. */
export const decideRightsGrant = (editor: Principal, rights: Rights): GrantDecision => {
  if (rights.user_role_id !== null && !assignableRoleIds(editor).includes(rights.user_role_id)) return { allowed: false, reason: "role" };
  if (editor.isAdmin) return { allowed: true };
  const held = effectivePermissions(editor.rights);
  const beyond = [...new Set(rights.permissions.filter(isPermissionKey))].filter((key) => !held.has(key)).sort();
  if (beyond.length > 0) return { allowed: false, reason: "permission", rights: beyond };
  const scope = workspaceRightsOf(editor);
  if (!withinScope(scope, rights.general_rights_workspace_ids)) return { allowed: false, reason: "workspace" };
  if (rolesOf(rights).isManager && !withinScope(scope, rights.manager_rights_workspace_ids)) return { allowed: false, reason: "workspace" };
  return { allowed: true };
};

/** The Rights tab is editable: the editor may manage user rights (spec section 6) and stands above the person. */
export const canEditRightsOf = (editor: Principal, target: ManagedPerson): boolean =>
  can(editor, "people.rights.edit", { companyId: editor.companyId }) && canManagePerson(editor, target);

/** The person is managed by `editor`, or a 403 naming why (code `forbidden_<reason>`). */
export const assertMayManagePerson = (editor: Principal, target: ManagedPerson): void => {
  const decision = decidePersonManagement(editor, target);
  if (decision.allowed) return;
  const message =
    decision.reason === "platform_admin"
      ? "A platform admin can only be managed by a platform admin"
      : decision.reason === "main_user"
        ? "The main company user can only be managed by themselves"
        : decision.reason === "workspace"
          ? "This person is outside your workspaces"
          : `This person holds rights you do not have: ${(decision.rights ?? []).join(", ")}`;
  throw new ForbiddenError(message, `forbidden_${decision.reason}`);
};

/** `rights` may be granted by `editor`, or a 403 naming why (code `forbidden_grant_<reason>`). */
export const assertMayGrantRights = (editor: Principal, rights: Rights): void => {
  const decision = decideRightsGrant(editor, rights);
  if (decision.allowed) return;
  const message =
    decision.reason === "role"
      ? "This role cannot be assigned"
      : decision.reason === "workspace"
        ? "You can only grant workspaces within your own"
        : `You can only grant rights you hold: ${(decision.rights ?? []).join(", ")}`;
  throw new ForbiddenError(message, `forbidden_grant_${decision.reason}`);
};
