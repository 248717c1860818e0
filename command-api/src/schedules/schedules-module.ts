import type { RouteSlice } from "../build-app.ts";
import { schedulesCommandsSlice } from "./schedules-commands.routes.ts";
import type { SchedulesDeps } from "./schedules-deps.ts";
import { schedulesPositionsSlice } from "./schedules-positions.routes.ts";
import { schedulesPresetsSlice } from "./schedules-presets.routes.ts";
import { schedulesQueriesSlice } from "./schedules-queries.routes.ts";

/** Every route of the schedules capability, for buildApp's slices. */
export const schedulesSlices = (deps: SchedulesDeps): readonly RouteSlice[] => [
  schedulesQueriesSlice(deps),
  schedulesPresetsSlice(deps),
  schedulesPositionsSlice(deps),
  schedulesCommandsSlice(deps),
];
