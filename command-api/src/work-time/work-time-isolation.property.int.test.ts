import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workedSeconds, workTimeDecider, type WorkTimeState } from "@workledger/domain";
import type { WorkTimeEvent } from "@workledger/event-schemas";
import { sql } from "kysely";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./testing/work-time-test-app.ts";

const MINUTE = 60_000;
/** Every source; the accepted ones (none, web, mobile) weigh more so that A's ledger grows too. */
const sources = [undefined, undefined, undefined, "web", "web", "mobile", "box", "door", "fingerprint", "beacon", "qr", "automatic"];

type Action =
  | { readonly kind: "start" | "pause" | "resume" | "stop"; readonly id: number; readonly back: number; readonly source: number; readonly key: number; readonly located: boolean }
  | { readonly kind: "add"; readonly id: number; readonly hoursAgo: number; readonly length: number; readonly bonus: number; readonly source: number; readonly key: number }
  | { readonly kind: "edit"; readonly id: number; readonly bonus: number; readonly comment: string }
  | { readonly kind: "wait"; readonly minutes: number };

/** Work-id choices: none, A's own fresh ids (a small pool, so they repeat), A's earlier ids, B's ids. */
const idChoice = fc.nat(9);
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("start" as const, "pause" as const, "resume" as const, "stop" as const),
    id: idChoice,
    back: fc.constantFrom(0, 0, 1, 30, 11 * 60),
    source: fc.nat(sources.length - 1),
    key: fc.nat(4),
    located: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("add" as const), id: idChoice, hoursAgo: fc.integer({ min: -6, max: 96 }), length: fc.integer({ min: 1, max: 6 }), bonus: fc.nat(7), source: fc.nat(sources.length - 1), key: fc.nat(4) }),
  fc.record({ kind: fc.constant("edit" as const), id: idChoice, bonus: fc.nat(7), comment: fc.string({ maxLength: 8 }) }),
  fc.record({ kind: fc.constant("wait" as const), minutes: fc.integer({ min: 1, max: 90 }) }),
);
const bonuses = [undefined, undefined, undefined, undefined, 5, 2147483647, "100", null];

/**
 * A generated sequence of punches and log commands from worker A, naming A's own work ids and
 * B's, every source, past instants, bonuses and repeated keys, through the API. Afterwards B's
 * read-model rows are exactly as before, and A's timesheet equals a replay of A's own events.
 */
describe("a worker's commands never reach a co-worker's hours (generated)", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let a: Person;
  let b: Person;
  let bIds: string[];
  const send = (who: Person, method: "POST" | "PUT" | "GET", path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.send(method, `/api/companies/${who.companyId}${path}`, who.token, body, headers);
  const rowsOf = async (workerId: string) => ({
    logs: (await sql`select * from timesheet_logs where company_id = ${a.companyId} and worker_id = ${workerId} order by work_id`.execute(t.db)).rows,
    locations: (await sql`select * from work_log_locations where company_id = ${a.companyId} and worker_id = ${workerId} order by work_id`.execute(t.db)).rows,
    history: (await sql`select event_id, work_id from timesheet_log_history where company_id = ${a.companyId} and work_id in (select work_id from timesheet_logs where worker_id = ${workerId}) order by event_id`.execute(t.db)).rows,
  });

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-10T06:00:00Z") });
    boss = await t.founder();
    a = await t.person(boss);
    b = await t.person(boss);
    // B's hours: a punched log with locations, a confirmed hand-entered one, and one running now.
    const punched = await send(b, "POST", "/works/start", { work_id: `b-punch-${crypto.randomUUID()}`, latitude: 59.4, longitude: 24.7 });
    await t.advance(8 * 60 * MINUTE, a, b, boss);
    await send(b, "POST", "/works/stop", { latitude: 59.5, longitude: 24.8 });
    const added = await send(b, "POST", "/works", { work_id: `b-log-${crypto.randomUUID()}`, start: "2026-11-09T06:00:00Z", end: "2026-11-09T12:00:00Z" });
    const confirmed = await send(boss, "POST", `/works/${added.json().work_id}/confirm`, undefined, { "x-wait-for-position": added.headers["x-ledger-position"] as string });
    expect(confirmed.statusCode).toBe(200);
    const running = await send(b, "POST", "/works/start", { work_id: `b-run-${crypto.randomUUID()}` });
    bIds = [punched.json().work_id, added.json().work_id, running.json().work_id];
  }, 180_000);
  afterAll(async () => t?.close());

  it("leaves B's rows unchanged and A's totals equal a replay of A's events", { timeout: 300_000 }, async () => {
    const settle = async () => {
      const last = (await t.eventStore.readAll({ maxCount: 1_000_000 })).at(-1)!.position;
      for (const projection of ["timesheet", "work-log-locations"]) await t.readModels.waitForPosition(projection, last, { timeoutMs: 15_000 });
    };
    await settle();
    const bBefore = await rowsOf(b.id);
    expect(bBefore.logs).toHaveLength(3);
    expect(bBefore.locations).toHaveLength(1);
    const aIds: string[] = [];
    let statuses: Record<number, number> = {};

    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 20 }), async (actions) => {
        for (const act of actions) {
          if (act.kind === "wait") {
            await t.advance(act.minutes * MINUTE, a, b, boss);
            continue;
          }
          const workId = act.id === 0 ? undefined : act.id <= 3 ? `a-${act.id}-${a.id.slice(0, 4)}` : act.id <= 6 ? aIds[act.id % Math.max(1, aIds.length)] : bIds[act.id - 7];
          const keyHeader: Record<string, string> = "key" in act && act.key > 0 ? { "x-command-id": `key-${act.key}` } : {};
          const now = t.clock().getTime();
          let response;
          if (act.kind === "add") {
            const start = new Date(now - act.hoursAgo * 60 * MINUTE);
            const bonus = bonuses[act.bonus];
            response = await send(a, "POST", "/works", {
              ...(workId === undefined ? {} : { work_id: workId }),
              start: start.toISOString(),
              end: new Date(start.getTime() + act.length * 60 * MINUTE).toISOString(),
              ...(bonus === undefined ? {} : { bonus }),
              ...(sources[act.source] === undefined ? {} : { source: sources[act.source] }),
            }, keyHeader);
          } else if (act.kind === "edit") {
            const bonus = bonuses[act.bonus];
            response = await send(a, "PUT", `/works/${workId ?? bIds[0]}`, { comment: act.comment, ...(bonus === undefined ? {} : { bonus }) });
          } else {
            response = await send(a, "POST", `/works/${act.kind}`, {
              ...(workId === undefined ? {} : { work_id: workId }),
              ...(act.back === 0 ? {} : { at: new Date(now - act.back * MINUTE).toISOString() }),
              ...(sources[act.source] === undefined ? {} : { source: sources[act.source] }),
              ...(act.located && (act.kind === "start" || act.kind === "stop") ? { latitude: 1, longitude: 2 } : {}),
            }, keyHeader);
          }
          expect(response.statusCode, response.body).toBeLessThan(500);
          statuses = { ...statuses, [response.statusCode]: (statuses[response.statusCode] ?? 0) + 1 };
          const made = (response.json() as { work_id?: unknown }).work_id;
          if (response.statusCode < 300 && typeof made === "string" && !aIds.includes(made) && !bIds.includes(made)) aIds.push(made);
        }
        await settle();
        expect(await rowsOf(b.id)).toEqual(bBefore);

        // A's own events, replayed: per stream (period), folded with the decider's evolve.
        const events = (await t.eventStore.readAll({ maxCount: 1_000_000 })).filter((e) => e.streamName.startsWith(`work-time-${a.companyId}-${a.id}-`));
        const streams = new Map<string, WorkTimeState>();
        for (const e of events) streams.set(e.streamName, workTimeDecider.evolve(streams.get(e.streamName) ?? workTimeDecider.initialState, { type: e.type, data: e.data } as WorkTimeEvent));
        const replayed = Object.fromEntries(
          [...streams.values()].flatMap((s) => Object.values(s.logs)).filter((l) => l.end !== null).map((l) => [l.workId, workedSeconds(l)]),
        );
        const rows = (await rowsOf(a.id)).logs as { work_id: string; end_at: Date | null; deleted: boolean; worked_seconds: number }[];
        const projected = Object.fromEntries(rows.filter((r) => !r.deleted && r.end_at !== null).map((r) => [r.work_id, r.worked_seconds]));
        expect(projected).toEqual(replayed);
      }),
      { numRuns: 25, seed: 26 },
    );
    console.log(`generated work-time commands from A: answers by status ${JSON.stringify(statuses)}; A holds ${aIds.length} logs`);
    expect(Object.keys(statuses).some((s) => Number(s) >= 200 && Number(s) < 300)).toBe(true);
  });
});
