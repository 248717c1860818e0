/**
 * Permission keys and the checks the web app needs (spec section 6, clarifications 6 and 7).
 * Pure and React-free on purpose: these rules belong in @workledger/domain once it owns
 * permissions; until then the web keeps them here so the move is a cut-and-paste.
 */
export const managerPermissions = [
  "can_edit_preferences",
  "can_add_users",
  "can_edit_users",
  "can_generate_reports_for_workers",
  "can_add_work_hours_of_users",
  "can_edit_work_hours_of_users",
  "can_manage_schedules",
  "can_manage_workspaces",
  "can_manage_work_types",
  "can_manage_salary_extensions",
  "login_boxes_management",
  "can_confirm_work_hours",
  "can_accept_decline_requests",
  "can_manage_user_rights",
  "has_manager_rights",
] as const;

export const workerPermissions = [
  "can_register_own_work_time_from_computer",
  "can_see_timesheets_or_overview",
  "can_edit_own_work_time",
  "can_register_work_hours_from_login_box",
  "visible_on_login_box",
  "can_register_work_hours_through_mobile",
  "can_use_timers",
  "track_location",
  "can_qr_login",
  "can_generate_reports",
  "can_edit_own_profile",
  "can_see_schedules",
] as const;

export const adminPermissions = ["can_manage_admin_pages"] as const;

export type Permission =
  | (typeof managerPermissions)[number]
  | (typeof workerPermissions)[number]
  | (typeof adminPermissions)[number];

export type Persona = "worker" | "manager" | "admin";
export const personas: readonly Persona[] = ["worker", "manager", "admin"];

/** The company feature flags of spec section 1. */
export const companyFlags = [
  "visma_active",
  "merit_palk_active",
  "custom_report_active",
  "boxes_active",
  "inner_range_active",
  "geofence_active",
  "schedule_active",
  "shift_manager_active",
  "production_bonus_active",
] as const;
export type CompanyFlag = (typeof companyFlags)[number];
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
