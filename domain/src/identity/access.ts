import type { PermissionKey, Rights } from "@workledger/event-schemas";
// The module, not the package index: the web's login route loads these rules and must not pull in Effect Schema.
import { roleIds } from "@workledger/event-schemas/identity/permission-keys.ts";
import { ForbiddenError } from "../errors.ts";
import { effectivePermissions } from "./permissions.ts";
import type { AccessPersona } from "./persona.ts";

/**
 * Who is acting, as far as access is concerned. Built by the API from the session and the
 * directory, and by the web from GET /api/current-user, so both ask the same `can`.
 */
export interface Principal {
  readonly userId: string;
  /** The company the request acts in (the tenant). */
  readonly companyId: string;
  readonly persona: AccessPersona;
  readonly isAdmin: boolean;
  readonly isManager: boolean;
  /** The company's main_user_id is this user. */
  readonly isMainUser: boolean;
  readonly rights: Rights;
}

interface Rule {
  readonly personas: readonly AccessPersona[];
  /** Any one of these is enough (clarification 7); empty needs none. */
  readonly anyOf: readonly PermissionKey[];
  readonly mainUser?: boolean;
  /** Only about oneself: scope.targetUserId must be the actor. */
  readonly self?: boolean;
  /** Not bound to the actor's company (admin pages look at every client). */
  readonly crossCompany?: boolean;
}

const manager = (...anyOf: PermissionKey[]): Rule => ({ personas: ["manager"], anyOf });
const worker = (...anyOf: PermissionKey[]): Rule => ({ personas: ["worker"], anyOf });

/**
 * Every action a command or query asks about, with the rule of spec sections 2 and 6 (prose
 * names mapped by clarification 6). Features add their actions here, never their own checks.
 */
export const accessRules = {
  // identity and people
  "people.list": manager("can_add_users", "can_edit_users"),
  "people.view": manager("can_add_users", "can_edit_users"),
  "people.invite": manager("can_add_users"),
  "people.add": manager("can_add_users"),
  "people.edit": manager("can_edit_users"),
  "people.status": manager("can_edit_users"),
  "people.rights.edit": manager("can_manage_user_rights"),
  "company.view": { personas: ["worker", "manager", "admin"], anyOf: [] },
  "company.profile.edit": { personas: ["manager"], anyOf: ["has_manager_rights"], mainUser: true },
  "self.profile.edit": { personas: ["worker", "manager"], anyOf: ["can_edit_own_profile"], self: true },
  "self.preferences.edit": { personas: ["worker", "manager", "admin"], anyOf: [], self: true },
  "self.notification-settings.edit": { personas: ["worker", "manager"], anyOf: [], self: true },
  "self.view": { personas: ["worker", "manager", "admin"], anyOf: [], self: true },
  "admin.pages": { personas: ["admin"], anyOf: ["can_manage_admin_pages"], crossCompany: true },
  // manager areas (route table of section 2)
  "manager.rights": manager("has_manager_rights"),
  "company.preferences.edit": manager("can_edit_preferences"),
  "work-time.add-for-users": manager("can_add_work_hours_of_users"),
  "work-time.edit-for-users": manager("can_edit_work_hours_of_users"),
  "work-time.confirm": manager("can_confirm_work_hours"),
  // the pay calendar: pay periods and the company zone are company settings; closing a period is payroll work
  "pay-calendar.edit": manager("can_edit_preferences"),
  "pay-periods.close": manager("can_confirm_work_hours"),
  "requests.decide": manager("can_accept_decline_requests"),
  "schedules.manage": manager("can_manage_schedules"),
  "workspaces.manage": manager("can_manage_workspaces"),
  "work-types.manage": manager("can_manage_work_types"),
  "salary.manage": manager("can_manage_salary_extensions"),
  "boxes.manage": manager("login_boxes_management"),
  "reports.generate": { personas: ["worker", "manager"], anyOf: ["can_generate_reports", "can_generate_reports_for_workers"] },
  // worker areas
  "work-time.register-own": worker("can_register_own_work_time_from_computer"),
  "work-time.register-mobile": worker("can_register_work_hours_through_mobile"),
  "work-time.edit-own": worker("can_edit_own_work_time"),
  "timesheet.view-own": worker("can_see_timesheets_or_overview"),
  "schedules.view-own": worker("can_see_schedules"),
  "requests.create": worker(),
  // notifications: everyone reads their own feed; managers broadcast to their company (admins use admin.pages)
  "notifications.feed": { personas: ["worker", "manager", "admin"], anyOf: [] },
  "notifications.broadcast": manager("has_manager_rights"),
  // the web's route table (spec section 2) where a persona alone opens the page
  "pages.signed-in": { personas: ["worker", "manager", "admin"], anyOf: [] },
  "pages.own-work": { personas: ["worker", "manager"], anyOf: [] },
  "pages.worker": worker(),
  // the web's navigation: the reports link is persona-specific, the guard any-of (clarification 4)
  "reports.link-own": worker("can_generate_reports"),
  "reports.link-for-workers": manager("can_generate_reports_for_workers"),
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof accessRules;

export interface AccessScope {
  /** The tenant the resource belongs to. */
  readonly companyId: string;
  /** A workspace (division) the resource lives in, when it has one. */
  readonly workspaceId?: string | null;
  /** The person the action is about (own-profile actions). */
  readonly targetUserId?: string;
}

export type AccessDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: "persona" | "permission" | "main_user" | "company" | "workspace" | "self" };

/** Manager persona uses manager_rights_workspace_ids, every other persona the general ones. Empty means all. */
export const workspaceRightsOf = (principal: Principal): readonly string[] =>
  principal.persona === "manager" ? principal.rights.manager_rights_workspace_ids : principal.rights.general_rights_workspace_ids;

/** The workspaces in reach among the active divisions: an empty rights list means every active one. */
export const workspacesInScope = (principal: Principal, activeDivisionIds: readonly string[]): readonly string[] => {
  const listed = workspaceRightsOf(principal);
  return listed.length === 0 ? activeDivisionIds : activeDivisionIds.filter((id) => listed.includes(id));
};

/** Whether the actor has no workspace list: they reach every workspace and every person, placed or not. */
export const isUnscoped = (principal: Principal): boolean => workspaceRightsOf(principal).length === 0;

/**
 * Whether a workspace is within the actor's reach. Something in no workspace (a log without one,
 * null) is reached by unscoped actors only: scoping fails closed.
 */
export const canReachWorkspace = (principal: Principal, workspaceId: string | null): boolean => {
  const listed = workspaceRightsOf(principal);
  return listed.length === 0 || (workspaceId !== null && listed.includes(workspaceId));
};

/**
 * Whether a person is within the actor's workspaces: an unscoped actor (empty list) reaches
 * everyone; a scoped one reaches a person only through a general workspace they share. A person in
 * no workspace is no exception: scoping fails closed, so only unscoped actors reach them (the main
 * user places them; see unplacedPeople). Lists that filter people in SQL apply the same rule
 * (directory.queries' reachableWorkspaceIds, checked against this function in command-api).
 */
export const canReachPerson = (principal: Principal, personWorkspaceIds: readonly string[]): boolean => {
  const listed = workspaceRightsOf(principal);
  return listed.length === 0 || personWorkspaceIds.some((id) => listed.includes(id));
};

/**
 * The filter a people query applies for this actor: null for an unscoped actor (everyone), else the
 * workspaces a person must share one of. An empty person list never matches a non-null filter.
 */
export const personScopeFilter = (principal: Principal): readonly string[] | null => (isUnscoped(principal) ? null : workspaceRightsOf(principal));

/** A manager persona who looks at people's hours: confirms, adds or edits them, or holds manager rights. */
export const seesPeoplesHours = (principal: Principal): boolean =>
  (["work-time.confirm", "work-time.edit-for-users", "work-time.add-for-users", "manager.rights"] as const).some((action) =>
    can(principal, action, { companyId: principal.companyId }),
  );

/** A stored upload a request body names by id: who uploaded it, and that person's general workspaces. */
export interface NamedUpload {
  readonly uploaderId: string;
  readonly uploaderWorkspaceIds: readonly string[];
}

/**
 * Whether the actor may name an upload in a body (attach it to a record they write). Naming a file
 * is reading it (it downloads through the record), so it must be the actor's own upload, or, for a
 * manager who looks at people's hours, an upload of a person within their workspace scope. A
 * co-worker's upload is never enough, whatever the co-worker's workspaces.
 */
export const mayNameUpload = (principal: Principal, upload: NamedUpload): boolean =>
  upload.uploaderId === principal.userId || (seesPeoplesHours(principal) && canReachPerson(principal, upload.uploaderWorkspaceIds));

/**
 * One's own timesheet and overview (the dashboard's Today and pay period): the worker persona needs
 * can_see_timesheets_or_overview; a manager persona sees their own hours with their people's.
 */
export const seesOwnTimesheet = (principal: Principal): boolean =>
  principal.persona !== "worker" || can(principal, "timesheet.view-own", { companyId: principal.companyId });

export const hasPermission = (principal: Principal, key: PermissionKey): boolean => effectivePermissions(principal.rights).has(key);

/** The one access check: every command, query and the web's visibility rules ask it. */
export const decideAccess = (principal: Principal, action: Action, scope: AccessScope): AccessDecision => {
  const rule: Rule = accessRules[action];
  if (rule.crossCompany !== true && scope.companyId !== principal.companyId) return { allowed: false, reason: "company" };
  if (!rule.personas.includes(principal.persona)) return { allowed: false, reason: "persona" };
  const held = effectivePermissions(principal.rights);
  if (rule.anyOf.length > 0 && !rule.anyOf.some((key) => held.has(key))) return { allowed: false, reason: "permission" };
  if (rule.mainUser === true && !principal.isMainUser) return { allowed: false, reason: "main_user" };
  if (rule.self === true && scope.targetUserId !== undefined && scope.targetUserId !== principal.userId) return { allowed: false, reason: "self" };
  if (scope.workspaceId != null && !canReachWorkspace(principal, scope.workspaceId)) return { allowed: false, reason: "workspace" };
  return { allowed: true };
};

export const can = (principal: Principal, action: Action, scope: AccessScope): boolean => decideAccess(principal, action, scope).allowed;

/** `can` or a 403 ForbiddenError with code `forbidden_<reason>`. */
export const authorize = (principal: Principal, action: Action, scope: AccessScope): void => {
  const decision = decideAccess(principal, action, scope);
  if (!decision.allowed) throw new ForbiddenError("You are not allowed to do this", `forbidden_${decision.reason}`);
};

/** Role ids an editor may offer in the rights form (clarification 10): 3 always, 2 to admins, 1 to managers. */
export const assignableRoleIds = (editor: Pick<Principal, "isAdmin" | "isManager">): number[] => {
  const ids: number[] = [roleIds.worker];
  if (editor.isAdmin) ids.push(roleIds.admin);
  if (editor.isManager) ids.push(roleIds.manager);
  return ids;
};

/** The fields of GET /api/current-user that access depends on (the web builds its Principal from them). */
export interface CurrentUserAccessFields {
  readonly id: string;
  readonly is_admin: boolean;
  readonly is_manager: boolean;
  readonly is_main_user: boolean;
  readonly company_id: string;
  readonly default_company: { readonly id: string } | null;
  readonly user_rights: Rights;
}

/** The same Principal the API builds, from the current user and the persona in use. */
export const principalFromCurrentUser = (user: CurrentUserAccessFields, persona: AccessPersona): Principal => ({
  userId: user.id,
  companyId: user.default_company?.id ?? user.company_id,
  persona,
  isAdmin: user.is_admin,
  isManager: user.is_manager,
  isMainUser: user.is_main_user,
  rights: user.user_rights,
});
