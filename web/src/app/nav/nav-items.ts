import type { CompanyFlags, Permissions, Persona } from "../access/permissions.ts";
import { switchablePersonas } from "../access/persona.ts";
import { allows, principalOf, type Action } from "../access/principal.ts";

/**
 * Which navigation the user sees (spec section 2, clarifications 3, 4, 7, 9, 28, 29, 30).
 * Menus follow flags strictly; labels are English texts, translated where rendered.
 * Persona and permission rules are the domain's `can` (access/principal.ts), company flags are read here.
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
  /** Search parameters of the link (the Company section of /preference). */
  readonly search?: Readonly<Record<string, string>>;
}

const item = (id: string, label: string, to = `/${id}`, search?: Readonly<Record<string, string>>): NavItem => (search === undefined ? { id, to, label } : { id, to, label, search });

const may = (c: NavContext, action: Action): boolean => allows(principalOf(c), action);
const flagOn = (c: NavContext, flag: keyof CompanyFlags): boolean => c.flags[flag] === true;

export const showsSchedules = (c: NavContext): boolean =>
  flagOn(c, "schedule_active") && (may(c, "schedules.view-own") || may(c, "schedules.manage"));

/** Clarification 4: persona-specific, unlike the any-of guard. */
export const showsReports = (c: NavContext): boolean => may(c, "reports.link-for-workers") || may(c, "reports.link-own");

export const showsPeople = (c: NavContext): boolean => may(c, "people.list");

export const showsWorkspaces = (c: NavContext): boolean => may(c, "workspaces.manage");

/** Payroll (/visma) for whoever manages salary: payroll files need no connector, so no company flag. */
export const showsPayroll = (c: NavContext): boolean => may(c, "salary.manage");

export const topBarItems = (c: NavContext): NavItem[] =>
  [
    item("dashboard", "Dashboard"),
    item("timesheet", "Timesheet"),
    showsSchedules(c) && item("schedules", "Schedules"),
    showsReports(c) && item("raport", "Reports"),
    showsPeople(c) && item("people", "People"),
    showsWorkspaces(c) && item("workspace", "Workspaces"),
    showsPayroll(c) && item("visma", "Payroll"),
    // Company setup where owners look for it, not only in the avatar menu (the work types have a link there).
    showsCompanySettings(c) && item("preference", "Company settings", "/preference", { section: "company" }),
  ].filter((i): i is NavItem => i !== false);

export const showsCompanySettings = (c: NavContext): boolean => may(c, "company.preferences.edit");

/** The mobile bottom bar exists only when its app-level toggle is on (clarification 9); settings and payroll stay in the menu there. */
export const bottomBarItems = (c: NavContext, enabled: boolean): NavItem[] =>
  enabled ? topBarItems(c).filter((i) => i.id !== "preference" && i.id !== "visma") : [];

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
  const can = (action: Action) => may(c, action);
  const adminPages = can("admin.pages");
  const entries: (UserMenuEntry | false)[] = [
    can("pages.worker") && link("profile", "Profile", "/profile"),
    can("company.profile.edit") && drawer("company-profile", "Company Profile"),
    can("pages.own-work") && link("preference", "Preferences", "/preference"),
    // Clarification 30: the notification-settings link, hidden for admin.
    can("self.notification-settings.edit") && link("notification-settings", "Notification settings", "/preference/notifications"),
    can("requests.create") && link("requests", "Requests", "/requests"),
    can("work-types.manage") && link("worktype", "Work types", "/worktype"),
    // The same rule as the page's guard (manager rights), shown only with the company's feature.
    can("manager.rights") && flagOn(c, "inner_range_active") && link("inner-range", "Inner range", "/inner-range"),
    can("manager.rights") && flagOn(c, "geofence_active") && link("gateway", "Gateway", "/gateway"),
    // Payroll covers both systems and the files; in the menu too, so a phone reaches it.
    can("salary.manage") && link("visma", "Payroll", "/visma"),
    can("salary.manage") && flagOn(c, "merit_palk_active") && drawer("merit-palk", "Merit Palk"),
    can("boxes.manage") && flagOn(c, "boxes_active") && link("box", "Boxes", "/box"),
    can("manager.rights") && link("notifications", "Notifications", "/notifications"),
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
