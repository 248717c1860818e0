import { has, hasAny, type CompanyFlags, type Permissions, type Persona } from "../access/permissions.ts";
import { switchablePersonas } from "../access/persona.ts";

/**
 * Which navigation the user sees (spec section 2, clarifications 3, 4, 7, 9, 28, 29, 30).
 * Menus follow flags strictly; labels are English texts, translated where rendered.
 */
export interface NavContext {
  readonly persona: Persona;
  readonly permissions: Permissions;
  readonly flags: CompanyFlags;
  readonly isAdminUser: boolean;
  readonly isManagerUser: boolean;
  readonly isMainCompanyUser: boolean;
}

export interface NavItem {
  readonly id: string;
  readonly to: string;
  readonly label: string;
}

const item = (id: string, label: string, to = `/${id}`): NavItem => ({ id, to, label });

const isManager = (c: NavContext) => c.persona === "manager";
const isWorker = (c: NavContext) => c.persona === "worker";

export const showsSchedules = (c: NavContext): boolean =>
  c.flags.schedule_active === true &&
  ((isWorker(c) && has(c.permissions, "can_see_schedules")) || (isManager(c) && has(c.permissions, "can_manage_schedules")));

/** Clarification 4: persona-specific, unlike the any-of guard. */
export const showsReports = (c: NavContext): boolean =>
  (isManager(c) && has(c.permissions, "can_generate_reports_for_workers")) || (isWorker(c) && has(c.permissions, "can_generate_reports"));

export const showsPeople = (c: NavContext): boolean => isManager(c) && hasAny(c.permissions, ["can_add_users", "can_edit_users"]);

export const showsWorkspaces = (c: NavContext): boolean => isManager(c) && has(c.permissions, "can_manage_workspaces");

export const topBarItems = (c: NavContext): NavItem[] =>
  [
    item("dashboard", "Dashboard"),
    item("timesheet", "Timesheet"),
    showsSchedules(c) && item("schedules", "Schedules"),
    showsReports(c) && item("raport", "Reports"),
    showsPeople(c) && item("people", "People"),
    showsWorkspaces(c) && item("workspace", "Workspaces"),
  ].filter((i): i is NavItem => i !== false);

/** The mobile bottom bar exists only when its app-level toggle is on (clarification 9). */
export const bottomBarItems = (c: NavContext, enabled: boolean): NavItem[] =>
  enabled ? topBarItems(c) : [];

export const adminBarItems: readonly NavItem[] = [
  item("admin", "Admin", "/admin"),
  item("clients", "Clients", "/admin/clients"),
  item("audits", "Audit logs", "/admin/audits"),
  item("notifications", "Notifications", "/admin/notifications"),
  item("logins", "Logins", "/admin/logins"),
  item("register-history", "Register history", "/admin/register-history"),
  item("warnings", "Warnings", "/admin/warnings"),
  item("signup-history", "Signup history", "/admin/signup-history"),
  item("accounts", "Accounts", "/admin/accounts"),
];

/** The selected menu item: the first path segment, the second after /admin (or "admin" on /admin). */
export const selectedNavId = (pathname: string): string | null => {
  const [first, second] = pathname.split("/").filter(Boolean);
  if (first === undefined) return null;
  if (first === "admin") return second ?? "admin";
  return first;
};

export type UserMenuEntry =
  | { readonly kind: "link"; readonly id: string; readonly label: string; readonly to: string }
  /** Opens a drawer rather than a page (Company Profile, Merit Palk, accounting Connection Settings). */
  | { readonly kind: "drawer"; readonly id: string; readonly label: string }
  | { readonly kind: "switch-persona"; readonly id: string; readonly label: string; readonly persona: Persona }
  | { readonly kind: "logout"; readonly id: "logout"; readonly label: string };

const link = (id: string, label: string, to: string): UserMenuEntry => ({ kind: "link", id, label, to });
const drawer = (id: string, label: string): UserMenuEntry => ({ kind: "drawer", id, label });

const switchLabels: Readonly<Record<Persona, string>> = {
  worker: "Switch to worker",
  manager: "Switch to manager",
  admin: "Switch to admin",
};

export const userMenuEntries = (c: NavContext): UserMenuEntry[] => {
  const manager = isManager(c);
  const salary = has(c.permissions, "can_manage_salary_extensions");
  const adminPages = c.persona === "admin" && has(c.permissions, "can_manage_admin_pages");
  const entries: (UserMenuEntry | false)[] = [
    isWorker(c) && link("profile", "Profile", "/profile"),
    manager && has(c.permissions, "has_manager_rights") && c.isMainCompanyUser && drawer("company-profile", "Company Profile"),
    (manager || isWorker(c)) && link("preference", "Preferences", "/preference"),
    // Clarification 30: the notification-settings link, hidden for admin.
    c.persona !== "admin" && link("notification-settings", "Notification settings", "/preference/notifications"),
    isWorker(c) && link("requests", "Requests", "/requests"),
    manager && has(c.permissions, "can_manage_work_types") && link("worktype", "Work types", "/worktype"),
    manager && c.flags.inner_range_active === true && link("inner-range", "Inner range", "/inner-range"),
    manager && c.flags.geofence_active === true && link("gateway", "Gateway", "/gateway"),
    manager && salary && c.flags.visma_active === true && link("visma", "Visma settings", "/visma"),
    manager && salary && c.flags.merit_palk_active === true && drawer("merit-palk", "Merit Palk"),
    manager && has(c.permissions, "login_boxes_management") && c.flags.boxes_active === true && link("box", "Boxes", "/box"),
    manager && has(c.permissions, "has_manager_rights") && link("notifications", "Notifications", "/notifications"),
    adminPages && link("admin-clients", "Clients", "/admin/clients"),
    adminPages && link("admin-audits", "Audit logs", "/admin/audits"),
    adminPages && link("admin-notifications", "Notifications", "/admin/notifications"),
    // Clarification 28: the admin entry opens the accounting Connection Settings drawer.
    adminPages && drawer("connection-settings", "Visma settings"),
    // Spec section 2: admins switch between the admin persona and a company (features/company-switch).
    c.isAdminUser && drawer("company-switch", "Switch company"),
    ...switchablePersonas({ is_admin: c.isAdminUser, is_manager: c.isManagerUser }, c.persona).map(
      (persona): UserMenuEntry => ({ kind: "switch-persona", id: `switch-${persona}`, label: switchLabels[persona], persona }),
    ),
    { kind: "logout", id: "logout", label: "Logout" },
  ];
  return entries.filter((e): e is UserMenuEntry => e !== false);
};
