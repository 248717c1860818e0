import { seesOwnTimesheet } from "@workledger/domain/identity/access.ts";
import { principalOf } from "../../app/access/principal.ts";
import { useSession } from "../../app/session/use-session.ts";
import { zoneOr } from "./work-time-format.ts";

export interface WorkTimeContext {
  readonly companyId: string;
  readonly userId: string;
  readonly persona: "worker" | "manager" | "admin";
  /** The company zone: the company's, else Europe/Helsinki (clarification 39). */
  readonly zone: string;
  readonly can: (permission: string) => boolean;
  /** One's own timesheet and overview (the API's rule: the worker persona needs can_see_timesheets_or_overview). */
  readonly seesOwnTimesheet: boolean;
}

export const useWorkTimeContext = (): WorkTimeContext => {
  const session = useSession();
  const company = session?.company as { readonly id?: string | number; readonly timezone?: string | null } | null | undefined;
  return {
    companyId: String(company?.id ?? ""),
    userId: String(session?.user.id ?? ""),
    persona: session?.persona ?? "worker",
    zone: zoneOr(company?.timezone),
    can: (permission) => session?.permissions.has(permission) ?? false,
    seesOwnTimesheet: session !== null && seesOwnTimesheet(principalOf({ persona: session.persona, permissions: session.permissions })),
  };
};

/** A manager persona who may look at people's hours (the API's rule for /workers/timesheet). */
export const seesPeoplesHours = (context: WorkTimeContext): boolean =>
  context.persona === "manager" &&
  ["can_confirm_work_hours", "can_edit_work_hours_of_users", "can_add_work_hours_of_users", "has_manager_rights"].some(context.can);
