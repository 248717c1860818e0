import { randomUUID } from "node:crypto";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import { expect } from "vitest";
import { createPostgresEventStore, openDatabase } from "@workledger/event-store";
import { createTestDatabase, type TestDatabase } from "@workledger/event-store/testing/index.ts";
import { createKysely, rebuildProjection, silentLogger, timesheetProjection } from "@workledger/projections";
import { killHard, startWorkledger, waitUntil } from "./processes.ts";

/**
 * kill -9 of the API and of the projection process during a punch load, on the real PostgreSQL
 * (and NATS): afterwards every acknowledged punch exists exactly once, the timesheet equals a
 * replay, and the load resumed after each kill. Clients retry with the same work id and command id
 * until answered; a retry after the API's kill is answered at once (its claims are taken over),
 * so any 409 fails the run. `npm run soak` runs it for SOAK_SECONDS (default 40); the test
 * command runs a short one.
 */
/** A process's start (tsx compiles the app first) takes seconds on a quiet machine, minutes on a loaded 2-core one. */
const STARTUP_MS = 300_000;

export const killNineScenario = async (SECONDS: number): Promise<void> => {
  const PORT = String(20_000 + Math.floor(Math.random() * 20_000));
  const base = `http://127.0.0.1:${PORT}/api`;
  const WORKERS = 4;
  const ns = `wl_soak_${randomUUID().slice(0, 8)}`;
  let testDb: TestDatabase | undefined;
  const children: ReturnType<typeof startWorkledger>[] = [];
  try {
    testDb = await createTestDatabase("postgres");
    if (testDb.config.kind !== "postgres") throw new Error("postgres only");
    const env = { DATABASE_URL: testDb.config.url, NATS_URL: process.env.NATS_URL ?? "nats://127.0.0.1:4222", NATS_STREAM: ns.toUpperCase(), NATS_SUBJECT_PREFIX: ns, PORT };
    let api = startWorkledger("api", env);
    let projections = startWorkledger("projections", env);
    children.push(api, projections);
    await waitUntil("the API", async () => (await fetch(`${base}/health`)).ok, STARTUP_MS);
    const csrf = ((await (await fetch(`${base}/sanctum/csrf-cookie`)).json()) as { csrf_token: string }).csrf_token;
    const call = async (path: string, token: string | undefined, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-xsrf-token": csrf, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
    };
    const people: { token: string; companyId: string }[] = [];
    for (let i = 0; i < WORKERS; i++) {
      const email = `soak-${randomUUID().slice(0, 8)}@x.io`;
      const password = "Soak-Passw0rd!x";
      const signup = await call("/signup", undefined, { email, password, password_confirmation: password, terms: true, company_name: `Soak ${i}`, first_name: "S", last_name: "K" });
      expect(signup.status, JSON.stringify(signup.body)).toBe(201);
      const token = signup.body.access_token as string;
      // The API answers before the projection process has built the directory: read until it shows the company.
      let companyId: string | undefined;
      await waitUntil("the new company in current-user", async () => {
        const me = (await (await fetch(`${base}/current-user`, { headers: { authorization: `Bearer ${token}` } })).json()) as { default_company?: { id: string } | null };
        companyId = me.default_company?.id;
        return companyId !== undefined;
      }, STARTUP_MS);
      people.push({ token, companyId: companyId! });
    }

    const acknowledged: { type: "start" | "stop"; workId: string; commandId: string }[] = [];
    const served: number[] = []; // acknowledgements per phase: before kills, after the API kill, after the projections kill
    let phase = 0;
    let running = true;
    const punchLoop = async (p: (typeof people)[number]) => {
      let workId = randomUUID();
      let next: "start" | "stop" = "start";
      while (running) {
        const commandId = `soak-${randomUUID()}`;
        // Retry the same command (same work id, same command id) until the API answers.
        for (;;) {
          const answer = await call(`/companies/${p.companyId}/works/${next}`, p.token, { work_id: workId }, { "x-command-id": commandId }).catch(() => undefined);
          if (answer === undefined || answer.status >= 500) {
            await new Promise((r) => setTimeout(r, 100));
            continue;
          }
          if (answer.status < 300) {
            acknowledged.push({ type: next, workId, commandId });
            served[phase] = (served[phase] ?? 0) + 1;
            if (next === "stop") workId = randomUUID();
            next = next === "start" ? "stop" : "start";
          } else {
            throw new Error(`unexpected answer to ${next}: ${answer.status} ${JSON.stringify(answer.body)}`);
          }
          break;
        }
      }
    };
    const loops = Promise.all(people.map(punchLoop));
    // A refused punch ends the load at once; `await loops` below reports it.
    loops.catch(() => (running = false));
    const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
    await sleep(SECONDS / 4);
    await killHard(api);
    api = startWorkledger("api", env);
    children.push(api);
    await waitUntil("the API after kill -9", async () => (await fetch(`${base}/health`)).ok, STARTUP_MS);
    phase = 1;
    await sleep(SECONDS / 4);
    await killHard(projections);
    phase = 2;
    await sleep(SECONDS / 8);
    projections = startWorkledger("projections", env);
    children.push(projections);
    await sleep(SECONDS / 4);
    expect(served[2] ?? 0, "punches while the projections were down or restarting").toBeGreaterThan(0);
    running = false;
    await loops;
    expect(served[0], "punches before the kills").toBeGreaterThan(0);
    expect(served[1], "punches after the API came back").toBeGreaterThan(0);
    expect(served[2], "punches after the projection kill").toBeGreaterThan(0);
    console.log(`soak: ${acknowledged.length} acknowledged punches in ${SECONDS} s (before the kills ${served[0]}, after the API kill ${served[1]}, after the projections kill ${served[2]})`);

    const database = await openDatabase(testDb.config);
    try {
      const pool = database.pool;
      const typeOf = { start: "WorkStarted", stop: "WorkStopped" } as const;
      const { rows } = await pool.query<{ type: string; work_id: string; command_id: string }>(
        "select type, data->>'workId' as work_id, metadata->>'commandId' as command_id from wl_events where type in ('WorkStarted','WorkStopped')",
      );
      const count = new Map<string, number>();
      for (const r of rows) count.set(`${r.type}/${r.work_id}`, (count.get(`${r.type}/${r.work_id}`) ?? 0) + 1);
      const wrong = acknowledged.filter((a) => count.get(`${typeOf[a.type]}/${a.workId}`) !== 1);
      expect(wrong).toEqual([]);
      expect([...count.values()].every((n) => n === 1)).toBe(true);

      // The projection process catches up after its restart; then stop it and compare with a replay.
      const store = await createPostgresEventStore(pool);
      const db = createKysely(pool);
      const head = await store.headPosition();
      await waitUntil("the timesheet to catch up", async () => {
        const cp = await db.selectFrom("projection_checkpoints").select(["position_commit", "position_prepare"]).where("name", "=", "timesheet").executeTakeFirst();
        return cp !== undefined && (BigInt(cp.position_commit) > head.commit || (BigInt(cp.position_commit) === head.commit && BigInt(cp.position_prepare) >= head.prepare));
      }, STARTUP_MS);
      await killHard(api);
      await killHard(projections);
      const snapshot = async () =>
        (await pool.query("select work_id, company_id, worker_id, date, start_at, end_at, pauses, status, worked_seconds, pause_seconds from timesheet_logs order by work_id")).rows;
      const live = await snapshot();
      expect(live.length).toBe(acknowledged.filter((a) => a.type === "start").length);
      await rebuildProjection({ db, store }, timesheetProjection, { logger: silentLogger });
      expect(await snapshot()).toEqual(live);
      await store.close();
    } finally {
      await database.close();
    }
  } finally {
    for (const c of children) await killHard(c);
    await testDb?.drop();
    const nc = await connect({ servers: process.env.NATS_URL ?? "nats://127.0.0.1:4222" });
    await (await jetstreamManager(nc)).streams.delete(ns.toUpperCase()).catch(() => undefined);
    await nc.close();
  }
};
