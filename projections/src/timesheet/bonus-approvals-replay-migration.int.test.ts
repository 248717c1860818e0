import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@workledger/event-store/testing";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../database.ts";
import { createKysely } from "../kysely.ts";
import { migrateToLatest } from "../migrations/migrations.ts";
import { countRows, migrateOnly } from "../migrations/migrations.testing.ts";
import { readCheckpoint } from "../runner/checkpoints.queries.ts";

const replay = "2026-11-28-7000-bonus-approvals-replay";

for (const kind of testDatabaseKinds) {
  describe(`the bonus-approvals replay migration (${kind})`, () => {
    let testDb: TestDatabase;
    let db: Kysely<Database>;
    beforeAll(async () => {
      testDb = await createTestDatabase(kind);
      db = createKysely(testDb.database.pool);
    });
    afterAll(async () => testDb?.drop());

    it("empties the timesheet and reports read models once and sets both back to the start as rebuilding, leaving the write-side claims", async () => {
      await migrateOnly(db, (n) => n < replay);
      // Read models built before the projections applied approved bonuses, checkpointed ahead.
      await sql`INSERT INTO projection_checkpoints (name, position_commit, position_prepare, status, events_seen) VALUES ('timesheet', 9, 9, 'running', 5), ('reports', 9, 9, 'running', 5), ('audit', 9, 9, 'running', 5)`.execute(db);
      await sql`INSERT INTO report_month_figures (company_id, worker_id, month, fingerprint, logs, figures, engine_version) VALUES ('co-1', 'u-1', '2026-11', 'f', 1, '{}'::jsonb, 'v1')`.execute(db);
      await sql`INSERT INTO work_id_claims (company_id, work_id, worker_id) VALUES ('co-1', 'w-1', 'u-1')`.execute(db);
      expect(await countRows(db, "report_month_figures")).toBe("1");

      await migrateToLatest(db);
      for (const table of ["timesheet_logs", "timesheet_log_history", "report_entry_versions", "report_month_figures"]) expect(await countRows(db, table)).toBe("0");
      expect(await readCheckpoint(db, "timesheet")).toMatchObject({ position: { commit: 0n, prepare: 0n }, status: "rebuilding" });
      expect(await readCheckpoint(db, "reports")).toMatchObject({ position: { commit: 0n, prepare: 0n }, status: "rebuilding" });
      // Other read models keep their place, and the write-side claims are not a projection's.
      expect(await readCheckpoint(db, "audit")).toMatchObject({ position: { commit: 9n, prepare: 9n }, status: "running" });
      expect(await countRows(db, "work_id_claims")).toBe("1");

      // Once: a second start migrates nothing and leaves the caught-up checkpoints alone.
      await sql`UPDATE projection_checkpoints SET position_commit = 9, position_prepare = 9, status = 'running' WHERE name IN ('timesheet', 'reports')`.execute(db);
      await migrateToLatest(db);
      expect(await readCheckpoint(db, "timesheet")).toMatchObject({ position: { commit: 9n, prepare: 9n }, status: "running" });
    });
  });
}
