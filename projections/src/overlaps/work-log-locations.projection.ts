import type { Transaction } from "kysely";
import { coordinatesText, type WorkStarted, type WorkStopped } from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";
import { scrubbingOnErasure, scrubWorkLocationsPerson } from "../erasure/person-erasure.scrub.ts";

type Located = WorkStarted | WorkStopped;

/**
 * The route coordinates of work logs: the start punch's location and the stop punch's. Only
 * punches that told where they happened write anything, so the ledger's other events cost nothing
 * here. Upserts keyed by company, worker and work id make a replay land on the same rows, and a
 * punch under another company's (or worker's) work id can never touch theirs.
 */
const applyLocation = async (trx: Transaction<Database>, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as Located;
  const text = coordinatesText(event.data.location);
  if (text === null) return;
  const column = event.type === "WorkStarted" ? "coordinates_start" : "coordinates_end";
  await trx
    .insertInto("work_log_locations")
    .values({
      work_id: event.data.workId,
      company_id: recorded.metadata.companyId,
      worker_id: event.data.workerId,
      coordinates_start: null,
      coordinates_end: null,
      [column]: text,
    })
    .onConflict((oc) => oc.columns(["company_id", "worker_id", "work_id"]).doUpdateSet({ [column]: text }))
    .execute();
};

export const workLogLocationsProjection: Projection = scrubbingOnErasure({
  name: "work-log-locations",
  eventTypes: ["WorkStarted", "WorkStopped"],
  tables: ["work_log_locations"],
  apply: applyLocation,
}, scrubWorkLocationsPerson);
