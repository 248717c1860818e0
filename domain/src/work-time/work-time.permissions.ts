import type { Persona } from "@workledger/event-schemas";
import { forbidden } from "./work-time.errors.ts";

/**
 * Who may change whose work time. Rights arrive as a plain set of permission strings (the identity
 * model resolves roles and workspace scopes before the command gets here).
 */
export const workTimePermissions = {
  editOwn: "can_edit_own_work_time",
  addOfUsers: "can_add_work_hours_of_users",
  editOfUsers: "can_edit_work_hours_of_users",
  confirm: "can_confirm_work_hours",
} as const;

export interface WorkTimeActor {
  readonly actorId: string;
  readonly persona: Persona;
  readonly permissions: ReadonlySet<string> | readonly string[];
}

const has = (actor: WorkTimeActor, permission: string): boolean =>
  actor.permissions instanceof Set ? actor.permissions.has(permission) : (actor.permissions as readonly string[]).includes(permission);

const actsAsManager = (actor: WorkTimeActor): boolean => actor.persona === "manager" || actor.persona === "admin";

/** "manager": acting on people's hours; "worker": on one's own; "system": the scheduler. */
export type WorkTimeAuthority = "manager" | "worker" | "system";

/**
 * Manual logs: a manager persona with can_add / can_edit_work_hours_of_users, or the worker on their
 * own logs with can_edit_own_work_time; otherwise 'You have no rights to edit work time!'.
 */
export const workLogAuthority = (
  actor: WorkTimeActor,
  workerId: string,
  action: "add" | "edit",
): WorkTimeAuthority | null => {
  if (actsAsManager(actor) && has(actor, action === "add" ? workTimePermissions.addOfUsers : workTimePermissions.editOfUsers)) {
    return "manager";
  }
  if (actor.actorId === workerId && has(actor, workTimePermissions.editOwn)) return "worker";
  return null;
};

export const assertWorkLogAuthority = (actor: WorkTimeActor, workerId: string, action: "add" | "edit"): WorkTimeAuthority => {
  const authority = workLogAuthority(actor, workerId, action);
  if (authority === null) throw forbidden("no_rights_to_edit_work_time");
  return authority;
};

/** Confirmed logs are frozen for the worker; a manager with edit rights may still correct them. */
export const assertMayChangeLog = (authority: WorkTimeAuthority, log: { readonly confirmed: boolean }): void => {
  if (authority === "worker" && log.confirmed) throw forbidden("work_log_confirmed");
};

/**
 * Punches: a worker punches their own work (device rights such as can_register_own_work_time_from_computer
 * are checked where the device is known, at the API edge); punching for someone else takes
 * can_edit_work_hours_of_users; the system persona punches automatically.
 */
export const assertPunchAuthority = (actor: WorkTimeActor, workerId: string): WorkTimeAuthority => {
  if (actor.persona === "system") return "system";
  if (actor.actorId === workerId) return "worker";
  if (actsAsManager(actor) && has(actor, workTimePermissions.editOfUsers)) return "manager";
  throw forbidden("no_rights_to_edit_work_time");
};

export const canConfirmWorkTime = (actor: WorkTimeActor): boolean =>
  actsAsManager(actor) && has(actor, workTimePermissions.confirm);

export const assertCanConfirmWorkTime = (actor: WorkTimeActor): void => {
  if (!canConfirmWorkTime(actor)) throw forbidden("no_rights_to_confirm_work_time");
};
