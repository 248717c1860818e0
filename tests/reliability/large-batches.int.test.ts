import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateTimeToInstant } from "@workledger/domain";
import { MAX_SCHEDULE_EVENTS_PER_CALL } from "@workledger/event-schemas";
import { parsePosition } from "@workledger/event-store";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { HEALTH_ANSWER_BOUND_MS, LOOP_DELAY_BOUND_MS, watchEventLoop, type LoopWatch } from "./event-loop-watch.ts";

const at = (date: string, time: string) => localDateTimeToInstant(date, time, "Europe/Helsinki");
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The loop stayed free while the work ran: other requests were answered during it, none waited long. */
const expectLoopFree = (watch: LoopWatch) => {
  expect(watch.healthAnswersDuring, JSON.stringify(watch)).toBeGreaterThan(0);
  expect(watch.slowestHealthMs, JSON.stringify(watch)).toBeLessThan(HEALTH_ANSWER_BOUND_MS);
  expect(watch.longestSilenceMs, JSON.stringify(watch)).toBeLessThan(HEALTH_ANSWER_BOUND_MS);
  expect(watch.maxLoopDelayMs, JSON.stringify(watch)).toBeLessThan(LOOP_DELAY_BOUND_MS);
};

/**
 * The largest batch each bulk route accepts, sent over real HTTP to the embedded default (PGlite
 * in-process, projections in-process) while another client times health checks and the event
 * loop's delay is sampled, until the projections have caught up on what it wrote.
 */
describe("the largest accepted batches leave the event loop free (embedded PGlite)", () => {
  let t: WorkTimeTestApp;
  let url: string;
  let csrf: string;
  let boss: Person;
  const people: Person[] = [];
  let planned: string[] = [];

  const post = (path: string, body: unknown) =>
    fetch(`${url}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${boss.token}`, "x-xsrf-token": csrf },
      body: JSON.stringify(body),
    });
  const caughtUp = async (answer: { position?: string }) => {
    if (answer.position !== undefined) await t.readModels.waitForPosition("schedules", parsePosition(answer.position), { timeoutMs: 240_000 });
  };
  const scheduleRows = async () => Number((await t.db.selectFrom("schedule_events").select((eb) => eb.fn.countAll().as("n")).where("company_id", "=", boss.companyId).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createWorkTimeTestApp("pglite", { start: new Date("2026-12-01T10:00:00.000Z") });
    boss = await t.founder("Suuri Oy");
    await t.setFlags(boss.companyId, { schedule_active: true });
    for (let i = 0; i < 10; i++) people.push(await t.person(boss));
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    csrf = ((await (await fetch(`${url}/api/sanctum/csrf-cookie`)).json()) as { csrf_token: string }).csrf_token;
  }, 300_000);
  afterAll(async () => t?.close());

  it(`plans ${MAX_SCHEDULE_EVENTS_PER_CALL} shifts in one call while every other request is answered`, async () => {
    const events = Array.from({ length: MAX_SCHEDULE_EVENTS_PER_CALL }, (_, i) => {
      const date = dayAfter("2027-01-04", Math.floor(i / people.length));
      return { type: "shift", user_id: people[i % people.length]!.id, start: at(date, "08:00"), end: at(date, "16:00") };
    });
    const { result, watch } = await watchEventLoop(
      url,
      async () => {
        const response = await post(`/schedules/${boss.companyId}/multiple`, { events });
        return { status: response.status, body: (await response.json()) as { position?: string; data?: { ids?: string[] } } };
      },
      (r) => caughtUp(r.body),
    );
    expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(201);
    planned = result.body.data?.ids ?? [];
    expect(planned).toHaveLength(MAX_SCHEDULE_EVENTS_PER_CALL);
    expect(await scheduleRows()).toBe(MAX_SCHEDULE_EVENTS_PER_CALL);
    console.log(`multiple ${MAX_SCHEDULE_EVENTS_PER_CALL}: ${JSON.stringify(watch)}`);
    expectLoopFree(watch);
  }, 300_000);

  it(`confirms ${MAX_SCHEDULE_EVENTS_PER_CALL} events in one call while every other request is answered`, async () => {
    expect(planned).toHaveLength(MAX_SCHEDULE_EVENTS_PER_CALL);
    const { result, watch } = await watchEventLoop(
      url,
      async () => {
        const response = await post("/schedules/confirm/all", { schedule_ids: planned, confirm: true });
        return { status: response.status, body: (await response.json()) as { position?: string } };
      },
      (r) => caughtUp(r.body),
    );
    expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(200);
    const confirmed = await t.db.selectFrom("schedule_events").select("event_id").where("company_id", "=", boss.companyId).where("confirmed", "=", true).execute();
    expect(confirmed).toHaveLength(MAX_SCHEDULE_EVENTS_PER_CALL);
    console.log(`confirm/all ${MAX_SCHEDULE_EVENTS_PER_CALL}: ${JSON.stringify(watch)}`);
    expectLoopFree(watch);
  }, 300_000);

  it("refuses a longer list with a field error, before planning anything", async () => {
    const head = await t.eventStore.headPosition();
    const shift = (date: string) => ({ type: "shift", user_id: people[0]!.id, start: at(date, "08:00"), end: at(date, "16:00") });
    const tooLong = await post(`/schedules/${boss.companyId}/multiple`, { events: Array.from({ length: MAX_SCHEDULE_EVENTS_PER_CALL + 1 }, (_, i) => shift(dayAfter("2028-01-01", i))) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { errors?: Record<string, string[]> }).errors?.["events"]).toEqual(["This list has too many entries"]);
    const tooMany = await post("/schedules/confirm/all", { schedule_ids: [...planned, crypto.randomUUID()], confirm: false });
    expect(tooMany.status).toBe(400);
    expect(await t.eventStore.readAll({ after: head, maxCount: 10 })).toEqual([]);
  }, 300_000);
});
