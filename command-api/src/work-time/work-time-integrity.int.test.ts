import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./testing/work-time-test-app.ts";

const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });
const HOUR = 3600_000;

/**
 * What a worker with ordinary rights can do to paid hours: a work id belongs to one worker, the
 * punch instant is the server's, sources are earned, money is the manager's, no future work, and
 * idempotency that tells the truth. Every refusal leaves the ledger as it was.
 */
describe("payroll integrity of the work-time ledger", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let worker: Person;
  let colleague: Person;
  /** Every event row committed (the global log's readers may lag a just-committed append by design). */
  const head = async () => Number((await t.testDatabase.database.pool.query<{ n: string }>("select count(*)::text as n from wl_events")).rows[0]!.n);
  const send = (who: Person, method: "POST" | "PUT" | "GET", path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.send(method, `/api/companies/${who.companyId}${path}`, who.token, body, headers);
  /** A refused request: its status, and nothing appended to the ledger. */
  const refused = async (status: number, request: () => ReturnType<typeof send>) => {
    const before = await head();
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    expect(await head()).toBe(before);
    return response.json() as { message: string; code: string; errors?: Record<string, string[]> };
  };

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-18T06:00:00Z") });
    boss = await t.founder();
    worker = await t.person(boss);
    colleague = await t.person(boss);
  }, 180_000);
  afterAll(async () => t?.close());

  it("a work id belongs to one worker: 404 for a co-worker's, 409 for one the actor may see, and the owner's row stays", async () => {
    const id = `w-${crypto.randomUUID()}`;
    expect((await send(colleague, "POST", "/works/start", { work_id: id })).statusCode).toBe(201);
    await t.advance(8 * HOUR, colleague, worker, boss);
    const stopped = await send(colleague, "POST", "/works/stop", { work_id: id });
    expect(stopped.statusCode).toBe(200);
    const before = (await send(boss, "GET", `/works/${id}`, undefined, pos(stopped))).json().data;
    expect(before.worked_seconds).toBe(8 * 3600);

    // The worker punches with the colleague's id: refused before any state check, and not a 409 that tells it exists.
    expect(await refused(404, () => send(worker, "POST", "/works/start", { work_id: id }))).toEqual({ message: "Work not found", code: "work_not_found" });
    for (const punch of ["pause", "resume", "stop"]) expect((await refused(404, () => send(worker, "POST", `/works/${punch}`, { work_id: id }))).code).toBe("work_not_found");
    expect((await refused(404, () => send(worker, "POST", "/works", { work_id: id, start: "2026-11-18T01:00:00Z", end: "2026-11-18T02:00:00Z" }))).code).toBe("work_not_found");
    // A manager who sees the colleague's hours is told it is taken.
    expect(await refused(409, () => send(boss, "POST", "/works/start", { work_id: id }))).toEqual({ message: "This work id is already in use", code: "work_id_taken" });

    // Another company may use the same id: its own row, and this company's row stays.
    const other = await t.founder();
    const foreign = await send(other, "POST", "/works/start", { work_id: id });
    expect(foreign.statusCode).toBe(201);
    const foreignStop = await send(other, "POST", "/works/stop", { work_id: id });
    expect((await send(other, "GET", `/works/${id}`, undefined, pos(foreignStop))).json().data.worker_id).toBe(other.id);
    expect((await send(boss, "GET", `/works/${id}`, undefined, pos(foreignStop))).json().data).toEqual(before);
  });

  it("answers a stop on an unknown work id with 404 and opens no period for it", async () => {
    const fresh = await t.person(boss);
    await refused(404, () => send(fresh, "POST", "/works/stop", { work_id: "never-started" }));
    await refused(404, () => send(fresh, "POST", "/works/stop", {}));
    // A refused new log keeps no claim on its work id either.
    const id = `z-${crypto.randomUUID()}`;
    await refused(400, () => send(fresh, "POST", "/works", { work_id: id, start: "2026-11-17T08:00:00Z", end: "2026-11-17T07:00:00Z" }));
    expect((await t.testDatabase.database.pool.query("select 1 from work_id_claims where work_id = $1", [id])).rowCount).toBe(0);
    const all = await t.eventStore.readAll();
    expect(all.filter((e) => (e.data as { workerId?: string }).workerId === fresh.id)).toEqual([]);
  });

  it("takes a back-dated punch only with can_edit_own_work_time, records claimed and received instants, and shows it", async () => {
    const noEdit = await t.person(boss, defaultWorkerRights.permissions.filter((p) => p !== "can_edit_own_work_time"));
    const elevenHoursAgo = new Date(t.clock().getTime() - 11 * HOUR).toISOString();
    expect((await refused(403, () => send(noEdit, "POST", "/works/start", { at: elevenHoursAgo }))).message).toBe("You have no rights to edit work time!");
    // Within the skew a claimed moment is now.
    const now = await send(noEdit, "POST", "/works/start", { at: new Date(t.clock().getTime() - 60_000).toISOString() });
    expect(now.statusCode).toBe(201);
    const nowRow = (await send(noEdit, "GET", `/works/${now.json().work_id}`, undefined, pos(now))).json();
    expect(nowRow.data.back_dated).toBe(false);
    expect((await send(noEdit, "POST", "/works/stop", {})).statusCode).toBe(200);

    const editor = await t.person(boss);
    const threeHoursAgo = new Date(t.clock().getTime() - 3 * HOUR).toISOString();
    const started = await send(editor, "POST", "/works/start", { at: threeHoursAgo });
    expect(started.statusCode).toBe(201);
    const stopped = await send(editor, "POST", "/works/stop", {});
    expect(stopped.statusCode, stopped.body).toBe(200);
    const read = (await send(boss, "GET", `/works/${started.json().work_id}`, undefined, pos(stopped))).json();
    expect(read.data).toMatchObject({ back_dated: true, worked_seconds: 3 * 3600 });
    expect(read.history[0]).toMatchObject({ type: "WorkStarted", flags: ["back_dated"], data: { startedAt: threeHoursAgo, receivedAt: t.clock().toISOString() } });
    expect(read.history[1].flags).toEqual([]);
  });

  it("lets a session claim only web or mobile as its source", async () => {
    for (const source of ["box", "door", "fingerprint", "beacon", "qr", "automatic"]) {
      const answer = await refused(400, () => send(worker, "POST", "/works/start", { source }));
      expect(answer.errors).toEqual({ source: ["Punches from this source need a paired device"] });
      await refused(400, () => send(worker, "POST", "/works/start", {}, { "x-client-source": source }));
      await refused(400, () => send(boss, "POST", "/works", { worker_id: worker.id, source, start: "2026-11-01T06:00:00Z", end: "2026-11-01T07:00:00Z" }));
    }
    await refused(400, () => send(worker, "POST", "/works/start", { source: "toaster" }));
  });

  it("refuses a bonus on a worker's own log and coerces no string; a manager sets it within bounds and the history names them", async () => {
    const log = { start: "2026-11-02T06:00:00Z", end: "2026-11-02T10:00:00Z" };
    expect(await refused(403, () => send(worker, "POST", "/works", { ...log, bonus: 5 }))).toEqual({ message: "Only a manager can set a bonus", code: "bonus_not_allowed" });
    expect((await refused(400, () => send(worker, "POST", "/works", { ...log, bonus: 2147483647 }))).errors).toHaveProperty("bonus");
    expect((await refused(400, () => send(boss, "POST", "/works", { ...log, worker_id: worker.id, bonus: 3000000000 }))).errors).toHaveProperty("bonus");
    expect((await refused(400, () => send(boss, "POST", "/works", { ...log, worker_id: worker.id, bonus: "100" }))).errors).toEqual({ bonus: ["This value is of the wrong type"] });
    expect((await refused(400, () => send(boss, "POST", "/works", { ...log, worker_id: worker.id, confirm_over_24_hours: "true" }))).errors).toHaveProperty("confirm_over_24_hours");
    expect((await refused(400, () => send(boss, "POST", "/works", { ...log, worker_id: worker.id, tags: "x" }))).errors).toHaveProperty("tags");

    const added = await send(worker, "POST", "/works", log);
    expect(added.statusCode).toBe(201);
    const id = added.json().work_id as string;
    await refused(403, () => send(worker, "PUT", `/works/${id}`, { bonus: 2 }, pos(added)));
    const set = await send(boss, "PUT", `/works/${id}`, { bonus: 40 }, pos(added));
    expect(set.statusCode).toBe(200);
    const read = (await send(worker, "GET", `/works/${id}`, undefined, pos(set))).json();
    expect(read.data.bonus).toBe(40);
    expect(read.history.at(-1)).toMatchObject({ type: "WorkLogEdited", actor_id: boss.id, persona: "manager", previous: { bonus: null }, next: { bonus: 40 } });
  });

  it("refuses work in the future beyond the clock skew", async () => {
    const tomorrow = new Date(t.clock().getTime() + 24 * HOUR).toISOString();
    const later = new Date(t.clock().getTime() + 25 * HOUR).toISOString();
    const answer = await refused(400, () => send(worker, "POST", "/works", { start: tomorrow, end: later }));
    expect(answer.errors).toEqual({ start: ["Work cannot be logged in the future; plan it in schedules"], end: ["Work cannot be logged in the future; plan it in schedules"] });
    expect((await refused(400, () => send(boss, "POST", "/works", { worker_id: worker.id, start: "2026-11-03T06:00:00Z", end: later }))).errors).toEqual({
      end: ["Work cannot be logged in the future; plan it in schedules"],
    });
    expect((await refused(400, () => send(worker, "POST", "/works/start", { at: tomorrow }))).errors).toHaveProperty("at");
  });

  it("replays the first answer for the same key and body, and refuses the same key with another body: work_id and x-command-id, per actor", async () => {
    const id = `r-${crypto.randomUUID()}`;
    const body = { work_id: id, start: "2026-11-04T06:00:00Z", end: "2026-11-04T08:00:00Z" };
    const first = await send(worker, "POST", "/works", body);
    expect(first.statusCode).toBe(201);
    const replay = await refused(201, () => send(worker, "POST", "/works", { end: body.end, start: body.start, work_id: id }));
    expect(replay).toEqual(first.json());
    expect(await refused(409, () => send(worker, "POST", "/works", { ...body, end: "2026-11-04T09:00:00Z" }))).toEqual({
      message: "This request was already made with different content",
      code: "idempotency_conflict",
    });

    const key = { "x-command-id": `cmd-${crypto.randomUUID()}` };
    const log = { start: "2026-11-05T06:00:00Z", end: "2026-11-05T08:00:00Z" };
    const made = await send(worker, "POST", "/works", log, key);
    expect(made.statusCode).toBe(201);
    expect(await refused(201, () => send(worker, "POST", "/works", log, key))).toEqual(made.json());
    expect((await refused(409, () => send(worker, "POST", "/works", { ...log, comment: "again" }, key))).code).toBe("idempotency_conflict");
    // Keys are scoped per actor: a colleague's same key is their own request.
    const theirs = await send(colleague, "POST", "/works", log, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().work_id).not.toBe(made.json().work_id);
    // A refused first request keeps nothing: the key is free for a corrected retry.
    const retryKey = { "x-command-id": `cmd-${crypto.randomUUID()}` };
    await refused(400, () => send(worker, "POST", "/works", { ...log, start: "2026-11-06T06:00:00Z", end: "2026-11-06T05:00:00Z" }, retryKey));
    expect((await send(worker, "POST", "/works", { start: "2026-11-06T06:00:00Z", end: "2026-11-06T07:00:00Z" }, retryKey)).statusCode).toBe(201);
  });

  it("refuses a worker's own work id from an earlier month for new work: the id names one log", async () => {
    const id = `m-${crypto.randomUUID()}`;
    const body = { work_id: id, start: "2026-11-16T06:00:00Z", end: "2026-11-16T08:00:00Z" };
    const made = await send(colleague, "POST", "/works", body);
    expect(made.statusCode).toBe(201);
    await send(colleague, "GET", `/works/${id}`, undefined, pos(made));
    await t.advance(14 * 24 * HOUR, colleague, worker, boss);
    // December's stream cannot see November's log; the claim and the timesheet can. The worker's own key is spent.
    expect((await refused(409, () => send(colleague, "POST", "/works/start", { work_id: id }))).code).toBe("idempotency_conflict");
    const forColleague = { worker_id: colleague.id, work_id: id };
    expect(await refused(409, () => send(boss, "POST", "/works/start", forColleague))).toEqual({ message: "This work id is already in use", code: "work_id_taken" });
    expect((await refused(409, () => send(boss, "POST", "/works", { ...forColleague, start: "2026-12-01T06:00:00Z", end: "2026-12-01T07:00:00Z" }))).code).toBe("work_id_taken");
  });
});
