import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";

/**
 * A projection whose rows depend on the order of each stream's events, for the parking tests:
 * one row per (company, stream) with the last amount (an `integer` column, as a bonus once was:
 * 3,000,000,000 does not fit), the amounts in apply order and how many were applied. A parked
 * event applied out of order, twice or not at all shows in `amounts` / `applied`.
 */
export const createStreamLedgerProjection = (
  name: string,
  table: string,
  options: { readonly amountType?: "integer" | "bigint"; readonly eventTypes?: readonly string[] } = {},
): Projection & { createTable(db: Kysely<Database>): Promise<void>; widenAmount(db: Kysely<Database>): Promise<void> } => ({
  name,
  tables: [table],
  ...(options.eventTypes === undefined ? {} : { eventTypes: options.eventTypes }),
  createTable: async (db) => {
    await sql`create table ${sql.table(table)} (
      company_id text not null,
      stream_name text not null,
      last_amount ${sql.raw(options.amountType ?? "integer")} not null,
      amounts text not null,
      applied integer not null,
      primary key (company_id, stream_name)
    )`.execute(db);
  },
  /** The fix an operator deploys: a migration widening the column. */
  widenAmount: async (db) => {
    await sql`alter table ${sql.table(table)} alter column last_amount type bigint`.execute(db);
  },
  apply: async (trx: Transaction<Database>, event) => {
    const amount = String((event.data as { amount: number }).amount);
    await sql`insert into ${sql.table(table)} as t values (${event.metadata.companyId}, ${event.streamName}, ${amount}::numeric, ${amount}, 1)
      on conflict (company_id, stream_name) do update
      set last_amount = excluded.last_amount, amounts = t.amounts || ',' || excluded.amounts, applied = t.applied + 1`.execute(trx);
  },
});
