import type { Kysely } from "kysely";

/**
 * The process that is working on an idempotent command (`command_replays.owner`, its presence id):
 * a retry after that process died is taken over at once instead of being refused until a timeout,
 * since a live process holds a presence lock that a dead one has lost with its connection. Rows
 * written before this column have no owner and keep the old rule (free after a minute).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("command_replays").addColumn("owner", "integer").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("command_replays").dropColumn("owner").execute();
}
