import { randomUUID } from "node:crypto";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServerUrl } from "@workledger/event-store/testing/index.ts";
import { startProcess, type RunningProcess } from "@workledger/command-api/server.ts";
import { killHard, startWorkledger, waitUntil } from "./soak/processes.ts";

const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";

const admin = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
};

/**
 * An API process killed with kill -9 in the middle of a punch leaves that punch's idempotency claim
 * behind. The client's retry, sent to another API process, must be answered at once (the claim's
 * owner is known to be dead: its presence lock went with its connection), the punch recorded once,
 * whether the killed process reached the ledger or not. While the first process lives, the same
 * retry is told the request is still being handled.
 *
 * The killed API is a real child process; the other API and the projection runner run in this one
 * (their own pools, their own presence id). All three start at once on an empty database.
 */
describe("a retry after kill -9 of the API that was handling it", () => {
  const name = `wl_test_${randomUUID().replaceAll("-", "")}`;
  const ns = `wl_test_${randomUUID().slice(0, 8)}`;
  const ports = [0, 1].map(() => String(20_000 + Math.floor(Math.random() * 20_000)));
  const env = { DATABASE_URL: testServerUrl(name), NATS_URL: natsUrl, NATS_STREAM: ns.toUpperCase(), NATS_SUBJECT_PREFIX: ns, LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent" };
  const doomed: ReturnType<typeof startWorkledger>[] = [];
  const running: RunningProcess[] = [];
  let db: pg.Pool | undefined;

  beforeAll(async () => admin(`CREATE DATABASE ${name}`));
  afterAll(async () => {
    for (const child of doomed) await killHard(child);
    for (const p of running) await p.stop().catch(() => undefined);
    await db?.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const nc = await connect({ servers: natsUrl });
    await (await jetstreamManager(nc)).streams.delete(env.NATS_STREAM).catch(() => undefined);
    await nc.close();
  }, 120_000);

  const t0 = Date.now();
  const step = (what: string) => console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);
  it("is answered by the next process at once, and the punch is in the ledger exactly once", { timeout: 600_000 }, async () => {
    // Four processes start together on the empty database (the start-up lock lets them take turns):
    // two API processes to kill, one to survive, and the projection runner.
    doomed.push(...ports.map((port) => startWorkledger("api", { ...env, PORT: port })));
    const [projections, survivor] = await Promise.all([startProcess("projections", env), startProcess("api", { ...env, PORT: "0" })]);
    running.push(projections, survivor);
    step("in-process API and projections up");
    const doomedUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    // A child's start (tsx compiles the app first) takes seconds on a quiet machine, minutes on a loaded 2-core one.
    for (const url of doomedUrls) await waitUntil("the child APIs", async () => (await fetch(`${url}/api/health`)).ok, 300_000);
    step("child APIs up");
    const doomedUrl = doomedUrls[0]!;
    db = new pg.Pool({ connectionString: env.DATABASE_URL, max: 3 });

    const csrf = ((await (await fetch(`${survivor.url}/api/sanctum/csrf-cookie`)).json()) as { csrf_token: string }).csrf_token;
    const password = "Crash-Passw0rd!x";
    const signup = await fetch(`${survivor.url}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": csrf },
      body: JSON.stringify({ email: `crash-${randomUUID().slice(0, 8)}@x.io`, password, password_confirmation: password, terms: true, company_name: "Crash Oy", first_name: "K", last_name: "N" }),
    });
    expect(signup.status).toBe(201);
    const { access_token: token, user } = (await signup.json()) as { access_token: string; user: { id: string; default_company: { id: string } } };
    const companyId = user.default_company.id;
    const punch = (url: string, action: "start" | "stop", workId: string, commandId: string) =>
      fetch(`${url}/api/companies/${companyId}/works/${action}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-xsrf-token": csrf, authorization: `Bearer ${token}`, "x-command-id": commandId },
        body: JSON.stringify({ work_id: workId }),
      });
    const pendingClaim = (commandId: string) =>
      waitUntil("the doomed API's claim", async () => {
        const { rows } = await db!.query("SELECT 1 FROM command_replays WHERE key = $1 AND status IS NULL", [`command:${commandId}`]);
        return rows.length === 1;
      });
    /** A statement of the doomed API waits on the test's lock: the kill lands exactly there. */
    const blockedOn = (statement: string) =>
      waitUntil(`a statement blocked on ${statement}`, async () => {
        const { rows } = await db!.query(
          "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE $1",
          [`%${statement}%`],
        );
        return rows.length > 0;
      });
    const startsOf = async (workId: string) =>
      Number((await db!.query<{ n: string }>("SELECT count(*) AS n FROM wl_events WHERE type = 'WorkStarted' AND data->>'workId' = $1", [workId])).rows[0]!.n);

    // A first work through the doomed API: the worker's stream exists from here on.
    const first = randomUUID();
    expect((await punch(doomedUrl, "start", first, `c-${randomUUID()}`)).status).toBe(201);
    expect((await punch(doomedUrl, "stop", first, `c-${randomUUID()}`)).status).toBe(200);

    // 1. Killed before the ledger: the doomed API waits on the work-id claim a test transaction holds.
    const neverRecorded = randomUUID();
    const commandA = `c-${randomUUID()}`;
    const holder = await db.connect();
    await holder.query("BEGIN");
    await holder.query("INSERT INTO work_id_claims (company_id, work_id, worker_id) VALUES ($1, $2, $3)", [companyId, neverRecorded, user.id]);
    const lost = punch(doomedUrl, "start", neverRecorded, commandA).catch(() => undefined);
    step("signed up, first work");
    await pendingClaim(commandA);
    step("claim pending");
    const whileAlive = await punch(survivor.url!, "start", neverRecorded, commandA);
    expect(whileAlive.status, "a retry while the first process still works on it").toBe(409);
    expect(((await whileAlive.json()) as { code: string }).code).toBe("request_in_progress");
    await holder.query("ROLLBACK");
    holder.release();
    await lost;

    // Not killed yet, so it finished: the retry replays its answer.
    expect((await punch(survivor.url!, "start", neverRecorded, commandA)).status).toBe(201);
    expect((await punch(survivor.url!, "stop", neverRecorded, `c-${randomUUID()}`)).status).toBe(200);

    // 2. Killed mid-request, twice: once before its punch reached the ledger, once after.
    for (const [i, reached] of [false, true].entries()) {
      const workId = randomUUID();
      const commandId = `c-${randomUUID()}`;
      const blocker = await db.connect();
      await blocker.query("BEGIN");
      if (reached) {
        // The append waits on the stream row; the killed process's statement still commits once the row is free.
        await blocker.query("SELECT 1 FROM wl_streams WHERE stream_name LIKE $1 FOR UPDATE", [`%${user.id}%`]);
      } else {
        await blocker.query("INSERT INTO work_id_claims (company_id, work_id, worker_id) VALUES ($1, $2, $3)", [companyId, workId, user.id]);
      }
      const inFlight = punch(doomedUrls[i]!, "start", workId, commandId).catch(() => undefined);
      await pendingClaim(commandId);
      await blockedOn(reached ? "INSERT INTO wl_events" : "INSERT INTO work_id_claims");
      step(`blocked (${reached})`);
      await killHard(doomed[i]!);
      await inFlight;
      await blocker.query("ROLLBACK");
      blocker.release();
      if (reached) await waitUntil("the killed process's append", async () => (await startsOf(workId)) === 1);

      step("killed, lock released");
      // The first retry after the kill is answered: no 409, no waiting for a timeout.
      const retry = await punch(survivor.url!, "start", workId, commandId);
      expect(retry.status, `${reached ? "recorded" : "not recorded"} before the kill: ${await retry.clone().text()}`).toBe(201);
      expect(((await retry.json()) as { work_id: string }).work_id).toBe(workId);
      expect(await startsOf(workId)).toBe(1);
      // Replayed from now on, by any process.
      expect((await punch(survivor.url!, "start", workId, commandId)).status).toBe(201);
      expect((await punch(survivor.url!, "stop", workId, `c-${randomUUID()}`)).status).toBe(200);
      expect(await startsOf(workId)).toBe(1);
    }
  });
});
