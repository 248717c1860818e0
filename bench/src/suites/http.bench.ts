import Fastify from "fastify";
import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { findTimesheetLog } from "@workledger/projections";
import { createWorkTimeTestApp, type Person } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { loadTest } from "../lib/autocannon.ts";
import { latencyStats, now, ratio } from "../lib/stats.ts";
import type { BenchContext, Figure } from "../lib/figure.ts";

/** Pause before each read-your-writes sample: longer than the projection runner's 20 ms batch delay. */
const QUIET_MS = 50;

/**
 * Punch over HTTP: real requests on a listening socket through the whole command path (session,
 * CSRF, rights, decide, append) vs a Fastify hello-world route in the same process; and the
 * read-your-writes lag, command answered -> row visible in the timesheet read model.
 */
export const httpBench = async (kind: TestDatabaseKind, ctx: BenchContext): Promise<Figure[]> => {
  const t = await createWorkTimeTestApp(kind);
  const hello = Fastify();
  hello.get("/hello", async () => ({ hello: "world" }));
  try {
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const helloBase = await hello.listen({ port: 0, host: "127.0.0.1" });
    const csrf = (await (await fetch(`${base}/api/sanctum/csrf-cookie`)).json()) as { csrf_token: string };
    const connections = 8;
    const founder = await t.founder("Bench");
    // Each connection punches for its own workers in turn (start all, then stop all), so a worker's
    // month stream grows as a real one does (a few dozen events at full size) rather than by
    // thousands of punches in one fake hour.
    const perConnection = ctx.scale >= 0.1 ? 16 : 4;
    const workers: Person[] = [];
    for (let i = 0; i < connections * perConnection; i++) workers.push(await t.person(founder));
    const workersOf = (c: number) => workers.slice(c * perConnection, (c + 1) * perConnection);
    // Seconds of punch load (a minute at full size); the reference gets half before and half after.
    const seconds = Math.max(5, Math.round(60 * ctx.scale));
    const punchHeaders = (p: Person) => ({ "content-type": "application/json", "x-xsrf-token": csrf.csrf_token, authorization: `Bearer ${p.token}` });
    const post = async (p: Person, path: string, body: unknown = {}) => {
      t.clock.advance(1000); // punches a second apart, sessions stay fresh
      const response = await fetch(`${base}/api/companies/${p.companyId}${path}`, {
        method: "POST",
        headers: punchHeaders(p),
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 300) throw new Error(`${path}: ${response.status} ${text}`);
      return JSON.parse(text) as { work_id: string; position: string };
    };
    // The reference runs before and after the punches (noisy shared machine), each time once the
    // in-process projections have caught up, so both sides see the same idle process.
    const settle = async () => {
      const head = await t.eventStore.headPosition();
      for (const name of ["timesheet", "work-timer", "audit"]) await t.readModels.waitForPosition(name, head, { timeoutMs: 60_000 }).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
    };
    // autocannon, one instance per connection: each loops over its workers' starts, then their stops, each with its own bearer token.
    const punchRequest = (p: Person, action: "start" | "stop") => ({
      method: "POST",
      path: `/api/companies/${p.companyId}/works/${action}`,
      body: "{}",
      headers: punchHeaders(p),
      setupRequest: (request: Record<string, unknown>) => {
        t.clock.advance(1000); // punches a second apart, sessions stay fresh
        return request;
      },
    });
    const helloRun = () => loadTest(helloBase, Array.from({ length: connections }, () => ({ requests: [{ method: "GET", path: "/hello" }] })), Math.max(3, Math.round(seconds / 2)));
    await settle();
    const helloBefore = await helloRun();
    const punchLoad = () =>
      loadTest(
        base,
        Array.from({ length: connections }, (_, c) => ({ requests: [...workersOf(c).map((p) => punchRequest(p, "start")), ...workersOf(c).map((p) => punchRequest(p, "stop"))] })),
        seconds,
      );
    const punches = await (ctx.phase?.("punches", punchLoad) ?? punchLoad());
    await settle();
    const helloAfter = await helloRun();
    const n = punches.requests;
    const nHello = helloBefore.requests + helloAfter.requests;
    const helloSeconds = helloBefore.seconds + helloAfter.seconds;
    ctx.log(`${kind}: ${n} punches in ${punches.seconds} s, ${nHello} hello-world answers in ${helloSeconds} s`);
    // Every answered punch is in the timesheet: a start is a log, a stop its end. A request still
    // in flight when the run ended may have been recorded without being counted (at most one per connection).
    const punched = await t.db
      .selectFrom("timesheet_logs")
      .select((eb) => [eb.fn.countAll<string>().as("starts"), eb.fn.count<string>("end_at").as("stops")])
      .where("worker_id", "in", workers.map((w) => w.id))
      .executeTakeFirstOrThrow();
    const recorded = Number(punched.starts) + Number(punched.stops);
    if (recorded < n || recorded > n + connections) throw new Error(`${n} punches answered, ${recorded} in the timesheet`);
    const figures: Figure[] = [
      {
        suite: "http",
        name: `punch start/stop over HTTP (autocannon), ${connections} connections x ${perConnection} workers`,
        engine: kind,
        scale: ctx.scale,
        reference: "Fastify hello-world, same process (before and after)",
        oursPerSecond: n / punches.seconds,
        referencePerSecond: nHello / helloSeconds,
        ratio: ratio(n / punches.seconds, nHello / helloSeconds),
        unit: "req/s",
        latency: { n, p50: punches.p50, p99: punches.p99, mean: punches.mean },
        referenceLatency: { n: nHello, p50: (helloBefore.p50 + helloAfter.p50) / 2, p99: Math.max(helloBefore.p99, helloAfter.p99), mean: (helloBefore.mean + helloAfter.mean) / 2 },
      },
    ];
    // Read-your-writes: one worker at a time, start answered -> its row in timesheet_logs.
    const lags: number[] = [];
    const commands: number[] = [];
    const samples = Math.max(10, Math.round(200 * ctx.scale));
    // A worker of its own: a load connection may have ended between its start and its stop.
    const worker = await t.person(founder);
    for (let i = 0; i < samples; i++) {
      // A user's actions are seconds apart: each start comes after a quiet spell longer than the
      // projections' batch delay (under a steady load they batch instead; see the punch figure).
      await new Promise((r) => setTimeout(r, QUIET_MS));
      const sent = now();
      const { work_id } = await post(worker, "/works/start");
      const answered = now();
      commands.push(answered - sent);
      while ((await findTimesheetLog(t.db, worker.companyId, work_id)) === undefined) await new Promise((r) => setTimeout(r, 1));
      lags.push(now() - answered);
      await post(worker, "/works/stop");
    }
    const lag = latencyStats(lags);
    const command = latencyStats(commands);
    figures.push({
      suite: "http",
      name: `read-your-writes lag (start answered -> visible in timesheet; ${QUIET_MS} ms between a stop and the next start)`,
      engine: kind,
      scale: ctx.scale,
      reference: "the start command's own latency",
      ratio: ratio(command.p50, lag.p50),
      unit: "ms",
      latency: lag,
      referenceLatency: command,
    });
    return figures;
  } finally {
    await hello.close();
    await t.close();
  }
};
