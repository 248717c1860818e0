import { defaultWorkerRights, localDateTimeToInstant } from "@workledger/domain";
import type { Person, WorkTimeTestApp } from "../../work-time/testing/work-time-test-app.ts";

/** An instant at a local date and time in the companies' zone (Europe/Helsinki). */
export const at = (date: string, time: string): string => localDateTimeToInstant(date, time, "Europe/Helsinki");

/** A schedule manager's permissions (what the role of a manager who plans gives). */
export const managerRights = [...defaultWorkerRights.permissions, "can_manage_schedules", "has_manager_rights"];

/** The people a schedules test plans for and reads as. */
export interface SchedulesCast {
  /** The company's founder: plans for everyone. */
  readonly boss: Person;
  /** A worker who may see their own schedule. */
  readonly worker: Person;
  /** A colleague without can_see_schedules. */
  readonly peer: Person;
  /** A schedule manager of the North workspace only. */
  readonly scoped: Person;
  /** A worker of the South workspace (out of `scoped`'s reach). */
  readonly southWorker: Person;
  /** The founder of another company. */
  readonly other: Person;
}

/**
 * The cast of the schedules API tests and the live-push tests: one company with a founder, a worker,
 * a colleague without schedule rights (both in North), a manager scoped to North and a worker of South,
 * and a second company's founder. Feature flags are the caller's (the two tests set them differently).
 */
export const schedulesCast = async (t: WorkTimeTestApp, companyName: string, otherCompanyName: string): Promise<SchedulesCast> => {
  const boss = await t.founder(companyName);
  const north = await t.workspace(boss, "North");
  const south = await t.workspace(boss, "South");
  // The worker and the colleague work in North: a person in no workspace is reached by unscoped managers only.
  const worker = await t.person(boss, defaultWorkerRights.permissions, { generalWorkspaces: [north] });
  const peer = await t.person(boss, defaultWorkerRights.permissions.filter((p) => p !== "can_see_schedules"), { generalWorkspaces: [north] });
  const scoped = await t.person(boss, managerRights, { roleId: 1, managerWorkspaces: [north] });
  const southWorker = await t.person(boss, defaultWorkerRights.permissions, { generalWorkspaces: [south] });
  const other = await t.founder(otherCompanyName);
  return { boss, worker, peer, scoped, southWorker, other };
};
