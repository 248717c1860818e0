import type { RouteSlice } from "../build-app.ts";
import type { OrganisationDeps } from "../organisation/organisation-deps.ts";
import { payCalendarSlice } from "./pay-calendar.routes.ts";

/** Every route of the pay calendar, for buildApp's slices. */
export const payCalendarSlices = (deps: OrganisationDeps): readonly RouteSlice[] => [payCalendarSlice(deps)];
