/**
 * Permission keys and the checks the web app needs (spec section 6, clarifications 6 and 7).
 * Pure and React-free on purpose: these rules belong in @workledger/domain once it owns
 * permissions; until then the web keeps them here so the move is a cut-and-paste.
 */
import type { CompanyFlag as CompanyFlagKey, PermissionKey } from "@workledger/event-schemas";

/** The keys themselves are the API contract's (event-schemas), so the web never keeps its own copy. */
export type Permission = PermissionKey;

export type Persona = "worker" | "manager" | "admin";
export const personas: readonly Persona[] = ["worker", "manager", "admin"];

/** The company feature flags of spec section 1, as the API contract names them. */
export type CompanyFlag = CompanyFlagKey;
export type CompanyFlags = Partial<Readonly<Record<CompanyFlag, boolean>>>;

export type Permissions = ReadonlySet<string>;

export const permissionSet = (list: readonly string[] | undefined): Permissions => new Set(list ?? []);

export const has = (permissions: Permissions, permission: Permission): boolean => permissions.has(permission);

/** Any-of: an empty list needs nothing. */
export const hasAny = (permissions: Permissions, required: readonly Permission[]): boolean =>
  required.length === 0 || required.some((p) => permissions.has(p));

// Prose names of the route table, mapped to keys (clarification 6).
export const canManageUsers = (p: Permissions) => hasAny(p, ["can_add_users", "can_edit_users"]);
export const hasManagerRights = (p: Permissions) => has(p, "has_manager_rights");
export const canManageAdminPages = (p: Permissions) => has(p, "can_manage_admin_pages");
