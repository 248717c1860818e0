import { randomUUID } from "node:crypto";
import { personKeysOf, type Position } from "@workledger/event-store";
import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditProjection } from "../audit/audit.projection.ts";
import { directoryProjection } from "../directory/directory.projection.ts";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { timesheetProjection } from "../timesheet/timesheet.projection.ts";

const secrets = ["Maarika", "Tamm-Secret", "maarika.secret@example.test", "+372 5555 0101", "49001010000", "Pikk 1, Tallinn", "sick child at home"];
const rights = { user_role_id: null, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: [] };
const values = (end: string, comment: string) => ({ start: "2026-11-03T06:00:00.000Z", end, pauses: [], workTypeId: null, workspaceId: null, comment, workerComment: comment, bonus: null, tags: [], files: [] });

for (const kind of testDatabaseKinds) {
  describe(`erasure of a person across the event rows and read models on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const company = randomUUID();
    const person = randomUUID();
    const userStream = `user-${company}-${person}`;
    const append = async (stream: string, events: readonly { type: string; data: unknown }[]): Promise<Position> =>
      (await ctx.store.appendToStream(stream, events.map((e) => newTestEvent({ companyId: company, type: e.type, data: e.data })), "any")).position;
    const caughtUp = async (position: Position) => {
      for (const p of ["directory", "audit", "timesheet"]) await waitForPosition(ctx.db, p, position, { timeoutMs: 15_000 });
    };
    const everyTableText = async (): Promise<string[]> => {
      const { rows: tables } = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(ctx.db);
      const texts: string[] = [];
      for (const { table_name } of tables) {
        const { rows } = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(table_name)} t`.execute(ctx.db);
        texts.push(...rows.map((r) => `${table_name}: ${r.row}`));
      }
      return texts;
    };
    const workedTotal = async () => Number((await sql<{ s: string }>`select coalesce(sum(worked_seconds), 0)::text as s from timesheet_logs where worker_id = ${person}`.execute(ctx.db)).rows[0]!.s);

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await append(userStream, [
        {
          type: "UserAddedManually",
          data: {
            userId: person, companyId: company, email: "maarika.secret@example.test", firstName: "Maarika", lastName: "Tamm-Secret", language: "en", rights, isAdmin: false, addedBy: "admin-1",
            profile: { phone_numbers: ["+372 5555 0101"], addresses: ["Pikk 1, Tallinn"], id_code: "49001010000", worker_number: "W-7" },
          },
        },
        { type: "UserProfileUpdated", data: { changes: { last_name: "Tamm-Secret", phone_numbers: ["+372 5555 0101"] } } },
      ]);
      const work = `work-time-${company}-${person}-2026-11`;
      const last = await append(work, [
        { type: "WorkLogAdded", data: { workerId: person, workId: "a", workNumber: 1, date: "2026-11-03", values: values("2026-11-03T08:00:00.000Z", "sick child at home"), source: "web", workedSeconds: 7200, pauseSeconds: 0 } },
        { type: "WorkLogEdited", data: { workerId: person, workId: "a", date: "2026-11-03", previous: values("2026-11-03T08:00:00.000Z", "sick child at home"), next: values("2026-11-03T09:00:00.000Z", "sick child at home"), workedSeconds: 10800, pauseSeconds: 0 } },
      ]);
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [directoryProjection, auditProjection, timesheetProjection], { logger: silentLogger, batchSize: 50 });
      await runner.start();
      await caughtUp(last);
    });
    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("leaves no name, email, phone, id code, address or comment in any read model nor the raw event rows; totals and the chain hold", async () => {
      const before = await everyTableText();
      expect(before.some((t) => t.includes("Tamm-Secret"))).toBe(true);
      expect(before.some((t) => t.includes("sick child at home"))).toBe(true);
      const total = await workedTotal();
      expect(total).toBe(10800);

      await personKeysOf(ctx.store)!.erase({ companyId: company, personId: person }, "admin-1");
      await caughtUp(await append(userStream, [{ type: "UserErased", data: { by: "admin-1", erasedAt: "2026-11-28T16:00:00.000Z" } }]));

      const after = await everyTableText();
      const raw = (await sql<{ row: string }>`select to_jsonb(e)::text as row from wl_events e`.execute(ctx.db)).rows.map((r) => r.row);
      for (const secret of secrets) {
        expect(after.filter((t) => t.includes(secret)), secret).toEqual([]);
        expect(raw.filter((t) => t.includes(secret)), secret).toEqual([]);
      }
      const row = await ctx.db.selectFrom("directory_users").select(["first_name", "last_name", "erased_at"]).where("id", "=", person).executeTakeFirstOrThrow();
      expect([row.first_name, row.last_name]).toEqual(["Erased", "person"]);
      expect(row.erased_at).not.toBeNull();
      expect(await workedTotal()).toBe(total);
      expect((await ctx.store.verifyChain!()).ok).toBe(true);
    });
  });
}
