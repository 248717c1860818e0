import type { Logger } from "pino";
import type { Bus } from "@workledger/bus";
import type { RouteSlice } from "../build-app.ts";
import { startScheduleChangePublisher, type RunningSchedulePublisher } from "./schedule-change-publisher.ts";
import { schedulesCommandsSlice } from "./schedules-commands.routes.ts";
import type { SchedulesDeps } from "./schedules-deps.ts";
import { schedulesPositionsSlice } from "./schedules-positions.routes.ts";
import { schedulesPresetsSlice } from "./schedules-presets.routes.ts";
import { schedulesQueriesSlice } from "./schedules-queries.routes.ts";

/** With a bus, the app also pushes schedule changes on the users_{id} channels (schedule-change-publisher.ts) while it runs. */
export interface SchedulesLive {
  readonly bus: Bus;
  readonly logger: Pick<Logger, "error" | "warn" | "info">;
}

const livePublisherSlice =
  (deps: SchedulesDeps, live: SchedulesLive): RouteSlice =>
  async (app) => {
    let running: RunningSchedulePublisher | undefined;
    app.addHook("onReady", async () => {
      running = await startScheduleChangePublisher({ eventStore: deps.eventStore, db: deps.db, bus: live.bus, logger: live.logger });
    });
    app.addHook("onClose", async () => {
      await running?.stop();
    });
  };

/** Every route of the schedules capability, for buildApp's slices. */
export const schedulesSlices = (deps: SchedulesDeps, live?: SchedulesLive): readonly RouteSlice[] => [
  schedulesQueriesSlice(deps),
  schedulesPresetsSlice(deps),
  schedulesPositionsSlice(deps),
  schedulesCommandsSlice(deps),
  ...(live === undefined ? [] : [livePublisherSlice(deps, live)]),
];
