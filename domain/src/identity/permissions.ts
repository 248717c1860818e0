import type { Rights } from "@workledger/event-schemas";
// The module, not the package index: the web's login route loads these rules and must not pull in Effect Schema.
import {
  adminPermissionKeys,
  isPermissionKey,
  managerPermissionKeys,
  permissionParents,
  roleIds,
  type PermissionKey,
} from "@workledger/event-schemas/identity/permission-keys.ts";

/**
 * The permissions that count: known keys only, and a child (visible_on_login_box, can_use_timers,
 * track_location, can_qr_login) only while its parent is held.
 */
export const effectivePermissions = (rights: Rights): ReadonlySet<PermissionKey> => {
  const granted = new Set(rights.permissions.filter(isPermissionKey));
  for (const key of [...granted]) {
    const parent = permissionParents[key];
    if (parent !== undefined && !granted.has(parent)) granted.delete(key);
  }
  return granted;
};

export const isManagerPermission = (key: PermissionKey): boolean => (managerPermissionKeys as readonly string[]).includes(key);
export const isAdminPermission = (key: PermissionKey): boolean => (adminPermissionKeys as readonly string[]).includes(key);

/** Role labels: role id 1 (or holding manager rights) makes a manager, 2 an admin; 3 and null are workers. */
export const rolesOf = (rights: Rights): { readonly isManager: boolean; readonly isAdmin: boolean } => ({
  isManager: rights.user_role_id === roleIds.manager || rights.permissions.includes("has_manager_rights"),
  isAdmin: rights.user_role_id === roleIds.admin,
});

/** The `roles` list of the User shape (spec section 3), each with a name. */
export const roleNamesOf = (rights: Rights): ("manager" | "admin" | "worker")[] => {
  const { isManager, isAdmin } = rolesOf(rights);
  const names: ("manager" | "admin" | "worker")[] = [];
  if (isAdmin) names.push("admin");
  if (isManager) names.push("manager");
  if (names.length === 0) names.push("worker");
  return names;
};

/** Two Rights objects grant the same access (order and duplicates do not matter). */
export const sameRights = (a: Rights, b: Rights): boolean => {
  const same = (x: readonly string[], y: readonly string[]) => {
    const sx = new Set(x);
    const sy = new Set(y);
    return sx.size === sy.size && [...sx].every((v) => sy.has(v));
  };
  return (
    a.user_role_id === b.user_role_id &&
    same(a.permissions, b.permissions) &&
    same(a.general_rights_workspace_ids, b.general_rights_workspace_ids) &&
    same(a.manager_rights_workspace_ids, b.manager_rights_workspace_ids)
  );
};

/** Sorted, de-duplicated copy: what is stored. */
export const normaliseRights = (rights: Rights): Rights => ({
  user_role_id: rights.user_role_id,
  general_rights_workspace_ids: [...new Set(rights.general_rights_workspace_ids)].sort(),
  manager_rights_workspace_ids: [...new Set(rights.manager_rights_workspace_ids)].sort(),
  permissions: [...new Set(rights.permissions)].sort(),
});

/** The default rights of a new worker: register and see their own time, edit their own profile. */
export const defaultWorkerRights: Rights = {
  user_role_id: roleIds.worker,
  general_rights_workspace_ids: [],
  manager_rights_workspace_ids: [],
  permissions: [
    "can_register_own_work_time_from_computer",
    "can_see_timesheets_or_overview",
    "can_edit_own_work_time",
    "can_edit_own_profile",
    "can_generate_reports",
    "can_see_schedules",
  ],
};

/** The founder of a company (signup): manager with every manager and worker permission. */
export const founderRights: Rights = {
  user_role_id: roleIds.manager,
  general_rights_workspace_ids: [],
  manager_rights_workspace_ids: [],
  permissions: [...managerPermissionKeys, ...defaultWorkerRights.permissions],
};
