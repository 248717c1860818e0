import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCompanyCommand } from "../identity/identity-commands.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";
import { at, schedulesCast } from "./testing/schedules-cast.ts";

/**
 * Every Schedules call of spec section 7 through the real app on PostgreSQL: permissions, the
 * schedule_active and shift_manager_active flags, tenant isolation and workspace scope, 400 / 404 /
 * 409, read-your-writes, and scheduled paid absences blocking work logs.
 */
describe("schedules API (PostgreSQL)", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let worker: Person;
  let peer: Person;
  let other: Person;
  let otherWorker: Person;
  let scoped: Person;
  let southWorker: Person;

  /** Sessions read the flags from the directory read model: wait until it has them (a loaded machine lags). */
  const setFlags = async (companyId: string, flags: Record<string, boolean>) => {
    await runCompanyCommand(
      t.identity.deps,
      { companyId, actorId: "platform-admin", persona: "admin", source: "web", commandId: randomUUID(), correlationId: randomUUID(), causationId: null, occurredAt: t.clock().toISOString() },
      companyId,
      { type: "SetCompanyFeatureFlags", flags },
    );
    await t.readModels.waitForPosition("directory", await t.eventStore.headPosition(), { timeoutMs: 15_000 });
  };
  const post = (who: Person, path: string, body: unknown = {}) => t.send("POST", `/api${path}`, who.token, body);
  const read = (who: Person, path: string, position?: string) => t.send("GET", `/api${path}`, who.token, undefined, position === undefined ? {} : { "x-wait-for-position": position });
  const ok = <R extends { statusCode: number; body: string }>(r: R, status = 200) => {
    expect(r.statusCode, r.body).toBe(status);
    return r as unknown as Omit<R, "json"> & { json(): { message: string; data: Record<string, unknown> & { ids: string[]; id: string }; position: string; warnings: { code: string }[] } };
  };
  const monthOf = (who: Person, position: string, path = `/schedules/${who.companyId}?from=2026-12-01&to=2026-12-31`) => read(who, path, position);
  const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  /** A time span on a local date; an end at or before the start is the next day (a night shift). */
  const shift = (user: Person, date: string, from: string, to: string, more: Record<string, unknown> = {}) => ({
    user_id: user.id,
    start: at(date, from),
    end: to <= from ? at(nextDay(date), to) : at(date, to),
    ...more,
  });

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-25T10:00:00.000Z") });
    ({ boss, worker, peer, scoped, southWorker, other } = await schedulesCast(t, "Planner Oy", "Other Oy"));
    otherWorker = await t.person(other);
  }, 120_000);
  afterAll(async () => t?.close());

  it("offers no schedule actions while schedule_active is off (reads still answer)", async () => {
    const refused = await post(boss, "/schedules/shifts", shift(worker, "2026-12-01", "08:00", "16:00"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("feature_disabled");
    ok(await read(boss, `/schedules/${boss.companyId}?from=2026-12-01&to=2026-12-31`));
    await setFlags(boss.companyId, { schedule_active: true });
    await setFlags(other.companyId, { schedule_active: true });
  });

  it("plans a shift, answers it in the schedule with the spec's fields, and the worker reads only their own", async () => {
    const created = ok(await post(boss, "/schedules/shifts", shift(worker, "2026-12-01", "08:00", "16:30", { pause_length: 30, title: "Morning", customColor: "#00aa00" })), 201);
    const id = created.json().data.id;
    const month = ok(await monthOf(boss, created.json().position)).json().data as unknown as { events: Record<string, unknown>[]; unconfirmed: string[]; totals: unknown[] };
    expect(month.events.find((e) => e.id === id)).toMatchObject({
      type: "shift",
      title: "Morning",
      user_id: worker.id,
      date: "2026-12-01",
      resource_id: `0-${worker.id}`,
      confirmed: false,
      editable: true,
      is_preset: false,
      pause_length: 30,
      total: 8 * 3600,
      total_time: "8:00",
      customColor: "#00aa00",
    });
    expect(month.unconfirmed).toContain(id);
    expect(month.totals).toContainEqual({ user_id: worker.id, week: "2026-11-30", total: 8 * 3600, total_time: "8:00" });
    const own = ok(await read(worker, `/schedules/${boss.companyId}/users/${worker.id}?from=2026-12-01&to=2026-12-31`));
    expect((own.json().data as unknown as { events: { id: string }[] }).events.map((e) => e.id)).toContain(id);
    expect((await read(worker, `/schedules/${boss.companyId}/users/${peer.id}?from=2026-12-01&to=2026-12-31`)).statusCode).toBe(403);
    const workersView = ok(await read(worker, `/schedules/${boss.companyId}?from=2026-12-01&to=2026-12-31`)).json().data as unknown as { events: { user_id: string }[] };
    expect(workersView.events.length).toBeGreaterThan(0);
    expect(workersView.events.every((e) => e.user_id === worker.id)).toBe(true);
    expect((await read(worker, `/schedules/${boss.companyId}?from=2026-12-01&to=2026-12-31&user_ids=${peer.id}`)).statusCode).toBe(403);
    expect((await read(peer, `/schedules/${boss.companyId}/users/${peer.id}?from=2026-12-01&to=2026-12-31`)).statusCode).toBe(403);
    expect((await post(worker, "/schedules/shifts", shift(worker, "2026-12-02", "08:00", "16:00"))).statusCode).toBe(403);
  });

  it("refuses an overlapping shift of the same worker (409) and bad input (400, nothing written)", async () => {
    const overlap = await post(boss, "/schedules/shifts", shift(worker, "2026-12-01", "16:00", "20:00"));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().code).toBe("schedule_overlap");
    const backwards = await post(boss, "/schedules/shifts", { ...shift(worker, "2026-12-03", "08:00", "16:00"), end: at("2026-12-03", "07:00") });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.end).toBeDefined();
    expect((await post(boss, "/schedules/shifts", { ...shift(worker, "2026-12-03", "08:00", "16:00"), pause_length: 181 })).statusCode).toBe(400);
    expect((await post(boss, "/schedules/shifts", { ...shift(worker, "2026-12-03", "08:00", "16:00"), surprise: 1 })).statusCode).toBe(400);
    expect((await post(boss, "/schedules/shifts", { ...shift(worker, "2026-12-03", "08:00", "16:00"), pause_length: "30" })).statusCode).toBe(400);
    expect((await post(boss, "/schedules/tasks", { ...shift(worker, "2026-12-03", "08:00", "16:00"), recurrence: { frequency: "weekly" } })).statusCode).toBe(400);
    expect((await post(boss, "/schedules/shifts", { ...shift(worker, "2026-12-03", "08:00", "16:00"), start: "2026-13-03T08:00:00Z" })).json().errors.start).toBeDefined();
    expect((await post(boss, "/schedules/shifts", { ...shift(worker, "2026-12-03", "08:00", "16:00"), recurrence: { frequency: "daily", until: "2026-02-30" } })).statusCode).toBe(400);
    expect((await read(boss, `/schedules/${boss.companyId}?from=2026-12-01&to=2027-03-01`)).statusCode).toBe(400);
    expect((await read(boss, `/schedules/${boss.companyId}?from=2026-12-01&to=2026-12-32`)).statusCode).toBe(400);
  });

  it("plans a weekly recurring shift and removes 'this and following' unconfirmed, keeping a confirmed one", async () => {
    const created = ok(await post(boss, "/schedules/shifts", { ...shift(peer, "2026-12-07", "22:00", "06:00"), recurrence: { frequency: "weekly", count: 6 } }), 201);
    const ids = created.json().data.ids;
    expect(ids).toHaveLength(6);
    ok(await post(boss, `/schedules/${ids[4]}/confirm`));
    const removed = ok(await post(boss, `/schedules/${ids[2]}/destroy`, { scope: "following" }));
    const month = ok(await read(boss, `/schedules/${boss.companyId}?from=2026-12-01&to=2027-01-31&user_ids=${peer.id}`, removed.json().position)).json().data as unknown as { events: { id: string; is_night_shift: boolean; date: string }[] };
    expect(month.events.map((e) => e.id)).toEqual([ids[0], ids[1], ids[4]]);
    expect(month.events[0]).toMatchObject({ is_night_shift: true, date: "2026-12-07" });
    const all = ok(await post(boss, `/schedules/${ids[0]}/destroy`, { scope: "all" }));
    const after = ok(await read(boss, `/schedules/${boss.companyId}?from=2026-12-01&to=2027-01-31&user_ids=${peer.id}`, all.json().position)).json().data as unknown as { events: { id: string }[] };
    expect(after.events.map((e) => e.id)).toEqual([ids[4]]);
  });

  it("moves, resizes and copies, moving to another month and person under the same id", async () => {
    const created = ok(await post(boss, "/schedules/tasks", shift(worker, "2026-12-10", "09:00", "10:00")), 201);
    const id = created.json().data.id;
    ok(await post(boss, `/schedules/${id}/tasks`, { action: "resize", end: at("2026-12-10", "11:00") }));
    const copy = ok(await post(boss, `/schedules/${id}/tasks`, { action: "copy", start: at("2026-12-11", "09:00"), end: at("2026-12-11", "11:00") }), 201);
    const moved = ok(await post(boss, `/schedules/${id}/tasks`, { action: "move", user_id: peer.id, start: at("2027-01-05", "09:00"), end: at("2027-01-05", "11:00") }));
    const rows = ok(await read(boss, `/schedules/${boss.companyId}?from=2026-12-01&to=2027-01-31`, moved.json().position)).json().data as unknown as { events: { id: string; user_id: string; date: string; total: number }[] };
    expect(rows.events.find((e) => e.id === id)).toMatchObject({ user_id: peer.id, date: "2027-01-05", total: 7200 });
    expect(rows.events.find((e) => e.id === copy.json().data.id)).toMatchObject({ user_id: worker.id, date: "2026-12-11", total: 7200 });
    expect(rows.events.filter((e) => e.id === id)).toHaveLength(1);
    // The moved event lives in its new stream: it can be changed and deleted there.
    ok(await post(boss, `/schedules/${id}/tasks`, { title: "Inventory" }));
    ok(await post(boss, `/schedules/${id}/destroy`));
    expect((await post(boss, `/schedules/${id}/destroy`)).statusCode).toBe(404);
  });

  it("plans many at once, confirms all, unconfirms all, and bulk-deletes", async () => {
    const many = ok(
      await post(boss, `/schedules/${boss.companyId}/multiple`, {
        events: [
          { type: "shift", ...shift(worker, "2026-12-14", "08:00", "16:00") },
          { type: "task", ...shift(peer, "2026-12-14", "08:00", "09:00") },
          { type: "absence", ...shift(peer, "2026-12-15", "00:00", "23:59"), work_leave: false },
        ],
      }),
      201,
    );
    const ids = many.json().data.ids;
    expect(ids).toHaveLength(3);
    const confirmed = ok(await post(boss, "/schedules/confirm/all", { schedule_ids: ids, confirm: true }));
    expect(confirmed.json().message).toBe("Schedule confirmed successfully");
    let month = ok(await monthOf(boss, confirmed.json().position)).json().data as unknown as { unconfirmed: string[]; events: { id: string; editable: boolean }[] };
    expect(ids.some((i: string) => month.unconfirmed.includes(i))).toBe(false);
    expect(month.events.filter((e) => ids.includes(e.id)).every((e) => !e.editable)).toBe(true);
    expect((await post(boss, "/schedules/destroy/bulk", { schedule_ids: ids })).statusCode).toBe(409);
    const unconfirmed = ok(await post(boss, "/schedules/confirm/all", { schedule_ids: ids, confirm: false }));
    month = ok(await monthOf(boss, unconfirmed.json().position)).json().data as unknown as { unconfirmed: string[]; events: { id: string; editable: boolean }[] };
    expect(ids.every((i: string) => month.unconfirmed.includes(i))).toBe(true);
    const bulk = ok(await post(boss, "/schedules/destroy/bulk", { schedule_ids: ids }));
    month = ok(await monthOf(boss, bulk.json().position)).json().data as unknown as { unconfirmed: string[]; events: { id: string; editable: boolean }[] };
    expect(month.events.filter((e) => ids.includes(e.id))).toEqual([]);
    // All or nothing: one bad event in a multiple call writes none of them.
    const bad = await post(boss, `/schedules/${boss.companyId}/multiple`, {
      events: [
        { type: "shift", ...shift(worker, "2026-12-20", "08:00", "16:00") },
        { type: "shift", ...shift(worker, "2026-12-20", "12:00", "18:00") },
      ],
    });
    expect(bad.statusCode).toBe(409);
    const after = ok(await read(boss, `/schedules/${boss.companyId}?from=2026-12-20&to=2026-12-20`)).json().data as unknown as { events: unknown[] };
    expect(after.events).toEqual([]);
  });

  it("warns (without blocking) about short rest and long days", async () => {
    const first = ok(await post(boss, "/schedules/shifts", shift(southWorker, "2026-12-21", "14:00", "23:00")), 201);
    // Warnings are judged against the read model: the first shift is in it before the second is planned.
    await monthOf(boss, first.json().position);
    const next = ok(await post(boss, "/schedules/shifts", shift(southWorker, "2026-12-22", "06:00", "20:00")), 201);
    expect(next.json().warnings.map((w) => w.code).sort()).toEqual(["long_day", "short_rest"]);
  });

  it("keeps positions: next order number, rename, reorder remapping resources, workers, and detaching", async () => {
    const kitchen = ok(await post(boss, `/schedules/${boss.companyId}/positions`, { name: "Kitchen" }), 201);
    const bar = ok(await post(boss, `/schedules/${boss.companyId}/positions`, { name: "Bar" }), 201);
    expect([kitchen.json().data.order_number, bar.json().data.order_number]).toEqual([1, 2]);
    const kitchenId = kitchen.json().data.id;
    const barId = bar.json().data.id;
    ok(await post(boss, `/schedules/positions/${barId}`, { name: "Bar & lounge" }));
    ok(await post(boss, `/schedules/${kitchenId}/workers/${worker.id}/assign`));
    ok(await post(boss, `/schedules/${kitchenId}/workers/${peer.id}/assign`));
    expect((await post(boss, `/schedules/${kitchenId}/workers/${peer.id}/assign`)).statusCode).toBe(409);
    ok(await post(boss, `/schedules/${kitchenId}/workers/reorder`, { user_ids: [peer.id, worker.id] }));
    const planned = ok(await post(boss, "/schedules/shifts", shift(worker, "2026-12-28", "08:00", "12:00", { position_id: kitchenId })), 201);
    const reordered = ok(await post(boss, `/schedules/${boss.companyId}/positions/reorder`, { position_ids: [barId, kitchenId] }));
    void planned;
    const positions = ok(await read(boss, `/schedules/${boss.companyId}/positions`, reordered.json().position)).json().data as unknown as { id: string; name: string; order_number: number; user_ids: string[] }[];
    expect(positions.map((p) => [p.name, p.order_number, p.user_ids])).toEqual([
      ["Bar & lounge", 1, []],
      ["Kitchen", 2, [peer.id, worker.id]],
    ]);
    const month = ok(await monthOf(boss, reordered.json().position)).json().data as unknown as { events: { position_id: string | null; resource_id: string; user_id: string }[] };
    expect(month.events.find((e) => e.position_id === kitchenId)?.resource_id).toBe(`2-${worker.id}`);
    const detached = ok(await post(boss, `/schedules/${kitchenId}/workers/${worker.id}/remove`));
    expect(detached.json().data.removed_events).toBe(1);
    const afterDetach = ok(await monthOf(boss, detached.json().position)).json().data as unknown as { events: { position_id: string | null }[] };
    expect(afterDetach.events.filter((e) => e.position_id === kitchenId)).toEqual([]);
    expect((await post(boss, "/schedules/shifts", shift(worker, "2026-12-29", "08:00", "12:00", { position_id: "no-such-position" }))).statusCode).toBe(400);
    ok(await post(boss, `/schedules/positions/${barId}/delete`));
    expect((await post(boss, `/schedules/positions/${barId}/delete`)).statusCode).toBe(404);
  });

  it("saves, lists, updates and destroys presets", async () => {
    const saved = ok(await post(boss, "/schedules/shifts", { ...shift(worker, "2026-12-01", "06:00", "14:00"), is_preset: true, title: "Early" }), 201);
    const presetId = saved.json().data.id;
    // A preset plans nobody's time: never among the unconfirmed.
    const month = ok(await monthOf(boss, saved.json().position)).json().data as unknown as { unconfirmed: string[]; events: { id: string }[] };
    expect(month.unconfirmed).not.toContain(presetId);
    expect(month.events.map((e) => e.id)).not.toContain(presetId);
    let list = ok(await read(boss, `/schedules/${boss.companyId}/presets?type=shift`, saved.json().position)).json().data as unknown as Record<string, unknown>[];
    expect(list).toContainEqual(expect.objectContaining({ id: presetId, type: "shift", title: "Early", start_time: "06:00", end_time: "14:00", is_preset: true }));
    const updated = ok(await post(boss, `/schedules/presets/${presetId}/update`, { title: "Earliest", start_time: "05:00", end_time: "13:00" }));
    list = ok(await read(boss, `/schedules/${boss.companyId}/presets`, updated.json().position)).json().data as unknown as Record<string, unknown>[];
    expect(list.find((p) => p.id === presetId)).toMatchObject({ title: "Earliest", start_time: "05:00" });
    const destroyed = ok(await post(boss, `/schedules/presets/${presetId}/destroy`));
    list = ok(await read(boss, `/schedules/${boss.companyId}/presets`, destroyed.json().position)).json().data as unknown as Record<string, unknown>[];
    expect(list.find((p) => p.id === presetId)).toBeUndefined();
    expect((await post(boss, `/schedules/presets/${presetId}/destroy`)).statusCode).toBe(404);
  });

  it("names shift managers only with shift_manager_active", async () => {
    const s = ok(await post(boss, "/schedules/shifts", shift(peer, "2026-12-16", "08:00", "16:00")), 201);
    const id = s.json().data.id;
    expect((await post(boss, "/schedules/shifts/managers", { schedule_ids: [id], user_id: worker.id })).statusCode).toBe(403);
    await setFlags(boss.companyId, { shift_manager_active: true });
    const named = ok(await post(boss, "/schedules/shifts/managers", { schedule_ids: [id], user_id: worker.id }));
    const month = ok(await monthOf(boss, named.json().position)).json().data as unknown as { events: { id: string; shift_manager: string | null }[] };
    expect(month.events.find((e) => e.id === id)?.shift_manager).toBe(worker.id);
    expect((await post(boss, "/schedules/shifts/managers", { schedule_ids: [id], user_id: otherWorker.id })).statusCode).toBe(400);
  });

  it("isolates tenants: another company's events, people and company are refused and untouched", async () => {
    const mine = ok(await post(boss, "/schedules/shifts", shift(worker, "2026-12-17", "08:00", "16:00")), 201);
    const id = mine.json().data.id;
    expect((await post(other, `/schedules/${id}/destroy`)).statusCode).toBe(404);
    expect((await post(other, `/schedules/${id}/confirm`)).statusCode).toBe(404);
    expect((await post(other, `/schedules/${id}/shifts`, { title: "x" })).statusCode).toBe(404);
    expect((await post(other, "/schedules/confirm/all", { schedule_ids: [id], confirm: true })).statusCode).toBe(404);
    expect((await post(other, "/schedules/shifts", shift(worker, "2026-12-18", "08:00", "16:00"))).statusCode).toBe(400);
    expect((await post(other, `/schedules/${boss.companyId}/multiple`, { events: [{ type: "shift", ...shift(otherWorker, "2026-12-18", "08:00", "16:00") }] })).statusCode).toBe(403);
    expect((await read(other, `/schedules/${boss.companyId}?from=2026-12-01&to=2026-12-31`)).statusCode).toBe(403);
    expect((await read(other, `/schedules/${other.companyId}/users/${worker.id}?from=2026-12-01&to=2026-12-31`)).statusCode).toBe(404);
    const month = ok(await monthOf(boss, mine.json().position)).json().data as unknown as { events: { id: string; confirmed: boolean }[] };
    expect(month.events.find((e) => e.id === id)).toMatchObject({ confirmed: false });
    const theirs = ok(await read(other, `/schedules/${other.companyId}?from=2026-12-01&to=2026-12-31`)).json().data as unknown as { events: unknown[] };
    expect(theirs.events).toEqual([]);
  });

  it("keeps a manager to their workspaces", async () => {
    await setFlags(boss.companyId, { schedule_active: true });
    expect((await post(scoped, "/schedules/shifts", shift(southWorker, "2026-12-19", "08:00", "16:00"))).statusCode).toBe(403);
    expect((await read(scoped, `/schedules/${boss.companyId}/users/${southWorker.id}?from=2026-12-01&to=2026-12-31`)).statusCode).toBe(403);
    const visible = ok(await read(scoped, `/schedules/${boss.companyId}?from=2026-12-01&to=2026-12-31`)).json().data as unknown as { events: { user_id: string }[] };
    expect(visible.events.some((e) => e.user_id === southWorker.id)).toBe(false);
  });

  it("blocks work logs that overlap a scheduled paid absence, and compares planned with worked", async () => {
    const leave = ok(await post(boss, "/schedules/absences", { ...shift(worker, "2026-11-20", "00:00", "23:59"), work_leave: true }), 201);
    await read(boss, `/schedules/${boss.companyId}?from=2026-11-20&to=2026-11-20`, leave.json().position);
    const refused = await t.send("POST", `/api/companies/${boss.companyId}/works`, worker.token, { start: at("2026-11-20", "08:00"), end: at("2026-11-20", "12:00") });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe("work_overlap");
    const unpaid = ok(await post(boss, "/schedules/absences", { ...shift(peer, "2026-11-20", "00:00", "23:59"), work_leave: false }), 201);
    await read(boss, `/schedules/${boss.companyId}?from=2026-11-20&to=2026-11-20`, unpaid.json().position);
    const allowed = await t.send("POST", `/api/companies/${boss.companyId}/works`, peer.token, { start: at("2026-11-20", "08:00"), end: at("2026-11-20", "12:00") });
    expect(allowed.statusCode, allowed.body).toBe(201);
    // Planned vs worked: a shift 08:00-16:00 on the 23rd, worked 08:20-15:00; a shift on the 24th not worked; work on the 21st unplanned.
    ok(await post(boss, "/schedules/shifts", shift(worker, "2026-11-23", "08:00", "16:00")), 201);
    ok(await post(boss, "/schedules/shifts", shift(worker, "2026-11-24", "08:00", "16:00")), 201);
    ok(await t.send("POST", `/api/companies/${boss.companyId}/works`, worker.token, { start: at("2026-11-23", "08:20"), end: at("2026-11-23", "15:00") }), 201);
    const last = ok(await t.send("POST", `/api/companies/${boss.companyId}/works`, worker.token, { start: at("2026-11-21", "10:00"), end: at("2026-11-21", "12:00") }), 201);
    const rows = ok(await read(boss, `/schedules/${boss.companyId}/planned-vs-worked?from=2026-11-21&to=2026-11-24&user_ids=${worker.id}`, String(last.headers["x-ledger-position"]))).json().data as unknown as Record<string, unknown>[];
    expect(rows.map((r) => [r.date, r.late_start, r.early_leave, r.no_show, r.unscheduled])).toEqual([
      ["2026-11-21", false, false, false, true],
      ["2026-11-23", true, true, false, false],
      ["2026-11-24", false, false, true, false],
    ]);
    const own = ok(await read(worker, `/schedules/${boss.companyId}/planned-vs-worked?from=2026-11-21&to=2026-11-24`)).json().data as unknown as { user_id: string }[];
    expect(own.every((r) => r.user_id === worker.id)).toBe(true);
    expect((await read(worker, `/schedules/${boss.companyId}/planned-vs-worked?from=2026-11-21&to=2026-11-24&user_ids=${peer.id}`)).statusCode).toBe(403);
  });
});
