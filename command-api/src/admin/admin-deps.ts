import type { Kysely } from "kysely";
import type { Bus } from "@workledger/bus";
import type { EventStore } from "@workledger/event-store";
import type { Database } from "@workledger/projections";
import type { ReadModels } from "../read-your-writes/read-models.ts";

/** What the admin pages' routes need, passed explicitly. */
export interface AdminDeps {
  readonly eventStore: EventStore;
  /** Session revocations (an erased person is signed out everywhere) are signalled on it. */
  readonly bus: Bus;
  readonly db: Kysely<Database>;
  readonly readModels: ReadModels;
  readonly clock: () => Date;
  readonly readYourWritesTimeoutMs: number;
}
