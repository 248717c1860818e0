import type { Kysely } from "kysely";
import type { EventStore } from "@workledger/event-store";
import type { Database } from "@workledger/projections";
import type { ReadModels } from "../read-your-writes/read-models.ts";

/** What the organisation slices need, passed explicitly. */
export interface OrganisationDeps {
  readonly eventStore: EventStore;
  readonly db: Kysely<Database>;
  readonly readModels: ReadModels;
  readonly clock: () => Date;
  readonly readYourWritesTimeoutMs: number;
  /** New entity ids (default: random UUIDs). */
  readonly newId?: () => string;
}
