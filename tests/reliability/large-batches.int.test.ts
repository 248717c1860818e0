import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateTimeToInstant } from "@workledger/domain";
import { MAX_SCHEDULE_EVENTS_PER_CALL, MAX_WORK_LOGS_PER_CONFIRM } from "@workledger/event-schemas";
import { parsePosition } from "@workledger/event-store";
import { createAdminTestApp, type AdminTestApp } from "@workledger/command-api/admin/testing/admin-test-app.ts";
import { MAX_REPORT_DAYS } from "@workledger/command-api/reports/report-service.ts";
import { demoCredentials } from "@workledger/command-api/seed/demo-seed.ts";
import type { Person } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { HEALTH_ANSWER_BOUND_MS, LOOP_DELAY_BOUND_MS, SLICED_LOOP_DELAY_BOUND_MS, watchEventLoop, type LoopWatch } from "./event-loop-watch.ts";

const at = (date: string, time: string) => localDateTimeToInstant(date, time, "Europe/Helsinki");
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The loop stayed free while the work ran: other requests were answered during it, none waited long. */
const expectLoopFree = (watch: LoopWatch) => {
  // Work long enough for health checks to come and go must have let some through; work that was over
  // within about two health round trips (a 45 ms CSV on a quiet machine) is held to the other bounds only.
  if (watch.workMs > Math.max(100, 2 * watch.slowestHealthMs)) expect(watch.healthAnswersDuring, JSON.stringify(watch)).toBeGreaterThan(0);
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
  let t: AdminTestApp;
  let url: string;
  let csrf: string;
  let boss: Person;
  const people: Person[] = [];
  let planned: string[] = [];

  const post = (path: string, body: unknown, token = boss.token) =>
    fetch(`${url}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-xsrf-token": csrf },
      body: JSON.stringify(body),
    });
  const get = (path: string) => fetch(`${url}/api${path}`, { headers: { authorization: `Bearer ${boss.token}` } });
  const caughtUp = async (answer: { position?: string }) => {
    if (answer.position !== undefined) await t.readModels.waitForPosition("schedules", parsePosition(answer.position), { timeoutMs: 240_000 });
  };
  const scheduleRows = async () => Number((await t.db.selectFrom("schedule_events").select((eb) => eb.fn.countAll().as("n")).where("company_id", "=", boss.companyId).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createAdminTestApp("pglite", { start: new Date("2026-12-01T10:00:00.000Z") });
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
  /**
   * The other routes of the same shape, each sent its largest accepted input: a bulk confirmation
   * of MAX_WORK_LOGS_PER_CONFIRM logs, a report and its CSV, XLSX and PDF over MAX_REPORT_DAYS days
   * holding every one of those logs, and the erasure of a person with a season of logs.
   */
  describe("bulk confirmation, long reports, their files and erasure", () => {
    // Twenty people, a log a day each over the last 25 days of November (the books of older periods are closed).
    const crew: Person[] = [];
    const days = MAX_WORK_LOGS_PER_CONFIRM / 20;
    const workIds: string[] = [];
    const to = "2027-11-30";
    const from = dayAfter(to, -(MAX_REPORT_DAYS - 1));
    let adminToken: string;

    beforeAll(async () => {
      // A year on (the people's work periods start in December 2026), everyone signs in again.
      t.clock.set(new Date("2027-12-01T10:00:00.000Z"));
      await t.relogin(boss);
      const admin = demoCredentials.find((c) => c.role === "admin")!;
      adminToken = await t.login(admin.email, admin.password);
      crew.push(...people);
      while (crew.length < 20) crew.push(await t.person(boss));
      // One log per person and day, as a bulk confirmation asks.
      for (const [n, person] of crew.entries()) {
        for (let d = days - 1; d >= 0; d -= 1) {
          const added = await t.send("POST", `/api/companies/${boss.companyId}/works`, boss.token, { worker_id: person.id, date: dayAfter(to, -d), start_time: "08:00", end_time: n % 2 === 0 ? "16:00" : "17:30" });
          if (added.statusCode !== 201) throw new Error(`${n} ${dayAfter(to, -d)}: ${added.statusCode} ${added.body}`);
          workIds.push(added.json().work_id as string);
        }
      }
      const head = await t.eventStore.headPosition();
      await t.readModels.waitForPosition("timesheet", head, { timeoutMs: 240_000 });
      await t.readModels.waitForPosition("reports", head, { timeoutMs: 240_000 });
    }, 600_000);

    it.each([
      [`confirms ${MAX_WORK_LOGS_PER_CONFIRM} work logs in one call`, async () => post(`/companies/${boss.companyId}/works/confirm/bulk`, { work_ids: workIds }), 200],
      [`reports ${MAX_REPORT_DAYS} days`, async () => get(`/companies/${boss.companyId}/reports?from=${from}&to=${to}`), 200],
      [`exports ${MAX_REPORT_DAYS} days as CSV`, async () => get(`/companies/${boss.companyId}/reports/export?format=csv&from=${from}&to=${to}`), 200],
      [`exports ${MAX_REPORT_DAYS} days as XLSX, a sheet per worker`, async () => get(`/companies/${boss.companyId}/reports/export?format=xlsx&layout=per_worker&from=${from}&to=${to}`), 200],
      [`exports ${MAX_REPORT_DAYS} days as PDF`, async () => get(`/companies/${boss.companyId}/reports/export?format=pdf&from=${from}&to=${to}`), 200],
      [`erases a person with ${days} logs`, async () => post(`/admin/users/${crew[19]!.id}/erase`, {}, adminToken), 200],
    ] as const)("%s while every other request is answered", async (what, send, status) => {
      const { result, watch } = await watchEventLoop(
        url,
        async () => {
          const response = await send();
          const body = Buffer.from(await response.arrayBuffer());
          return { status: response.status, body, position: response.headers.get("x-ledger-position") };
        },
        async (r) => {
          if (r.position !== null && what.startsWith("confirms")) await t.readModels.waitForPosition("timesheet", parsePosition(r.position), { timeoutMs: 240_000 });
        },
      );
      expect(result.status, result.body.toString("utf8", 0, 500)).toBe(status);
      if (what.startsWith("confirms")) expect(JSON.parse(result.body.toString()).confirmed).toBe(MAX_WORK_LOGS_PER_CONFIRM);
      if (what.startsWith("reports")) expect(JSON.parse(result.body.toString()).data.row_count).toBe(MAX_WORK_LOGS_PER_CONFIRM);
      if (what.includes("CSV")) expect(result.body.toString().trim().split("\r\n")).toHaveLength(MAX_WORK_LOGS_PER_CONFIRM + 1);
      console.log(`${what} (${result.body.length} bytes): ${JSON.stringify(watch)}`);
      expectLoopFree(watch);
      expect(watch.maxLoopDelayMs, JSON.stringify(watch)).toBeLessThan(SLICED_LOOP_DELAY_BOUND_MS);
    }, 300_000);

    it("refuses one more log to confirm, or one more day to report, with a field error and nothing written", async () => {
      const head = await t.eventStore.headPosition();
      const tooMany = await post(`/companies/${boss.companyId}/works/confirm/bulk`, { work_ids: [...workIds, "one-more"] });
      expect(tooMany.status).toBe(400);
      expect(((await tooMany.json()) as { errors?: Record<string, string[]> }).errors?.["work_ids"]).toEqual(["This list has too many entries"]);
      for (const format of ["", "/export?format=csv"]) {
        const tooLong = await get(`/companies/${boss.companyId}/reports${format}${format === "" ? "?" : "&"}from=${dayAfter(from, -1)}&to=${to}`);
        expect(tooLong.status, format).toBe(400);
        expect(((await tooLong.json()) as { errors?: Record<string, string[]> }).errors?.["to"], format).toEqual(["Please try shorter time frame or fewer people"]);
      }
      expect(await t.eventStore.readAll({ after: head, maxCount: 10 })).toEqual([]);
    }, 300_000);
  });
});
