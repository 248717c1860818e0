import { Migrator, sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import { migrations } from "./migrations.ts";

/**
 * For migration tests: runs only the read-model migrations whose names `keep` accepts, so a
 * database stands as an earlier release left it before the migration under test runs.
 */
export const migrateOnly = async (db: Kysely<Database>, keep: (name: string) => boolean): Promise<void> => {
  const names = Object.keys(migrations).filter(keep);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => Object.fromEntries(names.map((n) => [n, migrations[n]!])) } });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) throw error;
};

/** A table's row count, as text (PostgreSQL's bigint). */
export const countRows = async (db: Kysely<Database>, table: string): Promise<string> =>
  (await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n;
