import { can, hasPermission, type Action, type Principal } from "@workledger/domain/identity/access.ts";
import type { PermissionKey } from "@workledger/event-schemas";
import type { Permissions, Persona } from "./permissions.ts";

/**
 * The web asks the domain's one access check (`can`, domain/src/identity/access.ts) what to show
 * and where to go, so the rules live once, shared with the API. The web's session holds the
 * effective permissions GET /api/current-user answers (rights plus what roles imply); visibility
 * is always about the signed-in user in their own company, so the ids are that user's own.
 */
export interface AccessSubject {
  readonly persona: Persona;
  readonly permissions: Permissions;
  readonly isAdminUser?: boolean;
  readonly isManagerUser?: boolean;
  readonly isMainCompanyUser?: boolean;
}

const self = "self";
const ownCompany = "own-company";

export const principalOf = (subject: AccessSubject): Principal => ({
  userId: self,
  companyId: ownCompany,
  persona: subject.persona,
  isAdmin: subject.isAdminUser === true,
  isManager: subject.isManagerUser === true,
  isMainUser: subject.isMainCompanyUser === true,
  rights: { user_role_id: null, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: [...subject.permissions] },
});

/** `can` for the signed-in user's own company and self. */
export const allows = (principal: Principal, action: Action): boolean => can(principal, action, { companyId: principal.companyId, targetUserId: principal.userId });

/** A permission held, whatever the persona (the guard's admin exemption); the domain decides what counts. */
export const holds = (principal: Principal, key: PermissionKey): boolean => hasPermission(principal, key);

export type { Action, Principal };
