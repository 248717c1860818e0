import { createPostgresEventStore } from "@workledger/event-store";
import { createTestDatabase, newTestEvent, testDatabaseKinds, type TestDatabase } from "@workledger/event-store/testing";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../database.ts";
import { createKysely } from "../kysely.ts";
import { migrateToLatest } from "../migrations/migrations.ts";
import { countRows, migrateOnly } from "../migrations/migrations.testing.ts";
import { readCheckpoint } from "../runner/checkpoints.queries.ts";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { auditProjection } from "./audit.projection.ts";

const before = "2026-11-26-4001-reports";

for (const kind of testDatabaseKinds) {
  describe(`the audit-changes migration on a database that already had an audit log (${kind})`, () => {
    let testDb: TestDatabase;
    let db: Kysely<Database>;
    beforeAll(async () => {
      testDb = await createTestDatabase(kind);
      db = createKysely(testDb.database.pool);
    });
    afterAll(async () => testDb?.drop());

    it("empties the log once, marks the audit read model rebuilding, and the runner's catch-up fills it again", async () => {
      const store = await createPostgresEventStore(testDb.database.pool, { pollIntervalMs: 5 });
      await migrateOnly(db, (n) => n <= before);
      const last = (await store.appendToStream("work-time-co-1-w-1", [newTestEvent({ companyId: "co-1" }), newTestEvent({ companyId: "co-1" })], "no_stream")).position;
      // An audit log built by the old projection, checkpointed at the head.
      await sql`INSERT INTO audit_events (position_commit, position_prepare, event_id, stream_name, revision, type, schema_version, company_id, actor_id, persona, source, command_id, correlation_id, causation_id, occurred_at, recorded_at, data)
        VALUES (${String(last.commit)}, ${String(last.prepare)}, 'old', 'work-time-co-1-w-1', 1, 'TestHappened', 1, 'co-1', 'u', 'worker', 'web', 'c', 'c', NULL, now(), now(), '{}')`.execute(db);
      await sql`INSERT INTO projection_checkpoints (name, position_commit, position_prepare, status, events_seen) VALUES ('audit', ${String(last.commit)}, ${String(last.prepare)}, 'running', 2)`.execute(db);

      await migrateToLatest(db);
      expect(await countRows(db, "audit_events")).toBe("0");
      expect(await readCheckpoint(db, "audit")).toMatchObject({ position: { commit: 0n, prepare: 0n }, status: "rebuilding" });
      // Once: a second start migrates nothing and leaves the log alone.
      await sql`INSERT INTO audit_entity_state (stream_name, entity, fields) VALUES ('s', 'e', '{}')`.execute(db);
      await migrateToLatest(db);
      expect(await countRows(db, "audit_entity_state")).toBe("1");
      await sql`DELETE FROM audit_entity_state`.execute(db);

      const runner = createProjectionRunner({ db, store }, [auditProjection], { logger: silentLogger, batchSize: 1 });
      await runner.start();
      await waitForPosition(db, "audit", last, { timeoutMs: 10_000 });
      expect(await countRows(db, "audit_events")).toBe("2");
      expect((await readCheckpoint(db, "audit"))?.status).toBe("running");
      await runner.stop();
      await store.close();
    });
  });
}
