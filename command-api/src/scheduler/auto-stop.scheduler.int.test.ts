import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workTimeStreamName } from "@workledger/domain";
import { createPostgresEventStore, createPostgresPersonKeyStore, parsePosition, withPersonalDataProtection, type EventStore } from "@workledger/event-store";
import { createKysely, type ProjectionRunner } from "@workledger/projections";
import { startProjectionRunner } from "../infrastructure.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";
import { runAutoStops, startAutoStopScheduler } from "./auto-stop.scheduler.ts";

const positionOf = (r: { headers: Record<string, unknown> }) => parsePosition(String(r.headers["x-ledger-position"]));

describe("automatic stops on PostgreSQL", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let base: string;
  // A second process on the same database: its own store, read-model connection and projection runner.
  let store: EventStore;
  let runner: ProjectionRunner;
  const restarted = () => ({ eventStore: store, db: createKysely(t.testDatabase.database.pool), clock: t.clock });
  const lastEvent = async (companyId: string, workerId: string) => (await t.eventStore.readStream(workTimeStreamName(companyId, workerId, "2026-11"))).at(-1);
  const settle = async (r: { headers: Record<string, unknown> }) => {
    for (const name of ["work-timer", "work-time-settings", "timesheet"]) await t.readModels.waitForPosition(name, positionOf(r), { timeoutMs: 10_000 });
  };

  beforeAll(async () => {
    // Wednesday 18 November 2026, 08:00 in Helsinki.
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-18T06:00:00Z") });
    boss = await t.founder();
    base = `/api/companies/${boss.companyId}`;
  }, 180_000);
  afterAll(async () => {
    await runner?.stop();
    await store?.close();
    await t?.close();
  });

  it("stops work paused for 60 minutes when no idle time is set, after a restart, at the moment the pause began, once", async () => {
    const worker = await t.person(boss);
    await t.send("POST", `${base}/works/start`, worker.token, {});
    await t.advance(30 * 60_000, worker, boss);
    const paused = await t.send("POST", `${base}/works/pause`, worker.token, {});
    await settle(paused);
    const pausedAt = t.clock().toISOString();

    // The API process goes away; a new one starts on the same database.
    await t.runner!.stop();
    // As the app opens it: personal fields sealed on append and opened on read.
    store = withPersonalDataProtection(await createPostgresEventStore(t.testDatabase.database.pool), await createPostgresPersonKeyStore(t.testDatabase.database.pool));
    runner = await startProjectionRunner({ db: createKysely(t.testDatabase.database.pool), eventStore: store }, pino({ level: "silent" }));

    await t.advance(59 * 60_000, worker, boss);
    expect((await runAutoStops(restarted())).stopped).toBe(0);
    await t.advance(61 * 60_000 - 59 * 60_000, worker, boss);
    const [first, second] = await Promise.all([runAutoStops(restarted()), runAutoStops(restarted())]);
    expect(first.stopped + second.stopped).toBe(1);
    const stopped = await lastEvent(boss.companyId, worker.id);
    expect(stopped).toMatchObject({
      type: "WorkAutoStopped",
      data: { reason: "idle", stoppedAt: pausedAt, workedSeconds: 30 * 60, pauseSeconds: 0 },
      metadata: { persona: "system", source: "automatic", actorId: "scheduler" },
    });
    expect(stopped!.metadata.commandId).toBe(`auto-stop:${(stopped!.data as { workId: string }).workId}:idle:${pausedAt}`);
    // A re-run (the read model may still show the work running) records nothing more.
    expect((await runAutoStops(restarted())).stopped).toBe(0);
    expect(await lastEvent(boss.companyId, worker.id)).toEqual(stopped);
  });

  it("uses the idle-stop preference when set, and the loop sends the stop by itself", async () => {
    const worker = await t.person(boss);
    const pref = await t.send("PUT", `${base}/preferences/me`, worker.token, { idle_stop_minutes: 10 });
    expect(pref.statusCode).toBe(200);
    await t.send("POST", `${base}/works/start`, worker.token, {});
    await t.advance(5 * 60_000, worker, boss);
    const paused = await t.send("POST", `${base}/works/pause`, worker.token, {});
    await settle(paused);
    await settle(pref);
    await t.advance(11 * 60_000, worker, boss);
    const loop = startAutoStopScheduler(restarted(), 20);
    const deadline = Date.now() + 10_000;
    while ((await lastEvent(boss.companyId, worker.id))?.type !== "WorkAutoStopped" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await loop.stop();
    expect(await lastEvent(boss.companyId, worker.id)).toMatchObject({ type: "WorkAutoStopped", data: { reason: "idle", workedSeconds: 5 * 60 } });
  });

  it("ends running work at the company's end of workday", async () => {
    const worker = await t.person(boss);
    const settings = await t.send("POST", `${base}/settings`, boss.token, { auto_end_workday: true });
    const prefs = await t.send("PUT", `${base}/preferences`, boss.token, { auto_end_at: "17:00" });
    expect([settings.statusCode, prefs.statusCode]).toEqual([200, 200]);
    const started = await t.send("POST", `${base}/works/start`, worker.token, {});
    expect(started.statusCode).toBe(201);
    await settle(started);
    await settle(prefs);
    const startedAt = t.clock();
    // 17:00 Helsinki on the work's day.
    const endOfDay = new Date(Date.UTC(startedAt.getUTCFullYear(), startedAt.getUTCMonth(), startedAt.getUTCDate(), 15, 0, 0));
    await t.advance(endOfDay.getTime() - startedAt.getTime() - 60_000, worker, boss);
    expect((await runAutoStops(restarted())).stopped).toBe(0);
    await t.advance(5 * 60_000, worker, boss);
    expect((await runAutoStops(restarted())).stopped).toBeGreaterThanOrEqual(1);
    expect(await lastEvent(boss.companyId, worker.id)).toMatchObject({ type: "WorkAutoStopped", data: { reason: "end_of_workday", stoppedAt: endOfDay.toISOString() } });
    // Switch it off again for the other tests' sake.
    await t.send("POST", `${base}/settings`, boss.token, { auto_end_workday: false });
  });
});
