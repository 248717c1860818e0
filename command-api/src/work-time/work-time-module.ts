import type { RouteSlice } from "../build-app.ts";
import { workFilesSlice } from "./work-files.routes.ts";
import { workTimeCommandsSlice } from "./work-time-commands.routes.ts";
import type { WorkTimeDeps } from "./work-time-deps.ts";
import { workTimeQueriesSlice } from "./work-time-queries.routes.ts";

/** Every route of the work-time ledger, for buildApp's slices. */
export const workTimeSlices = (deps: WorkTimeDeps): readonly RouteSlice[] => [workTimeCommandsSlice(deps), workTimeQueriesSlice(deps), workFilesSlice(deps)];
