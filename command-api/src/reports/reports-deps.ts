import type { Kysely } from "kysely";
import type { Database } from "@workledger/projections";
import type { ReadModels } from "../read-your-writes/read-models.ts";

/** What the report routes need, passed explicitly. */
export interface ReportsDeps {
  readonly db: Kysely<Database>;
  readonly readModels: ReadModels;
  readonly clock: () => Date;
  readonly readYourWritesTimeoutMs: number;
}
