import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestMessages } from "@workledger/event-schemas";
import { demoCredentials, seedDemo } from "../seed/demo-seed.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

/**
 * Requests through the API on PostgreSQL: a worker asks for a paid absence and a bonus, a manager
 * with can_accept_decline_requests decides; the lifecycle, the one-ongoing rule, 'Conflicting dates'
 * with the overlapping rows, the approved absence in the timesheet and blocking work, and another
 * company's manager refused everywhere.
 */
describe("requests API (PostgreSQL)", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let worker: Person;
  let bystander: Person;
  let otherBoss: Person;
  let vacation: string;
  const day = (d: number, h = 0) => Date.UTC(2026, 11, d, h);

  const post = (who: Person, url: string, body: unknown, position?: string) => t.send("POST", url, who.token, body, position === undefined ? {} : { "x-wait-for-position": position });
  const get = (who: Person, url: string, position?: string) => t.send("GET", url, who.token, undefined, position === undefined ? {} : { "x-wait-for-position": position });
  const ask = (who: Person, started: number, ended: number, extra: Record<string, unknown> = {}, position?: string) =>
    post(who, "/api/users/work-leaves/request", { type_id: vacation, started_at: started, ended_at: ended, comment: "Trip", ...extra }, position);

  /** The platform admin switches company feature flags. */
  const setFlags = async (flags: Record<string, boolean>) => {
    const csrf = (await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
    const adminToken = (await t.app.inject({ method: "POST", url: "/api/login", headers: { "x-xsrf-token": csrf }, payload: { email: demoCredentials[0]!.email, password: demoCredentials[0]!.password } })).json().access_token as string;
    const flag = await t.send("PUT", `/api/admin/companies/${boss.companyId}/features`, adminToken, flags, { "x-persona": "admin" });
    expect(flag.statusCode, flag.body).toBeLessThan(300);
    for (const person of [boss, worker, bystander]) await t.relogin(person);
  };

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-25T08:00:00.000Z") });
    await seedDemo(t.identity.deps);
    boss = await t.founder("Requests Co");
    worker = await t.person(boss);
    bystander = await t.person(boss);
    otherBoss = await t.founder("Other Co");
    const type = await post(boss, `/api/companies/${boss.companyId}/work-leaves/types`, { name: "Annual leave" });
    vacation = type.json().data.id as string;
  }, 120_000);
  afterAll(async () => t?.close());

  it("bounds a paid absence by its type: 69 years is a 400 on ended_at that writes nothing; an approval is held to the type as it is now", async () => {
    const traveller = await t.person(boss);
    const sixtyNineYears = await ask(traveller, day(1), Date.UTC(2095, 11, 1));
    expect(sixtyNineYears.statusCode, sixtyNineYears.body).toBe(400);
    expect(sixtyNineYears.json()).toMatchObject({ code: "absence_too_long", errors: { ended_at: [requestMessages.absenceTooLong] } });
    expect((await get(traveller, "/api/requests?kind=paid_absence")).json().data).toEqual([]);

    const created = await post(boss, `/api/companies/${boss.companyId}/work-leaves/types`, { name: "Study leave", max_days: 30 });
    expect(created.statusCode, created.body).toBe(201);
    const studyLeave = created.json().data.id as string;
    expect((await post(boss, `/api/companies/${boss.companyId}/work-leaves/types`, { name: "Sabbatical", max_days: 367 })).json().errors).toHaveProperty("max_days");
    const types = await get(boss, `/api/companies/${boss.companyId}/work-leaves/types`, created.json().position);
    expect(types.json().data.find((x: { id: string }) => x.id === studyLeave)).toMatchObject({ name: "Study leave", max_days: 30 });
    expect(types.json().data.find((x: { id: string }) => x.id === vacation)).toMatchObject({ name: "Annual leave", max_days: null });

    // Helsinki midnights: 1.1 to 20.1 is 20 days, within 30.
    const midnight = (d: number) => Date.UTC(2027, 0, d) - 2 * 3_600_000;
    const asked = await ask(traveller, midnight(1), midnight(21), { type_id: studyLeave });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await ask(traveller, midnight(1), midnight(32), { type_id: studyLeave, id: asked.json().data.id })).json().code).toBe("absence_too_long");
    const shortened = await t.send("PUT", `/api/companies/${boss.companyId}/work-leaves/types/${studyLeave}`, boss.token, { max_days: 10 });
    expect(shortened.statusCode, shortened.body).toBe(200);
    const approve = await post(boss, "/api/users/work-leaves/accept", { status: true, id: asked.json().data.id }, asked.json().position);
    expect(approve.statusCode, approve.body).toBe(400);
    expect(approve.json()).toMatchObject({ code: "absence_too_long", errors: { ended_at: [requestMessages.absenceTooLong] } });
    const declined = await post(boss, "/api/users/work-leaves/accept", { status: false, id: asked.json().data.id });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toBe("Paid absence request declined");
  });

  it("walks a paid absence through its lifecycle: request, one ongoing, edit, approve once", async () => {
    const bad = await ask(worker, day(3), day(1));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ started_at: [requestMessages.startAfterEnd] });
    expect((await ask(worker, day(1), day(3), { type_id: "not-a-type" })).json().errors).toEqual({ type_id: ["Paid absence type not found"] });
    expect((await ask(worker, day(1), day(3), { user_id: bystander.id })).statusCode).toBe(400);

    const created = await ask(worker, day(1), day(3));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe("Paid absence request updated successfully");
    const id = created.json().data.id as string;

    const second = await ask(worker, day(10), day(11));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ code: "ongoing_request", message: requestMessages.ongoingRequest });

    // The edit right after the create, without waiting for any read model: the owner is taken from
    // the request's own stream, so it cannot race the projection. Another person naming it gets 404.
    expect((await ask(bystander, day(1), day(4), { id, comment: "Not mine" })).statusCode).toBe(404);
    const edited = await ask(worker, day(1), day(4), { id, comment: "Longer trip" });
    expect(edited.statusCode, edited.body).toBe(200);
    const mine = await get(worker, "/api/requests?kind=paid_absence", edited.json().position);
    expect(mine.json().data).toMatchObject([{ id, status: "pending", comment: "Longer trip", started_at: day(1), ended_at: day(4), type_name: "Annual leave", is_approved: null }]);

    // Not for the requester, nor a bystander without the right, nor another company's manager.
    expect((await post(worker, "/api/users/work-leaves/accept", { status: true, id }, edited.json().position)).statusCode).toBe(403);
    expect((await post(bystander, "/api/users/work-leaves/accept", { status: true, id })).statusCode).toBe(403);
    expect((await post(otherBoss, "/api/users/work-leaves/accept", { status: true, id })).statusCode).toBe(404);
    expect((await get(otherBoss, `/api/requests?user_id=${worker.id}`)).statusCode).toBe(404);
    expect((await get(otherBoss, `/api/users/work-leaves/request?id=${id}`)).statusCode).toBe(404);

    const approved = await post(boss, "/api/users/work-leaves/accept", { status: true, id });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe("Paid absence request approved");
    const again = await post(boss, "/api/users/work-leaves/accept", { status: false, id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "request_already_decided", message: requestMessages.alreadyDecided });
    expect((await ask(worker, day(1), day(4), { id, comment: "late edit" })).statusCode).toBe(409);

    const one = await get(boss, `/api/users/work-leaves/request?id=${id}`, approved.json().position);
    expect(one.json().data).toMatchObject({ id, status: "approved", is_approved: true, decided_by: boss.id, user_id: worker.id });
    // The drawer a notification opens shows whose request it is.
    expect(one.json().data.worker_name).toEqual(expect.any(String));

    // Part of the ledger: the timesheet shows it and work overlapping it is refused.
    const sheet = await get(worker, `/api/companies/${worker.companyId}/timesheet?from=2026-12-01&to=2026-12-07`, approved.json().position);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().paid_absences).toMatchObject([{ id, worker_id: worker.id, type_name: "Annual leave", start: new Date(day(1)).toISOString(), end: new Date(day(4)).toISOString() }]);
    const overlapping = await post(worker, `/api/companies/${worker.companyId}/works`, { start: "2026-11-02T06:00:00.000Z", end: "2026-11-02T07:00:00.000Z" });
    expect(overlapping.statusCode).toBe(201);
    t.clock.set(new Date("2026-12-02T12:00:00.000Z"));
    await t.relogin(worker);
    const blocked = await post(worker, `/api/companies/${worker.companyId}/works`, { start: "2026-12-02T06:00:00.000Z", end: "2026-12-02T10:00:00.000Z" });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe("work_overlap");
    t.clock.set(new Date("2026-11-25T08:00:00.000Z"));
    await t.relogin(worker);
    await t.relogin(boss);
  });

  it("answers 'Conflicting dates' with the overlapping work log and absence, worker name included", async () => {
    const log = await post(bystander, `/api/companies/${bystander.companyId}/works`, { start: "2026-11-20T06:00:00.000Z", end: "2026-11-20T14:00:00.000Z" });
    expect(log.statusCode).toBe(201);
    const conflict = await ask(bystander, Date.UTC(2026, 10, 20), Date.UTC(2026, 10, 21), {}, log.json().position);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: "conflicting_dates", title: "Conflicting dates", message: "There are conflicting date for this timeframe. Please review previous entries." });
    expect(conflict.json().data).toMatchObject([{ kind: "work_log", id: log.json().work_id, worker_id: bystander.id, worker_name: expect.any(String), start_utc: "2026-11-20T06:00:00.000Z" }]);
    expect(conflict.json().data[0]).toHaveProperty("worker_thumbnail");

    // Against an approved absence of the same worker: the first absence is approved, the second overlaps it.
    const first = await ask(bystander, Date.UTC(2026, 10, 22), Date.UTC(2026, 10, 24));
    await post(boss, "/api/users/work-leaves/accept", { status: true, id: first.json().data.id }, first.json().position);
    const overlapping = await ask(bystander, Date.UTC(2026, 10, 23), Date.UTC(2026, 10, 25));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().data).toMatchObject([{ kind: "paid_absence", id: first.json().data.id, worker_id: bystander.id }]);
  });

  it("declines a bonus request once; the second decision is refused; the flag gates new requests", async () => {
    const log = await post(worker, `/api/companies/${worker.companyId}/works`, { start: "2026-11-23T06:00:00.000Z", end: "2026-11-23T14:00:00.000Z" });
    const workId = log.json().work_id as string;
    const off = await post(worker, `/api/works/${workId}/bonus/request`, { bonus: 50, bonus_comment: "Extra", manager_id: boss.id }, log.json().position);
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe("feature_disabled");

    await setFlags({ production_bonus_active: true });
    await t.relogin(worker);

    // The spec's call: bonus, bonus_comment, timestamp, notification_id (no manager_id); the timestamp is bounded like every number.
    expect((await post(worker, `/api/works/${workId}/bonus/request`, { bonus: 50, timestamp: -1 })).json().errors).toHaveProperty("timestamp");
    expect((await post(worker, `/api/works/${workId}/bonus/request`, { bonus: 50, manager_id: otherBoss.id })).statusCode).toBe(400);
    expect((await post(worker, `/api/works/${workId}/bonus/request`, { bonus: 100_001, manager_id: boss.id })).statusCode).toBe(400);
    const asked = await post(worker, `/api/works/${workId}/bonus/request`, { bonus: 50, bonus_comment: "Extra", timestamp: Date.parse("2026-11-25T08:00:00.000Z"), notification_id: null });
    expect(asked.statusCode, asked.body).toBe(201);
    // Edited at once (the owner comes from the log's bonus stream, not the read model); an unknown id is 404.
    const reworded = await post(worker, `/api/works/${workId}/bonus/request`, { id: asked.json().data.id, bonus: 50, bonus_comment: "Extra hours", manager_id: boss.id });
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect((await post(worker, `/api/works/${workId}/bonus/request`, { id: "no-such-request", bonus: 50, manager_id: boss.id })).statusCode).toBe(404);
    expect(asked.json().message).toBe("Bonus request updated successfully");
    expect((await post(worker, `/api/works/${workId}/bonus/request`, { bonus: 60, manager_id: boss.id })).json().code).toBe("ongoing_request");
    // Another's log is not the worker's to ask about.
    expect((await post(bystander, `/api/works/${workId}/bonus/request`, { bonus: 5, manager_id: boss.id })).statusCode).toBe(404);

    const declined = await post(boss, `/api/works/${workId}/bonus/accept`, { status: false, id: asked.json().data.id, timestamp: Date.parse("2026-11-25T09:00:00.000Z") }, asked.json().position);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().message).toBe("Bonus request declined");
    const twice = await post(boss, `/api/works/${workId}/bonus/accept`, { status: true, id: asked.json().data.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("request_already_decided");

    const next = await post(worker, `/api/works/${workId}/bonus/request`, { bonus: 30, manager_id: boss.id });
    expect(next.statusCode).toBe(201);
    const ok = await post(boss, `/api/works/${workId}/bonus/accept`, { status: true, bonus: 25 }, next.json().position);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe("Bonus request approved");
    const afterApproval = await post(boss, `/api/works/${workId}/bonus/accept`, { status: false }, ok.json().position);
    expect(afterApproval.json()).toMatchObject({ code: "bonus_already_approved", message: "Bonus has already been approved." });
    const read = await get(worker, `/api/works/${workId}/bonus/request`, ok.json().position);
    expect(read.json().data).toMatchObject({ status: "approved", bonus: 25, original_bonus: 30, is_approved: true });
    expect(read.json().requests.map((r: { status: string }) => r.status).sort()).toEqual(["approved", "declined"]);
    expect((await get(otherBoss, `/api/works/${workId}/bonus/request`)).statusCode).toBe(404);
  });

  it("puts an approved bonus on the work log: the timesheet, a later edit and the report total keep it; a declined one is not there", async () => {
    await setFlags({ production_bonus_active: true });
    const earner = await t.person(boss);
    const works = `/api/companies/${earner.companyId}/works`;
    const paid = await post(earner, works, { start: "2026-11-24T06:00:00.000Z", end: "2026-11-24T10:00:00.000Z" });
    const unpaid = await post(earner, works, { start: "2026-11-24T11:00:00.000Z", end: "2026-11-24T14:00:00.000Z" });
    const [paidId, unpaidId] = [paid.json().work_id as string, unpaid.json().work_id as string];
    const askPaid = await post(earner, `/api/works/${paidId}/bonus/request`, { bonus: 40, manager_id: boss.id }, unpaid.json().position);
    const askUnpaid = await post(earner, `/api/works/${unpaidId}/bonus/request`, { bonus: 70, manager_id: boss.id });
    expect(askUnpaid.statusCode, askUnpaid.body).toBe(201);
    expect((await post(boss, `/api/works/${paidId}/bonus/accept`, { status: true, bonus: 35 }, askUnpaid.json().position)).statusCode).toBe(200);
    const declined = await post(boss, `/api/works/${unpaidId}/bonus/accept`, { status: false, id: askUnpaid.json().data.id });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(askPaid.statusCode).toBe(201);

    const bonusOf = async (position: string) => {
      const sheet = await get(earner, `/api/companies/${earner.companyId}/timesheet?from=2026-11-24&to=2026-11-24`, position);
      expect(sheet.statusCode, sheet.body).toBe(200);
      const logs = (sheet.json().days as { logs: { id: string; bonus: number | null }[] }[]).flatMap((d) => d.logs);
      return Object.fromEntries(logs.map((l) => [l.id, l.bonus]));
    };
    expect(await bonusOf(declined.json().position)).toEqual({ [paidId]: 35, [unpaidId]: null });

    // The worker's own edit of the log (no bonus in it: a worker cannot set one) leaves the approved bonus on it.
    const edited = await t.send("PUT", `${works}/${paidId}`, earner.token, { worker_comment: "Long day" }, { "x-wait-for-position": declined.json().position });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await bonusOf(edited.json().position)).toEqual({ [paidId]: 35, [unpaidId]: null });

    // Reports (and the payroll exports built on them) read the bonus from the work log.
    const report = await get(boss, `/api/companies/${boss.companyId}/reports?from=2026-11-24&to=2026-11-24`, edited.json().position);
    expect(report.statusCode, report.body).toBe(200);
    const rows = (report.json().data.rows as { id: string; worker_id: string; bonus: number }[]).filter((r) => r.worker_id === earner.id);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.bonus]))).toEqual({ [paidId]: 35, [unpaidId]: 0 });
    const mine = (report.json().data.workers as { worker_id: string; totals: { bonus: number } }[]).find((w) => w.worker_id === earner.id);
    expect(mine?.totals.bonus).toBe(35);
  });

  it("refuses a paid absence over a scheduled paid absence, with the schedule's row", async () => {
    await setFlags({ schedule_active: true });
    const leave = await post(boss, "/api/schedules/absences", { user_id: bystander.id, start: "2026-11-26T22:00:00.000Z", end: "2026-11-27T21:59:00.000Z", work_leave: true });
    expect(leave.statusCode, leave.body).toBe(201);
    const conflict = await ask(bystander, Date.UTC(2026, 10, 27, 8), Date.UTC(2026, 10, 27, 12), {}, leave.json().position);
    expect(conflict.statusCode, conflict.body).toBe(409);
    expect(conflict.json()).toMatchObject({ code: "conflicting_dates", data: [{ kind: "scheduled_absence", worker_id: bystander.id, start_utc: "2026-11-26T22:00:00.000Z" }] });
  });
});
