import { assertMayGrantRights, assignableRoleIds, ValidationError, type Principal } from "@workledger/domain";
import { isPermissionKey, type Rights } from "@workledger/event-schemas";

/**
 * What an editor may grant: a role id clarification 10 offers them and known permissions (400
 * otherwise), then the rights hierarchy's grant rule (403): only permissions the editor holds and
 * workspaces within their own scope; only an admin grants admin pages.
 */
export const assertRightsAssignable = (editor: Principal, rights: Rights): void => {
  if (rights.user_role_id !== null && !assignableRoleIds(editor).includes(rights.user_role_id)) {
    throw ValidationError.of("user_role_id", "This role cannot be assigned", "role_not_assignable");
  }
  const unknown = rights.permissions.filter((p) => !isPermissionKey(p));
  if (unknown.length > 0) throw ValidationError.of("permissions", `Unknown permissions: ${unknown.join(", ")}`, "unknown_permission");
  assertMayGrantRights(editor, rights);
};
