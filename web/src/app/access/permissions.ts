/**
 * Permission keys, personas and flags as the web's session holds them (spec section 6).
 * The rules themselves (which persona and permission open what) are the domain's `can`
 * (principal.ts asks it); nothing here decides access.
 */
import { accessPersonas, type AccessPersona } from "@workledger/domain/identity/persona.ts";
import type { CompanyFlag as CompanyFlagKey, PermissionKey } from "@workledger/event-schemas";

/** The keys themselves are the API contract's (event-schemas), so the web never keeps its own copy. */
export type Permission = PermissionKey;

export type Persona = AccessPersona;
export const personas: readonly Persona[] = accessPersonas;

/** The company feature flags of spec section 1, as the API contract names them. */
export type CompanyFlag = CompanyFlagKey;
export type CompanyFlags = Partial<Readonly<Record<CompanyFlag, boolean>>>;

export type Permissions = ReadonlySet<string>;

export const permissionSet = (list: readonly string[] | undefined): Permissions => new Set(list ?? []);

/** Whether the session's list holds a key (for data such as feature kits; access itself asks `can`). */
export const has = (permissions: Permissions, permission: Permission): boolean => permissions.has(permission);
