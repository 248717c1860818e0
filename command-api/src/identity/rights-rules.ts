import { assignableRoleIds, ForbiddenError, isAdminPermission, ValidationError, type Principal } from "@workledger/domain";
import { isPermissionKey, type Rights } from "@workledger/event-schemas";

/** What an editor may grant (clarification 10 for role ids; only an admin grants admin pages). */
export const assertRightsAssignable = (editor: Principal, rights: Rights): void => {
  if (rights.user_role_id !== null && !assignableRoleIds(editor).includes(rights.user_role_id)) {
    throw ValidationError.of("user_role_id", "This role cannot be assigned", "role_not_assignable");
  }
  const unknown = rights.permissions.filter((p) => !isPermissionKey(p));
  if (unknown.length > 0) throw ValidationError.of("permissions", `Unknown permissions: ${unknown.join(", ")}`, "unknown_permission");
  if (!editor.isAdmin && rights.permissions.some((p) => isPermissionKey(p) && isAdminPermission(p))) {
    throw new ForbiddenError("Only an admin can grant admin permissions", "forbidden_admin_permission");
  }
};
