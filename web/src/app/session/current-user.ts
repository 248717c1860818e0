import type { CompanyFlags } from "../access/permissions.ts";

/**
 * What GET /api/current-user returns (spec section 3, the fields the frame needs). The API contract
 * will move to @workledger/event-schemas; until then the web reads it leniently.
 */
export interface Company extends CompanyFlags {
  readonly id: string | number;
  readonly name: string;
  readonly logo?: string | null;
  readonly logo_cache?: string | number | null;
  readonly main_user_id?: string | number | null;
  readonly subscription?: { readonly is_trial_over?: boolean; readonly is_login_disabled?: boolean } | null;
  readonly disabled?: boolean;
}

export interface UserRights {
  readonly user_role_id?: number | null;
  readonly general_rights_workspace_ids?: readonly string[];
  readonly manager_rights_workspace_ids?: readonly string[];
  readonly permissions?: readonly string[];
}

export interface CurrentUser {
  readonly id: string | number;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly full_name?: string | null;
  readonly email?: string | null;
  readonly photo?: string | null;
  readonly thumb_nail?: string | null;
  readonly language?: string | null;
  readonly is_admin?: boolean;
  readonly is_manager?: boolean;
  readonly is_email_spoof?: boolean;
  readonly email_verified_at?: string | null;
  readonly user_rights?: UserRights | null;
  /** Effective permissions (rights plus what roles imply), as GET /api/current-user answers them. */
  readonly permissions?: readonly string[];
  readonly is_main_user?: boolean;
  readonly default_company?: Company | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** Accepts the user itself or a `{ data: user }` envelope; anything without an id is no user. */
export const readCurrentUser = (body: unknown): CurrentUser | null => {
  const candidate = isRecord(body) && isRecord(body["data"]) ? body["data"] : body;
  if (!isRecord(candidate) || (typeof candidate["id"] !== "string" && typeof candidate["id"] !== "number")) return null;
  return candidate as unknown as CurrentUser;
};

export const displayName = (user: CurrentUser): string =>
  user.full_name?.trim() || [user.first_name, user.last_name].filter(Boolean).join(" ").trim();

export const isMainCompanyUser = (user: CurrentUser): boolean =>
  user.is_main_user ?? (user.default_company?.main_user_id != null && String(user.default_company.main_user_id) === String(user.id));

/** The API's effective permissions when it sends them, else the rights object's list. */
export const permissionsOf = (user: CurrentUser): readonly string[] => user.permissions ?? user.user_rights?.permissions ?? [];

/**
 * The user's own data says they may not be signed in: their company is disabled or its login is
 * (subscription.is_login_disabled). The same rule as the API's (admins are exempt); a page load
 * that finds it forces the logout the live 'company disabled' message forces (spec section 4).
 */
export const loginDisabledFor = (user: CurrentUser): boolean =>
  user.is_admin !== true && (user.default_company?.disabled === true || user.default_company?.subscription?.is_login_disabled === true);
