import type { RouteSlice } from "../build-app.ts";
import type { ReportsDeps } from "./reports-deps.ts";
import { reportsSlice } from "./reports.routes.ts";

/** Every route of the reports capability, for buildApp's slices. */
export const reportsSlices = (deps: ReportsDeps): readonly RouteSlice[] => [reportsSlice(deps)];
