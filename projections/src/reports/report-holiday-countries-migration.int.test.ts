import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@workledger/event-store/testing";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../database.ts";
import { createKysely } from "../kysely.ts";
import { migrateToLatest } from "../migrations/migrations.ts";
import { countRows, migrateOnly } from "../migrations/migrations.testing.ts";
import { readCheckpoint } from "../runner/checkpoints.queries.ts";

const migration = "2026-11-29-2000-report-holiday-countries";

for (const kind of testDatabaseKinds) {
  describe(`the report holiday-countries migration (${kind})`, () => {
    let testDb: TestDatabase;
    let db: Kysely<Database>;
    beforeAll(async () => {
      testDb = await createTestDatabase(kind);
      db = createKysely(testDb.database.pool);
    });
    afterAll(async () => testDb?.drop());

    it("adds the history and sets the reports read model back to the start, so earlier preference changes are replayed into it", async () => {
      await migrateOnly(db, (n) => n < migration);
      // A reports read model built before it kept the holiday country, checkpointed ahead.
      await sql`INSERT INTO projection_checkpoints (name, position_commit, position_prepare, status, events_seen) VALUES ('reports', 9, 9, 'running', 5), ('timesheet', 9, 9, 'running', 5)`.execute(db);
      await sql`INSERT INTO report_month_figures (company_id, worker_id, month, fingerprint, logs, figures, totals, engine_version) VALUES ('co-1', 'u-1', '2026-11', 'f', 1, '{}', '{}', '3')`.execute(db);

      await migrateToLatest(db);
      expect(await countRows(db, "report_month_figures")).toBe("0");
      expect(await countRows(db, "report_holiday_countries")).toBe("0");
      expect(await readCheckpoint(db, "reports")).toMatchObject({ position: { commit: 0n, prepare: 0n }, status: "rebuilding" });
      // Other read models keep their place.
      expect(await readCheckpoint(db, "timesheet")).toMatchObject({ position: { commit: 9n, prepare: 9n }, status: "running" });
    });
  });
}
