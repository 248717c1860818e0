import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "@workledger/event-store/testing/index.ts";
import { defaultWorkerRights, findOverlap, workTimeDecider, workTimeStreamName, type WorkTimeState } from "@workledger/domain";
import type { WorkTimeEvent } from "@workledger/event-schemas";
import { comparePositions, parsePosition } from "@workledger/event-store";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./testing/work-time-test-app.ts";

const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });
/** The latest of several answers' positions: read after all of them. */
const latest = (...rs: { headers: Record<string, unknown> }[]) =>
  rs.reduce((a, b) => (comparePositions(parsePosition(String(a.headers["x-ledger-position"])), parsePosition(String(b.headers["x-ledger-position"]))) >= 0 ? a : b));

const foldStream = async (t: WorkTimeTestApp, stream: string): Promise<WorkTimeState> =>
  (await t.eventStore.readStream(stream)).reduce((s, e) => workTimeDecider.evolve(s, { type: e.type, data: e.data } as WorkTimeEvent), workTimeDecider.initialState);

for (const kind of testDatabaseKinds) {
  describe(`punches through the API on ${kind}`, () => {
    let t: WorkTimeTestApp;
    let boss: Person;
    let worker: Person;
    let base: string;
    const punch = (who: Person, kind: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      t.send("POST", `${base}/works/${kind}`, who.token, body, headers);

    beforeAll(async () => {
      t = await createWorkTimeTestApp(kind, { start: new Date("2026-11-18T06:00:00Z") });
      boss = await t.founder();
      base = `/api/companies/${boss.companyId}`;
      worker = await t.person(boss);
    }, 180_000);
    afterAll(async () => t?.close());

    it("starts, pauses, resumes and stops, keeping the source of each end and the spec's rejections", async () => {
      const [workTypeId, workspaceId] = [await t.workType(boss, "Cleaning"), await t.workspace(boss, "Harbour")];
      const started = await punch(worker, "start", { source: "web", work_type_id: workTypeId, workspace_id: workspaceId, comment: "morning" });
      expect(started.statusCode).toBe(201);
      expect(started.json()).toMatchObject({ position: expect.stringMatching(/^\d+\/\d+$/), revision: "1", work_id: expect.any(String) });
      const workId = started.json().work_id as string;
      expect((await punch(worker, "start")).json()).toEqual({ message: "User is currently working", code: "user_currently_working" });
      await t.advance(30 * 60_000, worker, boss);
      expect((await punch(worker, "pause")).statusCode).toBe(200);
      expect((await punch(worker, "pause")).json()).toEqual({ message: "Work paused already", code: "work_paused_already" });
      await t.advance(15 * 60_000, worker, boss);
      expect((await punch(worker, "resume")).statusCode).toBe(200);
      expect((await punch(worker, "resume")).json()).toEqual({ message: "Work resumed already", code: "work_resumed_already" });
      await t.advance(15 * 60_000, worker, boss);
      const stopped = await punch(worker, "stop", {}, { "x-client-source": "toaster" });
      expect(stopped.statusCode).toBe(200);
      expect((await punch(worker, "stop", { work_id: workId })).json()).toEqual({ message: "Work stopped already", code: "work_stopped_already" });
      // "The current work" from a view that still shows it running (a second tab): the spec's message.
      expect((await punch(worker, "stop")).json()).toEqual({ message: "Work paused, resumed or stopped already", code: "work_changed_already" });
      expect((await punch(worker, "pause", { source: "web" })).statusCode).toBe(409);

      const read = await t.send("GET", `${base}/works/${workId}`, worker.token, undefined, pos(stopped));
      expect(read.json().data).toMatchObject({
        status: "stopped",
        started_by: "web",
        ended_by: "web",
        worked_seconds: 45 * 60,
        pause_seconds: 15 * 60,
        work_type_id: workTypeId,
        workspace_id: workspaceId,
        comment: "morning",
        date: "2026-11-18",
      });
      expect(read.json().history.map((h: { type: string; source: string }) => `${h.type}:${h.source}`)).toEqual([
        "WorkStarted:web",
        "WorkPaused:web",
        "WorkResumed:web",
        "WorkStopped:web",
      ]);
    });

    it("records a punch that names no place in the worker's workspace with its default work type; a named place or null wins", async () => {
      const cleaning = await t.workType(boss, "Office cleaning");
      const [office, depot] = [await t.workspace(boss, "Office", cleaning), await t.workspace(boss, "Depot")];
      const placeOf = async (who: Person, body: Record<string, unknown> = {}) => {
        const started = await punch(who, "start", body);
        expect(started.statusCode).toBe(201);
        const stopped = await punch(who, "stop");
        const read = await t.send("GET", `${base}/works/${started.json().work_id as string}`, who.token, undefined, pos(stopped));
        const { workspace_id, work_type_id } = read.json().data as { workspace_id: string | null; work_type_id: string | null };
        await t.advance(60_000, who, boss);
        return { workspace_id, work_type_id };
      };
      // Their only general-rights workspace.
      const oneWorkspace = await t.person(boss, defaultWorkerRights.permissions, { generalWorkspaces: [office] });
      expect(await placeOf(oneWorkspace)).toEqual({ workspace_id: office, work_type_id: cleaning });
      expect(await placeOf(oneWorkspace, { workspace_id: null, work_type_id: null })).toEqual({ workspace_id: null, work_type_id: null });
      // Rights naming every workspace: the one the invitation named.
      const invited = await t.person(boss, defaultWorkerRights.permissions, { invitedInto: office });
      expect(await placeOf(invited)).toEqual({ workspace_id: office, work_type_id: cleaning });
      expect(await placeOf(invited, { workspace_id: depot })).toEqual({ workspace_id: depot, work_type_id: null });
      // Nothing says which workspace is theirs: no place is made up.
      expect(await placeOf(worker)).toEqual({ workspace_id: null, work_type_id: null });
    });

    it("checks the device right of one's own punches (computer, mobile) and refuses future punches", async () => {
      const noComputer = await t.person(boss, defaultWorkerRights.permissions.filter((p) => p !== "can_register_own_work_time_from_computer"));
      const refused = await punch(noComputer, "start");
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("You have no rights to edit work time!");
      expect((await punch(worker, "start", { source: "mobile" })).statusCode).toBe(403);
      const future = await punch(worker, "start", { at: "2026-12-31T10:00:00Z" });
      expect(future.statusCode).toBe(400);
      expect(future.json().errors).toEqual({ at: ["Conflicting times: the punch is in the future"] });
    });

    it("shows the work timer while the work runs and stands it still while paused", async () => {
      const started = await punch(worker, "start");
      await t.advance(26 * 3600_000 + 90 * 60_000 + 5_000, worker, boss);
      const running = await t.send("GET", `${base}/works/timer`, worker.token, undefined, pos(started));
      expect(running.json()).toMatchObject({
        time_elapse: { days: 1, hours: 3, minutes: 30, seconds: 5 },
        total_elapse_time: 26 * 3600 + 90 * 60 + 5,
        current_work: started.json().work_id,
        timer_started: true,
        status: "started",
      });
      const paused = await punch(worker, "pause");
      await t.advance(10 * 60_000, worker, boss);
      const still = await t.send("GET", `${base}/works/timer`, worker.token, undefined, pos(paused));
      expect(still.json()).toMatchObject({ total_elapse_time: 26 * 3600 + 90 * 60 + 5, timer_started: false, status: "paused" });
      // A manager with can_edit_work_hours_of_users punches for the worker and sees their timer.
      const stopped = await punch(boss, "stop", { worker_id: worker.id });
      expect(stopped.statusCode).toBe(200);
      const idle = await t.send("GET", `${base}/works/timer?worker_id=${worker.id}`, boss.token, undefined, pos(stopped));
      expect(idle.json()).toMatchObject({ time_elapse: { days: 0, hours: 0, minutes: 0, seconds: 0 }, total_elapse_time: 0, current_work: null, timer_started: false });
      expect((await t.send("GET", `${base}/works/timer?worker_id=${boss.id}`, worker.token)).statusCode).toBe(403);
    });

    it("keeps its invariants under 50 concurrent start/stop requests for one worker, and the timesheet equals a replay", async () => {
      const racer = await t.person(boss);
      // The racer's month is open already (one punch), so the burst races on punches, not on opening the books.
      expect((await punch(racer, "start")).statusCode).toBe(201);
      expect((await punch(racer, "stop")).statusCode).toBe(200);
      // The clock runs a second per millisecond meanwhile, so punches land on different moments and race on retries.
      const ticker = setInterval(() => t.clock.advance(1000), 1);
      // Spread over a few hundred milliseconds so starts and stops interleave as well as collide.
      const requests = Array.from({ length: 50 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 300)));
        const r = await punch(racer, i % 2 === 0 ? "start" : "stop");
        return r;
      });
      const responses = await Promise.all(requests).finally(() => clearInterval(ticker));
      const statuses = responses.map((r) => r.statusCode);
      // Every request is answered: done, or refused with the spec's rejection; never a 5xx.
      expect(statuses.every((s) => [200, 201, 400, 404, 409].includes(s)), JSON.stringify(responses.filter((r) => ![200, 201, 400, 404, 409].includes(r.statusCode)).map((r) => r.body))).toBe(true);
      console.info(`50 concurrent punches: ${JSON.stringify(Object.fromEntries([...new Set(responses.map((r) => r.statusCode + " " + String(r.json().code)))].map((k) => [k, responses.filter((r) => r.statusCode + " " + String(r.json().code) === k).length])))}`);
      const starts = responses.filter((r) => r.statusCode === 201).length;
      expect(starts).toBeGreaterThan(0);

      const state = await foldStream(t, workTimeStreamName(boss.companyId, racer.id, "2026-11"));
      const logs = Object.values(state.logs);
      expect(logs).toHaveLength(starts + 1);
      expect(logs.filter((l) => l.end === null).length).toBeLessThanOrEqual(1);
      for (const log of logs) expect(findOverlap(log, logs, [], log.workId)).toBeNull();
      for (const a of logs) {
        for (const b of logs) {
          if (a.workId === b.workId || a.end === null || b.end === null) continue;
          expect(Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end)).toBe(false);
        }
      }

      const last = latest(...responses.filter((r) => r.statusCode < 300));
      const sheet = await t.send("GET", `${base}/workers/timesheet?from=2026-11-01&to=2026-11-30&worker_ids=${racer.id}`, boss.token, undefined, pos(last));
      const projected = sheet.json().days.flatMap((d: { logs: unknown[] }) => d.logs);
      const replayed = logs.map((l) => ({ id: l.workId, start: l.start, end: l.end, status: l.status, work_number: l.workNumber }));
      expect(
        projected.map((l: { id: string; start: string; end: string | null; status: string; work_number: number }) => ({ id: l.id, start: l.start, end: l.end, status: l.status, work_number: l.work_number })).sort((a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)),
      ).toEqual(replayed.sort((a, b) => a.id.localeCompare(b.id)));
    });

    it("records where a start and a stop happened as the overlap rows' route coordinates, and refuses bad coordinates", async () => {
      const walker = await t.person(boss);
      const bad = await punch(walker, "start", { latitude: 90.5, longitude: 24.9 });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(["latitude"]);
      const badLng = await punch(walker, "start", { latitude: 60, longitude: -180.01 });
      expect(Object.keys(badLng.json().errors)).toEqual(["longitude"]);
      const half = await punch(walker, "start", { latitude: 60.17 });
      expect(half.statusCode).toBe(400);
      expect(half.json().errors).toEqual({ longitude: ["This field is required"] });
      expect((await punch(walker, "start", { latitude: "north", longitude: 1 })).statusCode).toBe(400);

      const started = await punch(walker, "start", { latitude: 60.1699, longitude: 24.9384 });
      expect(started.statusCode, started.body).toBe(201);
      const startedAt = t.clock().toISOString();
      await t.advance(20 * 60_000, walker, boss);
      expect((await punch(walker, "pause", { latitude: 1, longitude: 1 })).statusCode).toBe(400);
      const stopped = await punch(walker, "stop", { latitude: -90, longitude: 180 });
      expect(stopped.statusCode, stopped.body).toBe(200);
      const rows = await t.send("GET", `${base}/works/overlaps?start=${startedAt}&worker_id=${walker.id}`, boss.token, undefined, pos(stopped));
      expect(rows.json().data).toEqual([expect.objectContaining({ work_id: started.json().work_id, coordinates_start: "60.1699,24.9384", coordinates_end: "-90,180" })]);
      const events = await t.eventStore.readStream(workTimeStreamName(boss.companyId, walker.id, "2026-11"));
      expect(events.find((e) => e.type === "WorkStarted")?.data).toMatchObject({ location: { latitude: 60.1699, longitude: 24.9384 } });
      expect(events.find((e) => e.type === "WorkStopped")?.data).toMatchObject({ location: { latitude: -90, longitude: 180 } });
    });

    it("rebuilds the timesheet, work timer and settings read models to exactly what they were", async () => {
      const { sql } = await import("kysely");
      const setting = await t.send("POST", `${base}/settings`, boss.token, { show_time_decimal: true, auto_end_workday: false });
      expect(setting.statusCode).toBe(200);
      const lastWrite = parsePosition(String(setting.headers["x-ledger-position"]));
      await t.readModels.waitForPosition("work-time-settings", lastWrite, { timeoutMs: 10_000 });
      const dump = async (table: string, order: string) => (await sql.raw(`select * from ${table} order by ${order}`).execute(t.db)).rows;
      const tables = [
        ["timesheet", "timesheet_logs", "work_id"],
        ["timesheet", "timesheet_log_history", "position_commit, position_prepare"],
        ["work-timer", "work_timers", "company_id, worker_id"],
        ["work-time-settings", "work_time_settings", "company_id, person_id"],
        ["work-log-locations", "work_log_locations", "work_id"],
      ] as const;
      for (const [projection, table, order] of tables) {
        await t.readModels.waitForPosition(projection, lastWrite, { timeoutMs: 30_000 });
        const before = await dump(table, order);
        expect(before.length, table).toBeGreaterThan(0);
        await t.runner!.rebuild(projection);
        // The rebuild resolves at the head it could see when it began; on a busy PostgreSQL that view
        // lags (snapshot xmin is cluster-wide), so wait for the last write as a reader would.
        await t.readModels.waitForPosition(projection, lastWrite, { timeoutMs: 30_000 });
        expect(await dump(table, order), table).toEqual(before);
      }
    });
  });
}

describe("closing the books at a month's turn on PostgreSQL", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  beforeAll(async () => {
    // 30 November 2026, 23:40 in Helsinki.
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-30T21:40:00Z") });
    boss = await t.founder();
  }, 180_000);
  afterAll(async () => t?.close());

  it("writes nothing for a refused first command of a month, not even the month's opening", async () => {
    const refused = await t.send("POST", `/api/companies/${boss.companyId}/works/resume`, boss.token, {});
    expect(refused.statusCode).toBe(404);
    expect(await t.eventStore.readStream(workTimeStreamName(boss.companyId, boss.id, "2026-11"))).toEqual([]);
  });

  it("closes November and opens December from its summary when the first December command arrives, racing safely", async () => {
    const base = `/api/companies/${boss.companyId}`;
    const started = await t.send("POST", `${base}/works/start`, boss.token, {});
    expect(started.statusCode).toBe(201);
    await t.advance(30 * 60_000, boss);
    // Several December commands at once: one closes the books, the others find them closed.
    const racing = await Promise.all([
      t.send("POST", `${base}/works/stop`, boss.token, {}),
      t.send("POST", `${base}/works`, boss.token, { date: "2026-11-29", start_time: "08:00", end_time: "09:00" }),
      t.send("POST", `${base}/works`, boss.token, { date: "2026-11-28", start_time: "08:00", end_time: "09:00" }),
    ]);
    expect(racing.map((r) => r.statusCode)).toEqual([200, 201, 201]);
    const november = await t.eventStore.readStream(workTimeStreamName(boss.companyId, boss.id, "2026-11"));
    const december = await t.eventStore.readStream(workTimeStreamName(boss.companyId, boss.id, "2026-12"));
    expect(november.map((e) => e.type)).toEqual(["WorkPeriodOpened", "WorkStarted", "WorkPeriodClosed"]);
    expect(december[0]).toMatchObject({ type: "WorkPeriodOpened", data: { period: "2026-12", previousPeriod: "2026-11" } });
    expect(december.filter((e) => e.type === "WorkPeriodOpened")).toHaveLength(1);
    expect(december.map((e) => e.type).sort()).toEqual(["WorkLogAdded", "WorkLogAdded", "WorkPeriodOpened", "WorkStopped"]);
    const sheet = await t.send("GET", `${base}/timesheet?from=2026-11-28&to=2026-11-30`, boss.token, undefined, pos(latest(...racing)));
    expect(sheet.json().days.map((d: { date: string; worked_seconds: number }) => [d.date, d.worked_seconds])).toEqual([
      ["2026-11-28", 3600],
      ["2026-11-29", 3600],
      ["2026-11-30", 1800],
    ]);
    // Last month's log is still editable from December's stream; the work number runs on.
    const workId = started.json().work_id as string;
    const edited = await t.send("PUT", `${base}/works/${workId}`, boss.token, { comment: "night" }, pos(racing[0]!));
    expect(edited.statusCode).toBe(200);
    const read = await t.send("GET", `${base}/works/${workId}`, boss.token, undefined, pos(edited));
    expect(read.json().data).toMatchObject({ comment: "night", date: "2026-11-30", work_number: 1 });
  });
});

describe("closing the books after months away on PostgreSQL", () => {
  let t: WorkTimeTestApp;
  afterAll(async () => t?.close());

  it("closes the last month worked towards the new one; older logs become closed books", async () => {
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-08-10T06:00:00Z") });
    const boss = await t.founder();
    const base = `/api/companies/${boss.companyId}`;
    const august = await t.send("POST", `${base}/works`, boss.token, { date: "2026-08-10", start_time: "07:00", end_time: "08:00" });
    expect(august.statusCode).toBe(201);
    t.clock.set(new Date("2026-11-20T06:00:00Z"));
    await t.relogin(boss);
    const started = await t.send("POST", `${base}/works/start`, boss.token, {});
    expect(started.statusCode, started.body).toBe(201);
    const aug = await t.eventStore.readStream(workTimeStreamName(boss.companyId, boss.id, "2026-08"));
    expect(aug.at(-1)).toMatchObject({ type: "WorkPeriodClosed", data: { period: "2026-08", nextPeriod: "2026-11" } });
    const nov = await t.eventStore.readStream(workTimeStreamName(boss.companyId, boss.id, "2026-11"));
    expect(nov[0]).toMatchObject({ type: "WorkPeriodOpened", data: { previousPeriod: "2026-08", summary: { logs: [], nextWorkNumber: 2 } } });
    for (const month of ["2026-09", "2026-10"]) expect(await t.eventStore.readStream(workTimeStreamName(boss.companyId, boss.id, month))).toEqual([]);
    const edit = await t.send("PUT", `${base}/works/${august.json().work_id}`, boss.token, { comment: "too late" }, pos(started));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: "The books for this period are closed", code: "work_period_closed" });
    const read = await t.send("GET", `${base}/works/${started.json().work_id}`, boss.token, undefined, pos(started));
    expect(read.json().data.work_number).toBe(2);
  });
});
