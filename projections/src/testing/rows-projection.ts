import type { RecordedEvent } from "@workledger/event-store";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";

/**
 * A projection into its own table `table` (one row per applied event), for runner tests: a
 * duplicate apply violates the primary key, a lost one shows as a missing row.
 */
export const createRowsProjection = (
  name: string,
  table: string,
  options: {
    readonly eventTypes?: readonly string[];
    readonly beforeApply?: (event: RecordedEvent) => Promise<void> | void;
  } = {},
): Projection & { createTable(db: Kysely<Database>): Promise<void> } => ({
  name,
  tables: [table],
  ...(options.eventTypes === undefined ? {} : { eventTypes: options.eventTypes }),
  createTable: async (db) => {
    await sql`create table ${sql.table(table)} (
      event_id uuid primary key,
      position_commit bigint not null,
      position_prepare bigint not null,
      stream_name text not null,
      type text not null,
      data jsonb not null
    )`.execute(db);
  },
  apply: async (trx: Transaction<Database>, event) => {
    await options.beforeApply?.(event);
    await sql`insert into ${sql.table(table)} values (
      ${event.id}, ${String(event.position.commit)}, ${String(event.position.prepare)}, ${event.streamName}, ${event.type}, ${JSON.stringify(event.data)}
    )`.execute(trx);
  },
});
