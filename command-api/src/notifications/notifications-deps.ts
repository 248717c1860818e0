import type { Kysely } from "kysely";
import type { EventStore } from "@workledger/event-store";
import type { Database } from "@workledger/projections";
import type { ReadModels } from "../read-your-writes/read-models.ts";

/** What the notification slices need, passed explicitly. */
export interface NotificationsDeps {
  readonly eventStore: EventStore;
  readonly db: Kysely<Database>;
  readonly readModels: ReadModels;
  readonly clock: () => Date;
  readonly readYourWritesTimeoutMs: number;
  readonly newId?: () => string;
}
