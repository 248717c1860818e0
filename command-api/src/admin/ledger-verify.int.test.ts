import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "./testing/admin-test-app.ts";

describe("admin ledger verification (tamper evidence) through the API on PostgreSQL", () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp("postgres");
  }, 180_000);
  afterAll(async () => t?.close());

  it("verifies the whole ledger and one stream for the admin; names the first broken link after a row is altered with SQL", async () => {
    const founder = await t.founder("Tampered Co");
    const pool = t.testDatabase.database.pool;
    const whole = await t.send("POST", "/api/admin/ledger/verify", t.adminToken, {});
    expect(whole.statusCode, whole.body).toBe(200);
    const total = Number((await pool.query<{ n: string }>("SELECT count(*)::text AS n FROM wl_events")).rows[0]!.n);
    expect(whole.json().data).toMatchObject({ supported: true, ok: true, events_checked: total, first_break: null });
    expect(whole.json().data.heads_digest).toMatch(/^[0-9a-f]{64}$/);

    const [target] = (
      await pool.query<{ stream_name: string; stream_revision: string; event_id: string }>(
        "SELECT stream_name, stream_revision::text AS stream_revision, event_id::text AS event_id FROM wl_events WHERE metadata->>'companyId' = $1 ORDER BY global_position LIMIT 1",
        [founder.companyId],
      )
    ).rows;
    const one = await t.send("POST", "/api/admin/ledger/verify", t.adminToken, { stream_name: target!.stream_name });
    expect(one.json().data).toMatchObject({ ok: true, streams_checked: 1, stream_name: target!.stream_name });

    await pool.query("UPDATE wl_events SET data = jsonb_set(data, '{name}', '\"Forged name\"') WHERE event_id = $1", [target!.event_id]);
    const broken = (await t.send("POST", "/api/admin/ledger/verify", t.adminToken, {})).json().data;
    expect(broken).toMatchObject({
      ok: false,
      first_break: { stream_name: target!.stream_name, revision: target!.stream_revision, event_id: target!.event_id, reason: "hash_mismatch" },
    });
    expect(broken.heads_digest).toBeNull();
  });

  it("refuses the manager persona and a worker", async () => {
    expect((await t.send("POST", "/api/admin/ledger/verify", t.managerToken, {})).statusCode).toBe(403);
    const founder = await t.founder("Other");
    expect((await t.send("POST", "/api/admin/ledger/verify", founder.token, {})).statusCode).toBe(403);
    expect((await t.send("POST", "/api/admin/ledger/verify", t.adminToken, { stream_name: "s".repeat(401) })).statusCode).toBe(400);
  });
});
