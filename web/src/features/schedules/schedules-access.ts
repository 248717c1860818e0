import type { Session } from "../../app/session/session.ts";
import { localOf } from "./timeline/local-time.ts";

const DEFAULT_TIME_ZONE = "Europe/Helsinki";

/** What /schedules offers the signed-in person (spec section 2; clarification 3 for the flag). */
export interface SchedulesAccess {
  readonly companyId: string;
  readonly userId: string;
  /** The company's time zone, Europe/Helsinki when it has none. */
  readonly zone: string;
  /** Today's local date in that zone. */
  readonly today: string;
  readonly active: boolean;
  /** A manager with can_manage_schedules plans on the resource timeline. */
  readonly manager: boolean;
  /** A worker with can_see_schedules reads their own schedule. */
  readonly worker: boolean;
  readonly shiftManagers: boolean;
}

type ScheduleCompany = { readonly id?: string | number; readonly timezone?: string | null; readonly schedule_active?: boolean; readonly shift_manager_active?: boolean };

/** The page's decision from the session, pure so that it is tested on its own (schedules-access.test.ts). */
export const schedulesAccessOf = (session: Session | null | undefined, now: Date = new Date()): SchedulesAccess => {
  const company = session?.company as ScheduleCompany | null | undefined;
  const zone = company?.timezone && company.timezone.trim() !== "" ? company.timezone : DEFAULT_TIME_ZONE;
  const can = (p: string) => session?.permissions.has(p) ?? false;
  return {
    companyId: String(company?.id ?? ""),
    userId: String(session?.user.id ?? ""),
    zone,
    today: localOf(now, zone).date,
    active: company?.schedule_active === true,
    manager: session?.persona === "manager" && can("can_manage_schedules"),
    worker: session?.persona !== "manager" && can("can_see_schedules"),
    shiftManagers: company?.shift_manager_active === true,
  };
};
