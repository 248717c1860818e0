import type { OrganisationDeps } from "../organisation/organisation-deps.ts";

/** What the schedules routes need, passed explicitly (the organisation slices' deps: store, db, read models, clock, ids). */
export type SchedulesDeps = OrganisationDeps;
