import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusMessage } from "@workledger/bus";
import { parsePosition } from "@workledger/event-store";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";
import { at, managerRights, schedulesCast } from "./testing/schedules-cast.ts";
import { startScheduleChangePublisher, type RunningSchedulePublisher, type ScheduleChangedData } from "./schedule-change-publisher.ts";

const until = async (what: string, condition: () => boolean, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/**
 * Live schedule pushes through the real app on PostgreSQL: a change reaches, on users_{id}, the
 * schedule managers of the same company who reach the person's workspace and the person, and never
 * anyone of another company, a manager of another workspace or a colleague without schedule rights.
 */
describe("schedule change pushes (PostgreSQL)", () => {
  let t: WorkTimeTestApp;
  let publisher: RunningSchedulePublisher;
  let boss: Person;
  let worker: Person;
  let peer: Person;
  let scoped: Person;
  let southWorker: Person;
  let other: Person;
  let otherManager: Person;
  const received: BusMessage[] = [];
  const framesOf = (who: Person) => received.filter((m) => m.subject === `realtime.users.${who.id}`).map((m) => m.data as { type: string; channel: string; data: ScheduleChangedData });

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-25T10:00:00.000Z") });
    ({ boss, worker, peer, scoped, southWorker, other } = await schedulesCast(t, "Pushing Oy", "Elsewhere Oy"));
    otherManager = await t.person(other, managerRights, { roleId: 1 });
    await t.setFlags(boss.companyId, { schedule_active: true });
    await t.setFlags(other.companyId, { schedule_active: true });
    await t.bus.subscribe("realtime.users.*", (message) => void received.push(message));
    publisher = await startScheduleChangePublisher({ eventStore: t.eventStore, db: t.db, bus: t.bus, logger: pino({ level: "silent" }) }, { gatherMs: 20 });
  }, 120_000);
  afterAll(async () => {
    await publisher?.stop();
    await t?.close();
  });

  it("pushes a new shift to the company's schedule managers in reach and the person, never to another company", async () => {
    const created = await t.send("POST", "/api/schedules/shifts", boss.token, { user_id: worker.id, start: at("2026-12-03", "08:00"), end: at("2026-12-03", "16:00") });
    expect(created.statusCode, created.body).toBe(201);
    await until("the boss hears of it", () => framesOf(boss).length === 1);
    await until("the scoped manager and the worker hear of it", () => framesOf(scoped).length === 1 && framesOf(worker).length === 1);
    const frame = framesOf(boss)[0]!;
    expect(frame).toMatchObject({ type: "schedule-changed", channel: `users_${boss.id}` });
    expect(frame.data).toMatchObject({ company_id: boss.companyId, from: "2026-12-01", to: "2026-12-31", user_ids: [worker.id], actor_ids: [boss.id] });
    // The position to wait for is the command's own (or later): a read with it answers with the shift.
    expect(parsePosition(frame.data.position)).toEqual(parsePosition(created.json().position as string));

    // A shift of someone in the south workspace: the north manager does not reach them.
    const south = await t.send("POST", "/api/schedules/shifts", boss.token, { user_id: southWorker.id, start: at("2026-12-04", "08:00"), end: at("2026-12-04", "16:00") });
    expect(south.statusCode, south.body).toBe(201);
    await until("the boss hears of the second", () => framesOf(boss).length === 2);
    await until("the south worker hears of their own", () => framesOf(southWorker).length === 1);

    // Another company's manager plans in their own company: our people hear nothing of it.
    const theirs = await t.person(other);
    const elsewhere = await t.send("POST", "/api/schedules/shifts", other.token, { user_id: theirs.id, start: at("2026-12-05", "08:00"), end: at("2026-12-05", "16:00") });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    await until("the other company's manager hears of their own company's change", () => framesOf(otherManager).length === 1);

    expect(framesOf(scoped)).toHaveLength(1);
    expect(framesOf(peer)).toHaveLength(0);
    expect(framesOf(other).map((f) => f.data.company_id)).toEqual([other.companyId]);
    expect(framesOf(otherManager).map((f) => f.data.company_id)).toEqual([other.companyId]);
    expect(framesOf(boss).map((f) => f.data.company_id)).toEqual([boss.companyId, boss.companyId]);
    expect(framesOf(worker)).toHaveLength(1);
  });

  it("pushes a position change to every schedule manager of the company (the whole schedule), never to workers", async () => {
    const before = { boss: framesOf(boss).length, scoped: framesOf(scoped).length, worker: framesOf(worker).length, other: framesOf(otherManager).length };
    const added = await t.send("POST", `/api/schedules/${boss.companyId}/positions`, boss.token, { name: "Kitchen" });
    expect(added.statusCode, added.body).toBe(201);
    await until("both managers hear of it", () => framesOf(boss).length === before.boss + 1 && framesOf(scoped).length === before.scoped + 1);
    expect(framesOf(boss).at(-1)!.data).toMatchObject({ company_id: boss.companyId, from: null, to: null, user_ids: [] });
    expect(framesOf(worker)).toHaveLength(before.worker);
    expect(framesOf(otherManager)).toHaveLength(before.other);
  });
});
