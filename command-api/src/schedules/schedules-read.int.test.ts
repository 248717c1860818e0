import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights, localDateTimeToInstant } from "@workledger/domain";
import { listScheduleEvents } from "@workledger/projections";
import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";
import { eventShape } from "./schedules-shape.ts";

const at = (date: string, time: string) => localDateTimeToInstant(date, time, "Europe/Helsinki");

/**
 * The month read builds its events from a lean query (listScheduleEventsForRead): each must be exactly the event shape
 * of its row (eventShape, the spec's Schedule event), for every kind of event: a shift with a pause,
 * a night shift, an all-day absence with a pause length (displayed a day earlier) and without, a task
 * in a position, a shift whose worker is its own shift manager, text needing JSON escapes.
 */
describe.each<TestDatabaseKind>(["postgres", "pglite"])("the month read's events from the lean query (%s)", (kind) => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let worker: Person;
  let nameless: Person;
  let position: string;

  beforeAll(async () => {
    t = await createWorkTimeTestApp(kind, { start: new Date("2026-11-25T10:00:00.000Z") });
    boss = await t.founder("Lukija Oy");
    worker = await t.person(boss);
    nameless = await t.person(boss, defaultWorkerRights.permissions);
    await t.setFlags(boss.companyId, { schedule_active: true, shift_manager_active: true });
    const added = await t.send("POST", `/api/schedules/${boss.companyId}/positions`, boss.token, { name: "Keittiö" });
    expect(added.statusCode, added.body).toBe(201);
    position = added.json().data.id as string;
  }, 120_000);
  afterAll(async () => t?.close());

  it("answers each event exactly as eventShape of its row, and the unconfirmed ids in order", async () => {
    const events = [
      { type: "shift", user_id: worker.id, start: at("2026-12-01", "08:00"), end: at("2026-12-01", "16:30"), pause_length: 30, additional_break_time: 15, title: 'Aamu "A" \\ vuoro', comment: "rivi\nrivi", customColor: "#00aa00" },
      { type: "shift", user_id: worker.id, start: at("2026-12-02", "22:00"), end: at("2026-12-03", "06:00"), shift_manager: worker.id },
      { type: "absence", user_id: worker.id, start: at("2026-12-10", "00:00"), end: at("2026-12-12", "00:00"), is_all_day: true, pause_length: 0, work_leave: true, title: "Loma" },
      { type: "absence", user_id: nameless.id, start: at("2026-12-10", "00:00"), end: at("2026-12-11", "00:00"), is_all_day: true },
      { type: "task", user_id: nameless.id, position_id: position, start: at("2026-12-31", "23:00"), end: at("2027-01-01", "01:00"), title: "Ilotulitus 🎆" },
    ];
    const planned = await t.send("POST", `/api/schedules/${boss.companyId}/multiple`, boss.token, { events });
    expect(planned.statusCode, planned.body).toBe(201);
    const ids = planned.json().data.ids as string[];
    const confirmed = await t.send("POST", `/api/schedules/${ids[2]}/confirm`, boss.token, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const read = await t.send("GET", `/api/schedules/${boss.companyId}?from=2026-12-01&to=2026-12-31`, boss.token, undefined, { "x-wait-for-position": confirmed.json().position as string });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers["content-type"]).toMatch(/^application\/json/);
    const answer = read.json().data as { events: Record<string, unknown>[]; unconfirmed: string[]; positions: unknown[]; totals: unknown[]; from: string; to: string; time_zone: string };

    const rows = await listScheduleEvents(t.db, boss.companyId, { from: "2026-12-01", to: "2026-12-31", personIds: [worker.id, nameless.id] });
    expect(rows).toHaveLength(5);
    expect(answer.events).toEqual(rows.map((row) => JSON.parse(JSON.stringify(eventShape(row))) as unknown));
    expect(answer.unconfirmed).toEqual(rows.filter((r) => !r.confirmed).map((r) => r.event_id));
    expect(answer).toMatchObject({ from: "2026-12-01", to: "2026-12-31", time_zone: "Europe/Helsinki" });
    expect(answer.positions).toEqual([{ id: position, name: "Keittiö", order_number: 1, user_ids: [] }]);
    // The cases the SQL must get right by itself, seen in the answer too.
    const byId = new Map(answer.events.map((e) => [e.id, e]));
    expect(byId.get(ids[2]!)).toMatchObject({ end: at("2026-12-11", "00:00"), ended_at: at("2026-12-12", "00:00"), confirmed: true, editable: false });
    expect(byId.get(ids[3]!)).toMatchObject({ end: at("2026-12-11", "00:00"), pause_length: null });
    expect(byId.get(ids[1]!)).toMatchObject({ is_night_shift: true, is_shift_manager: true, total_time: "8:00" });
    expect(byId.get(ids[0]!)).toMatchObject({ title: 'Aamu "A" \\ vuoro', total: 7 * 3600 + 45 * 60, total_time: "7:45", resource_id: `0-${worker.id}` });
    expect(byId.get(ids[4]!)).toMatchObject({ resource_id: `1-${nameless.id}`, title: "Ilotulitus 🎆", date: "2026-12-31" });
    // A worker's own read has the same shape, only their events.
    const own = await t.send("GET", `/api/schedules/${boss.companyId}/users/${worker.id}?from=2026-12-01&to=2026-12-31`, boss.token);
    expect((own.json().data.events as { user_id: string }[]).map((e) => e.user_id)).toEqual([worker.id, worker.id, worker.id]);
  });

  it("answers the same events in the compact form (ids, instants, people, positions, flags), with the same rights", async () => {
    const month = `/api/schedules/${boss.companyId}?from=2026-12-01&to=2026-12-31`;
    const full = (await t.send("GET", month, boss.token)).json().data as { events: Record<string, unknown>[]; unconfirmed: string[]; totals: unknown[]; positions: unknown[] };
    const compactRead = await t.send("GET", `${month}&format=compact`, boss.token);
    expect(compactRead.statusCode, compactRead.body).toBe(200);
    const compact = compactRead.json().data as { format: string; people: { id: string; name: string; initials: string }[]; events: Record<string, unknown[]>; totals: unknown[]; positions: unknown[] };
    expect(compact.format).toBe("compact");
    expect(full.events.length).toBeGreaterThan(0);
    const columns = compact.events;
    for (const values of Object.values(columns)) expect(values).toHaveLength(full.events.length);
    const rebuilt = full.events.map((_, i) => {
      const person = compact.people[columns["person"]![i] as number]!;
      return {
        id: columns["id"]![i],
        user_id: person.id,
        name: person.name,
        initials: person.initials,
        position_id: columns["position_id"]![i],
        type: columns["type"]![i],
        title: columns["title"]![i],
        started_at: new Date(columns["start_ms"]![i] as number).toISOString(),
        ended_at: new Date(columns["end_ms"]![i] as number).toISOString(),
        confirmed: columns["confirmed"]![i] === 1,
        customColor: columns["color"]![i],
        is_all_day: columns["is_all_day"]![i] === 1,
        is_night_shift: columns["is_night_shift"]![i] === 1,
        is_shift_manager: columns["is_shift_manager"]![i] === 1,
        series_id: columns["series_id"]![i],
        pause_length: columns["pause_length"]![i],
        additional_break_time: columns["additional_break_time"]![i],
        total: columns["total"]![i],
        comment: columns["comment"]![i],
        type_id: columns["type_id"]![i],
        work_leave: columns["work_leave"]![i] === 1,
      };
    });
    expect(rebuilt).toEqual(full.events.map((e) => Object.fromEntries(Object.keys(rebuilt[0]!).map((k) => [k, e[k]]))));
    expect(compact.totals).toEqual(full.totals);
    expect(compact.positions).toEqual(full.positions);
    expect(full.events.filter((_, i) => columns["confirmed"]![i] === 0).map((e) => e.id)).toEqual(full.unconfirmed);

    // The rights are the full read's: a worker reads only their own, in either form.
    const workerCompany = await t.send("GET", `${month}&format=compact`, worker.token);
    expect(workerCompany.statusCode, workerCompany.body).toBe(200);
    expect((workerCompany.json().data as { events: { id: string[] } }).events.id).toEqual(full.events.filter((e) => e.user_id === worker.id).map((e) => e.id));
    const own = await t.send("GET", `/api/schedules/${boss.companyId}/users/${worker.id}?from=2026-12-01&to=2026-12-31&format=compact`, worker.token);
    expect(own.statusCode, own.body).toBe(200);
    const ownData = own.json().data as { people: { id: string }[]; events: { id: string[] } };
    expect(ownData.people.map((p) => p.id)).toEqual([worker.id]);
    expect(ownData.events.id).toEqual(full.events.filter((e) => e.user_id === worker.id).map((e) => e.id));
    const others = await t.send("GET", `/api/schedules/${boss.companyId}/users/${nameless.id}?from=2026-12-01&to=2026-12-31&format=compact`, worker.token);
    expect(others.statusCode).toBe(403);
    // Another company's schedule is refused in the compact form too.
    const stranger = await t.founder("Muu Oy");
    expect((await t.send("GET", `${month}&format=compact`, stranger.token)).statusCode).toBe(403);
    expect((await t.send("GET", `${month}&format=tiny`, boss.token)).statusCode).toBe(400);
    // A month without events answers every column empty, and no people.
    const empty = (await t.send("GET", `/api/schedules/${boss.companyId}?from=2027-02-01&to=2027-02-28&format=compact`, boss.token)).json().data as { people: unknown[]; events: Record<string, unknown[]> };
    expect(empty.people).toEqual([]);
    expect(Object.keys(empty.events).sort()).toEqual(Object.keys(columns).sort());
    for (const values of Object.values(empty.events)) expect(values).toEqual([]);
  });

  it("answers the compact read again from memory only while the company's schedule version is unchanged; names are read fresh", async () => {
    const month = `/api/schedules/${boss.companyId}?from=2026-12-01&to=2026-12-31&format=compact`;
    type Compact = { people: { id: string; name: string }[]; events: { id: string[]; title: string[]; confirmed: number[] }; totals: { user_id: string; total: number }[] };
    const read = async (token = boss.token, url = month, headers: Record<string, string> = {}): Promise<Compact> => {
      const answer = await t.send("GET", url, token, undefined, headers);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as Compact;
    };
    const first = await read();
    const target = first.events.id[0]!;
    // A row changed behind the projection's back (no new version token) is not seen: the answer is the kept one.
    await t.db.updateTable("schedule_events").set({ title: "behind the back" }).where("company_id", "=", boss.companyId).where("event_id", "=", target).execute();
    expect(await read()).toEqual(first);
    // A name is the directory's, not the schedule's: a rename shows at once.
    const renamed = await t.db.updateTable("directory_users").set({ first_name: "Uusi" }).where("id", "=", worker.id).returning("last_name").executeTakeFirstOrThrow();
    const withNewName = await read();
    expect(withNewName.people.find((p) => p.id === worker.id)?.name).toBe(`Uusi ${renamed.last_name ?? ""}`.trim());
    expect(withNewName.events).toEqual(first.events);
    // A change through the schedule draws a new version: the next read is built again, with the change (and the row changed behind the back).
    const unconfirmed = first.events.id.find((_, i) => first.events.confirmed[i] === 0)!;
    const confirmed = await t.send("POST", `/api/schedules/${unconfirmed}/confirm`, boss.token, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await read(boss.token, month, { "x-wait-for-position": confirmed.json().position as string });
    const at = (id: string) => after.events.id.indexOf(id);
    expect(after.events.confirmed[at(unconfirmed)]).toBe(1);
    expect(after.events.title[at(target)]).toBe("behind the back");
    const full = (await t.send("GET", month.replace("&format=compact", ""), boss.token)).json().data as { events: { id: string; title: string; confirmed: boolean }[]; totals: unknown[] };
    expect(after.events.id).toEqual(full.events.map((e) => e.id));
    expect(after.events.title).toEqual(full.events.map((e) => e.title));
    expect(after.events.confirmed).toEqual(full.events.map((e) => (e.confirmed ? 1 : 0)));
    expect(after.totals).toEqual(full.totals);
    // Another set of people (the worker's own read) is another answer, not the manager's kept one.
    const own = await read(worker.token);
    expect(own.people.map((p) => p.id)).toEqual([worker.id]);
  });
});
