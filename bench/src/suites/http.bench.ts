import Fastify from "fastify";
import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { findTimesheetLog } from "@workledger/projections";
import { createWorkTimeTestApp, type Person } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { latencyStats, now, ratio, runConcurrent } from "../lib/stats.ts";
import type { BenchContext, Figure } from "../lib/figure.ts";

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
    const workers: Person[] = [];
    for (let i = 0; i < connections; i++) workers.push(await t.person(founder));
    const perWorker = Math.max(10, Math.round(400 * ctx.scale));
    const post = async (p: Person, path: string, body: unknown = {}) => {
      t.clock.advance(1000); // punches a second apart, sessions stay fresh
      const response = await fetch(`${base}/api/companies/${p.companyId}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-xsrf-token": csrf.csrf_token, authorization: `Bearer ${p.token}` },
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
    const helloLoop = () => runConcurrent(connections, Math.ceil(perWorker / 2), async () => void (await (await fetch(`${helloBase}/hello`)).text()));
    await settle();
    const helloBefore = await helloLoop();
    const punches = await runConcurrent(connections, perWorker, async (w, i) => {
      await post(workers[w]!, i % 2 === 0 ? "/works/start" : "/works/stop");
    });
    await settle();
    const helloAfter = await helloLoop();
    const helloRun = { seconds: helloBefore.seconds + helloAfter.seconds, latencies: [...helloBefore.latencies, ...helloAfter.latencies] };
    const n = connections * perWorker;
    const nHello = helloRun.latencies.length;
    const figures: Figure[] = [
      {
        suite: "http",
        name: `punch start/stop over HTTP, ${connections} connections`,
        engine: kind,
        scale: ctx.scale,
        reference: "Fastify hello-world, same process",
        oursPerSecond: n / punches.seconds,
        referencePerSecond: nHello / helloRun.seconds,
        ratio: ratio(n / punches.seconds, nHello / helloRun.seconds),
        unit: "req/s",
        latency: latencyStats(punches.latencies),
        referenceLatency: latencyStats(helloRun.latencies),
      },
    ];
    // Read-your-writes: one worker at a time, start answered -> its row in timesheet_logs.
    const lags: number[] = [];
    const commands: number[] = [];
    const samples = Math.max(10, Math.round(200 * ctx.scale));
    const worker = workers[0]!;
    for (let i = 0; i < samples; i++) {
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
      name: "read-your-writes lag (start answered -> visible in timesheet)",
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
