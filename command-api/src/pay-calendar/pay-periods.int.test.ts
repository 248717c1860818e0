import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { testDatabaseKinds } from "@workledger/event-store/testing/index.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

const closedMessage = { message: "This pay period is closed. Ask a manager to make the change.", code: "pay_period_closed" };
type Answer = { json(): unknown; headers: Record<string, unknown> };
const pos = (r: Answer) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });
const json = (r: Answer) => r.json() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

for (const kind of testDatabaseKinds) {
  describe(`pay periods and frozen pricing through the API on ${kind}`, () => {
    let t: WorkTimeTestApp;
    let boss: Person;
    let worker: Person;
    let clerk: Person;
    let base: string;
    const calendar = async (who: Person, after?: Answer) => json(await t.send("GET", `${base}/pay-calendar`, who.token, undefined, after === undefined ? {} : pos(after))).data;
    const logOf = async (who: Person, workId: string, after: Answer) => json(await t.send("GET", `${base}/works/${workId}`, who.token, undefined, pos(after)));
    const setRule = (who: Person, body: Record<string, unknown>) => t.send("PUT", `${base}/pay-calendar/pay-period`, who.token, body);

    beforeAll(async () => {
      // Wednesday 25 November 2026, 12:00 in Helsinki.
      t = await createWorkTimeTestApp(kind, { start: new Date("2026-11-25T10:00:00Z") });
      boss = await t.founder("Cleaners");
      base = `/api/companies/${boss.companyId}`;
      worker = await t.person(boss);
      clerk = await t.person(boss, [...defaultWorkerRights.permissions, "has_manager_rights", "can_edit_work_hours_of_users"], { roleId: 1 });
    }, 180_000);
    afterAll(async () => t?.close());

    it("starts with monthly pay periods from day 1, open for workers until the 5th of the next month", async () => {
      const data = await calendar(worker);
      expect(data).toMatchObject({
        today: "2026-11-25",
        time_zone: "Europe/Helsinki",
        company_time_zone: "Europe/Helsinki",
        pay_period: { start: "2026-11-01", end: "2026-11-30", kind: "monthly", start_day: 1, close_after_days: 5, open_for_workers_until: "2026-12-05", closed: false },
        previous_pay_period: { start: "2026-10-01", end: "2026-10-31", closed: true },
        closed_through: "2026-10-31",
        manager_closed_through: null,
        earliest_rule_change: "2026-11-01",
        rules: [],
      });
      const sheet = json(await t.send("GET", `${base}/timesheet`, worker.token));
      expect(sheet).toMatchObject({ from: "2026-11-01", to: "2026-11-30", pay_period: { kind: "monthly" }, closed_through: "2026-10-31" });
    });

    it("freezes the work type's price and unit when a log is confirmed; a later price change leaves it", async () => {
      const type = await t.send("POST", `${base}/work-types`, boss.token, { name: "Cleaning", price: 25.5, unit: "Hour", product_number: "100" });
      expect(type.statusCode, type.body).toBe(201);
      const typeId = json(type).data.id as string;
      const added = await t.send("POST", `${base}/works`, worker.token, { date: "2026-11-20", start_time: "08:00", end_time: "12:00", work_type_id: typeId });
      expect(added.statusCode, added.body).toBe(201);
      const workId = json(added).work_id as string;
      const confirmed = await t.send("POST", `${base}/works/${workId}/confirm`, boss.token, undefined, pos(added));
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const frozen = { work_type_id: typeId, work_type_name: "Cleaning", product_number: "100", visma_product_number: null, price: 25.5, unit: "Hour" };
      expect((await logOf(boss, workId, confirmed)).data.confirmed_pricing).toEqual(frozen);
      expect((await logOf(boss, workId, confirmed)).history.at(-1)).toMatchObject({ type: "WorkLogConfirmed", data: { pricing: { price: 25.5, unit: "Hour" } } });

      const repriced = await t.send("PUT", `${base}/work-types/${typeId}`, boss.token, { price: 40, unit: "Piece" });
      expect(repriced.statusCode, repriced.body).toBe(200);
      const sheet = json(await t.send("GET", `${base}/workers/timesheet?from=2026-11-20&to=2026-11-20`, boss.token, undefined, pos(repriced)));
      expect(sheet.days[0].logs[0]).toMatchObject({ id: workId, confirmed: true, confirmed_pricing: frozen });

      // Unconfirming forgets the frozen price; confirming again freezes today's.
      const unconfirmed = await t.send("POST", `${base}/works/${workId}/unconfirm`, boss.token, undefined, pos(repriced));
      expect((await logOf(boss, workId, unconfirmed)).data.confirmed_pricing).toBeNull();
      const again = await t.send("POST", `${base}/works/confirm/bulk`, boss.token, { work_ids: [workId] }, pos(unconfirmed));
      expect(again.statusCode, again.body).toBe(200);
      expect((await logOf(boss, workId, again)).data.confirmed_pricing).toMatchObject({ price: 40, unit: "Piece" });
    });

    it("refuses a worker's add, edit and delete in a closed pay period; a manager's go through, flagged in the history", async () => {
      const byBoss = await t.send("POST", `${base}/works`, boss.token, { worker_id: worker.id, date: "2026-10-20", start_time: "08:00", end_time: "16:00" });
      expect(byBoss.statusCode, byBoss.body).toBe(201);
      const workId = json(byBoss).work_id as string;
      const read = await logOf(worker, workId, byBoss);
      expect(read.data).toMatchObject({ changed_after_pay_period_closed: true, worker_over_24_hours: false });
      expect(read.history.map((h: { flags: string[] }) => h.flags)).toEqual([["changed_after_pay_period_closed"]]);

      const edit = await t.send("PUT", `${base}/works/${workId}`, worker.token, { comment: "mine" }, pos(byBoss));
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toEqual(closedMessage);
      const remove = await t.send("DELETE", `${base}/works/${workId}`, worker.token, undefined, pos(byBoss));
      expect(remove.statusCode).toBe(403);
      expect(remove.json()).toEqual(closedMessage);
      const add = await t.send("POST", `${base}/works`, worker.token, { date: "2026-10-21", start_time: "08:00", end_time: "09:00" });
      expect(add.statusCode).toBe(403);
      expect(add.json()).toEqual(closedMessage);
      const backDated = await t.send("POST", `${base}/works/start`, worker.token, { at: "2026-10-30T06:00:00Z" });
      expect(backDated.statusCode).toBe(403);
      expect((await t.send("GET", `${base}/timesheet?from=2026-10-01&to=2026-10-31`, worker.token)).json().days).toHaveLength(1);

      const fixed = await t.send("PUT", `${base}/works/${workId}`, boss.token, { comment: "fixed by the boss" }, pos(byBoss));
      expect(fixed.statusCode, fixed.body).toBe(200);
      const history = (await logOf(boss, workId, fixed)).history;
      expect(history.at(-1)).toMatchObject({ type: "WorkLogEdited", actor_id: boss.id, flags: ["changed_after_pay_period_closed"] });
    });

    it("flags a worker's own entry of more than 24 working hours for the manager", async () => {
      const body = { start: "2026-11-23T04:00:00Z", end: "2026-11-24T08:00:00Z" };
      expect((await t.send("POST", `${base}/works`, worker.token, body)).statusCode).toBe(409);
      const added = await t.send("POST", `${base}/works`, worker.token, { ...body, confirm_over_24_hours: true });
      expect(added.statusCode, added.body).toBe(201);
      const sheet = json(await t.send("GET", `${base}/workers/timesheet?from=2026-11-23&to=2026-11-23`, boss.token, undefined, pos(added)));
      expect(sheet.days[0].logs[0]).toMatchObject({ worked_seconds: 28 * 3600, worker_over_24_hours: true, changed_after_pay_period_closed: false });
    });

    it("refuses a pay period setting that would start off a period's first day, in a closed period, or out of range", async () => {
      const tuesday = await setRule(boss, { kind: "weekly", start_day: 1, close_after_days: 5, effective_from: "2026-11-24" });
      expect(tuesday.statusCode).toBe(400);
      expect(tuesday.json().errors).toEqual({ effective_from: ["The date must be the first day of a pay period under the new setting"] });
      const closed = await setRule(boss, { kind: "weekly", start_day: 1, close_after_days: 5, effective_from: "2026-10-05" });
      expect(closed.json().errors).toEqual({ effective_from: ["Choose a date after the last closed pay period; closed periods keep their rules"] });
      const weekday = await setRule(boss, { kind: "weekly", start_day: 9, close_after_days: 5, effective_from: "2026-11-23" });
      expect(weekday.json().errors).toEqual({ start_day: ["Choose a weekday"] });
      const strict = await setRule(boss, { kind: "weekly", start_day: "1", close_after_days: 5, effective_from: "2026-11-23" });
      expect(strict.json()).toMatchObject({ errors: { start_day: ["Must be a number"] } });
      for (const bad of [{ close_after_days: 61 }, { close_after_days: 2.5 }, { start_day: 0 }, { kind: "daily" }, { effective_from: "23.11.2026" }, { extra: 1 }]) {
        const answer = await setRule(boss, { kind: "weekly", start_day: 1, close_after_days: 5, effective_from: "2026-11-23", ...bad });
        expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect((await setRule(worker, { kind: "weekly", start_day: 1, close_after_days: 5, effective_from: "2026-11-23" })).statusCode).toBe(403);
      expect((await calendar(boss)).rules).toEqual([]);
    });

    it("applies a weekly setting from the date it names; the timesheet's default range follows it", async () => {
      const set = await setRule(boss, { kind: "weekly", start_day: 1, close_after_days: 5, effective_from: "2026-11-16" });
      expect(set.statusCode, set.body).toBe(200);
      const data = await calendar(worker, set);
      expect(data).toMatchObject({
        pay_period: { start: "2026-11-23", end: "2026-11-29", kind: "weekly", open_for_workers_until: "2026-12-04", closed: false },
        previous_pay_period: { start: "2026-11-16", end: "2026-11-22", closed: false },
        // November's first half under the old monthly rule closed on the 21st.
        closed_through: "2026-11-15",
        rules: [{ effective_from: "2026-11-16", kind: "weekly", start_day: 1, close_after_days: 5 }],
      });
      expect(json(await t.send("GET", `${base}/timesheet`, worker.token, undefined, pos(set)))).toMatchObject({ from: "2026-11-23", to: "2026-11-29", pay_period: { kind: "weekly" } });
    });

    it("lets a manager with confirm rights close last week early; a worker is refused there afterwards", async () => {
      const added = await t.send("POST", `${base}/works`, worker.token, { date: "2026-11-18", start_time: "08:00", end_time: "10:00" });
      expect(added.statusCode, added.body).toBe(201);
      const workId = json(added).work_id as string;
      const running = await t.send("POST", `${base}/pay-periods/close`, boss.token, { date: "2026-11-25" });
      expect(running.statusCode).toBe(409);
      expect(running.json()).toEqual({ message: "This pay period has not ended yet", code: "pay_period_not_over" });
      expect((await t.send("POST", `${base}/pay-periods/close`, clerk.token, { date: "2026-11-18" })).statusCode).toBe(403);
      expect((await t.send("POST", `${base}/pay-periods/close`, worker.token, { date: "2026-11-18" })).statusCode).toBe(403);
      const closed = await t.send("POST", `${base}/pay-periods/close`, boss.token, { date: "2026-11-18" });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await calendar(worker, closed)).toMatchObject({ closed_through: "2026-11-22", manager_closed_through: "2026-11-22", previous_pay_period: { closed: true }, closes: [{ start: "2026-11-16", end: "2026-11-22", closed_by: boss.id }] });
      const edit = await t.send("PUT", `${base}/works/${workId}`, worker.token, { comment: "late" }, pos(closed));
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toEqual(closedMessage);
      const again = await t.send("POST", `${base}/pay-periods/close`, boss.token, { date: "2026-11-17" });
      expect(again.statusCode).toBe(200);
      expect(again.json().position).toBe(closed.json().position);
    });

    it("moves the company, and a person, to another time zone from a date on, never for a past date", async () => {
      const past = await t.send("PUT", `${base}/pay-calendar/time-zone`, boss.token, { time_zone: "Europe/Stockholm", effective_from: "2026-11-24" });
      expect(past.json().errors).toEqual({ effective_from: ["Choose today or a later date"] });
      const unknown = await t.send("PUT", `${base}/pay-calendar/time-zone`, boss.token, { time_zone: "Europe/Nowhere", effective_from: "2026-11-25" });
      expect(unknown.json().errors).toEqual({ time_zone: ["Unknown time zone"] });
      expect((await t.send("PUT", `${base}/pay-calendar/time-zone`, worker.token, { time_zone: "UTC", effective_from: "2026-11-25" })).statusCode).toBe(403);
      const company = await t.send("PUT", `${base}/pay-calendar/time-zone`, boss.token, { time_zone: "Europe/Stockholm", effective_from: "2026-11-25" });
      expect(company.statusCode, company.body).toBe(200);
      expect(await calendar(worker, company)).toMatchObject({ company_time_zone: "Europe/Stockholm", time_zone: "Europe/Stockholm", company_time_zones: [{ effective_from: "2026-11-25", time_zone: "Europe/Stockholm" }] });

      const own = await t.send("PUT", `${base}/pay-calendar/my-time-zone`, worker.token, { time_zone: "UTC", effective_from: "2026-11-25" });
      expect(own.statusCode, own.body).toBe(200);
      expect(await calendar(worker, own)).toMatchObject({ time_zone: "UTC", company_time_zone: "Europe/Stockholm", my_time_zones: [{ effective_from: "2026-11-25", time_zone: "UTC" }] });
      expect((await calendar(boss, own)).time_zone).toBe("Europe/Stockholm");
      expect(json(await t.send("GET", `${base}/timesheet`, worker.token, undefined, pos(own))).time_zone).toBe("UTC");
      // The worker's typed times are read in their own zone from now on.
      const added = await t.send("POST", `${base}/works`, worker.token, { date: "2026-11-25", start_time: "06:00", end_time: "07:00" }, pos(own));
      expect(added.statusCode, added.body).toBe(201);
      expect((await logOf(worker, json(added).work_id as string, added)).data).toMatchObject({ start: "2026-11-25T06:00:00.000Z", date: "2026-11-25" });
      const follow = await t.send("PUT", `${base}/pay-calendar/my-time-zone`, worker.token, { time_zone: null, effective_from: "2026-12-01" });
      expect(follow.statusCode, follow.body).toBe(200);
      expect((await calendar(worker, follow)).my_time_zones).toEqual([
        { effective_from: "2026-11-25", time_zone: "UTC" },
        { effective_from: "2026-12-01", time_zone: null },
      ]);
    });

    it("locks the month that just ended by the company's lock: 0 days from the 1st closes November at its end, and the timesheet says until when each period is open", async () => {
      const owner = await t.founder("Lock Day Co");
      const at = `/api/companies/${owner.companyId}`;
      const member = await t.person(owner);
      const set = await t.send("PUT", `${at}/pay-calendar/pay-period`, owner.token, { kind: "monthly", start_day: 1, close_after_days: 0, effective_from: "2026-12-01" });
      expect(set.statusCode, set.body).toBe(200);
      const november = json(await t.send("GET", `${at}/timesheet`, member.token, undefined, pos(set)));
      expect(november.pay_period).toMatchObject({ start: "2026-11-01", end: "2026-11-30", close_after_days: 0, open_for_workers_until: "2026-11-30", closed: false });
      expect(november.previous_pay_period).toMatchObject({ start: "2026-10-01", end: "2026-10-31", open_for_workers_until: "2026-11-05", closed: true });

      // Two days into December (12:00 in Helsinki).
      await t.advance(Date.parse("2026-12-02T10:00:00Z") - t.clock().getTime(), owner, member);
      const late = await t.send("POST", `${at}/works`, member.token, { date: "2026-11-30", start_time: "08:00", end_time: "12:00" });
      expect(late.statusCode, late.body).toBe(403);
      expect(late.json()).toEqual(closedMessage);
      const december = json(await t.send("GET", `${at}/timesheet`, member.token));
      expect(december).toMatchObject({ closed_through: "2026-11-30", previous_pay_period: { start: "2026-11-01", end: "2026-11-30", open_for_workers_until: "2026-11-30", closed: true } });
      expect(december.pay_period).toMatchObject({ start: "2026-12-01", end: "2026-12-31", open_for_workers_until: "2026-12-31", closed: false });
      expect((await t.send("POST", `${at}/works`, member.token, { date: "2026-12-01", start_time: "08:00", end_time: "12:00" })).statusCode).toBe(201);
    });
  });
}
