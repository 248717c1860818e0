/**
 * The permission keys of spec section 6, with the shorthand expanded (clarification 7) and
 * {product} read as "hours" (clarification 8). A child key only counts while its parent is held.
 */
export const managerPermissionKeys = [
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

export const workerPermissionKeys = [
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

export const adminPermissionKeys = ["can_manage_admin_pages"] as const;

export type ManagerPermission = (typeof managerPermissionKeys)[number];
export type WorkerPermission = (typeof workerPermissionKeys)[number];
export type AdminPermission = (typeof adminPermissionKeys)[number];
export type PermissionKey = ManagerPermission | WorkerPermission | AdminPermission;

export const allPermissionKeys: readonly PermissionKey[] = [...managerPermissionKeys, ...workerPermissionKeys, ...adminPermissionKeys];

/** Child -> parent: visible_on_login_box under the login box; timers, location and QR under mobile. */
export const permissionParents: Readonly<Partial<Record<PermissionKey, PermissionKey>>> = {
  visible_on_login_box: "can_register_work_hours_from_login_box",
  can_use_timers: "can_register_work_hours_through_mobile",
  track_location: "can_register_work_hours_through_mobile",
  can_qr_login: "can_register_work_hours_through_mobile",
};

export const isPermissionKey = (value: unknown): value is PermissionKey =>
  typeof value === "string" && (allPermissionKeys as readonly string[]).includes(value);

/** The company feature flags of spec section 1. */
export const companyFlagKeys = [
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
export type CompanyFlag = (typeof companyFlagKeys)[number];

/**
 * Role ids of the rights form (clarification 10): 3 is always offered (worker), 2 only to an admin
 * editor (admin), 1 only to a manager editor (manager). Not the persona indexes.
 */
export const roleIds = { manager: 1, admin: 2, worker: 3 } as const;
export type RoleId = (typeof roleIds)[keyof typeof roleIds];

/** Persona indexes of spec section 4: 0 admin, 1 manager, 2 worker. */
export const personaIndexes = { admin: 0, manager: 1, worker: 2 } as const;
