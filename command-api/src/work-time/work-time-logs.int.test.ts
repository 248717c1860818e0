import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePosition } from "@workledger/event-store";
import { testDatabaseKinds } from "@workledger/event-store/testing/index.ts";
import { defaultWorkerRights } from "@workledger/domain";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./testing/work-time-test-app.ts";

const managerPermissions = ["has_manager_rights", "can_add_work_hours_of_users", "can_edit_work_hours_of_users", "can_confirm_work_hours"];
const noRights = "You have no rights to edit work time!";

for (const kind of testDatabaseKinds) {
  describe(`work logs through the API on ${kind}`, () => {
    let t: WorkTimeTestApp;
    let boss: Person;
    let worker: Person;
    let worker2: Person;
    let northManager: Person;
    let outsider: Person;
    let northId: string;
    let southId: string;
    let cleaningId: string;
    let base: string;
    const pos = (r: { json(): unknown; headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });
    const add = (who: Person, body: Record<string, unknown>) => t.send("POST", `${base}/works`, who.token, body);
    /** A work-log file uploaded by `who` (POST /works/files), to name in a log's `files`. */
    const workFile = async (who: Person, name: string): Promise<{ id: string; name: string }> => {
      const boundary = `----wl${crypto.randomUUID()}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
      const payload = Buffer.concat([Buffer.from(head), Buffer.from("%PDF-1.4 receipt"), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const uploaded = await t.send("POST", `${base}/works/files`, who.token, payload, { "content-type": `multipart/form-data; boundary=${boundary}` });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { id } = uploaded.json().data as { id: string };
      return { id, name };
    };
    const log = async (who: Person, workId: string, after?: { headers: Record<string, unknown> }) => {
      const r = await t.send("GET", `${base}/works/${workId}`, who.token, undefined, after === undefined ? {} : pos(after as never));
      return r;
    };

    beforeAll(async () => {
      // Wednesday 18 November 2026, 08:00 in Helsinki.
      t = await createWorkTimeTestApp(kind, { start: new Date("2026-11-18T06:00:00Z") });
      boss = await t.founder("Company A");
      base = `/api/companies/${boss.companyId}`;
      worker = await t.person(boss);
      [northId, southId, cleaningId] = [await t.workspace(boss, "North"), await t.workspace(boss, "South"), await t.workType(boss, "Cleaning")];
      // In North: the North manager reaches the person, and a log of theirs in South stays out of reach.
      worker2 = await t.person(boss, undefined, { generalWorkspaces: [northId] });
      northManager = await t.person(boss, [...defaultWorkerRights.permissions, ...managerPermissions], { roleId: 1, managerWorkspaces: [northId] });
      outsider = await t.founder("Company B");
    }, 180_000);
    afterAll(async () => t?.close());

    describe("manual logs", () => {
      it("adds a log from local date and times, with every field, and the timesheet totals the day", async () => {
        const receipt = await workFile(worker, "receipt.pdf");
        const added = await add(worker, {
          date: "2026-11-17",
          start_time: "08:00",
          end_time: "16:30",
          pauses: [{ start_time: "12:00", end_time: "12:30" }],
          work_type_id: cleaningId,
          workspace_id: northId,
          comment: "site visit",
          worker_comment: "rainy",
          tags: ["north"],
          files: [receipt],
        });
        expect(added.statusCode).toBe(201);
        expect(added.json().position).toMatch(/^\d+\/\d+$/);
        expect(added.headers["x-ledger-position"]).toBe(added.json().position);
        const sheet = await t.send("GET", `${base}/timesheet?from=2026-11-17&to=2026-11-17`, worker.token, undefined, pos(added));
        expect(sheet.statusCode).toBe(200);
        const day = sheet.json().days[0];
        expect(day).toMatchObject({ worker_id: worker.id, date: "2026-11-17", worked_seconds: 8 * 3600, pause_seconds: 1800, total: "8:00", has_unconfirmed: true });
        expect(day.logs[0]).toMatchObject({
          id: added.json().work_id,
          start: "2026-11-17T06:00:00.000Z",
          end: "2026-11-17T14:30:00.000Z",
          pauses: [{ start: "2026-11-17T10:00:00.000Z", end: "2026-11-17T10:30:00.000Z", length_seconds: 1800 }],
          work_type_id: cleaningId,
          workspace_id: northId,
          comment: "site visit",
          worker_comment: "rainy",
          tags: ["north"],
          files: [receipt],
          started_by: "web",
          confirmed: false,
        });
        expect(sheet.json().time_zone).toBe("Europe/Helsinki");
      });

      it("answers 400 with field errors before anything is recorded", async () => {
        const empty = await add(worker, {});
        expect(empty.statusCode).toBe(400);
        expect(empty.json().errors).toEqual({ start: ["This field is required"], end: ["This field is required"] });
        const badInstant = await add(worker, { start: "yesterday", end: "2026-11-10T10:00:00Z", bonus: -1 });
        expect(badInstant.statusCode).toBe(400);
        expect(Object.keys(badInstant.json().errors).sort()).toEqual(["bonus", "start"]);
        const reversed = await add(worker, { start: "2026-11-10T10:00:00Z", end: "2026-11-10T09:00:00Z" });
        expect(reversed.statusCode).toBe(400);
        expect(reversed.json()).toMatchObject({ code: "start_after_end", errors: { end: ["Start cannot be after end"] } });
        const longPause = await add(worker, { start: "2026-11-10T08:00:00Z", end: "2026-11-10T09:00:00Z", pauses: [{ start: "2026-11-10T08:10:00Z", length_seconds: 7200 }] });
        expect(longPause.statusCode).toBe(400);
        expect(longPause.json().errors.pauses).toEqual(["Pause cannot be longer than the work"]);
        const earlyPause = await add(worker, { start: "2026-11-10T08:00:00Z", end: "2026-11-10T09:00:00Z", pauses: [{ start: "2026-11-10T07:50:00Z", length_seconds: 60 }] });
        expect(earlyPause.json().errors["pauses.0.start"]).toEqual(["Pause cannot start before the work starts"]);
        const unknownField = await add(worker, { start: "2026-11-10T08:00:00Z", end: "2026-11-10T09:00:00Z", hacked: true });
        expect(unknownField.statusCode).toBe(400);
        expect(unknownField.json().errors).toEqual({ hacked: ["This field is not allowed"] });
        // A local time without an offset: a sentence with an example, never the pattern.
        const noOffset = await add(worker, { start: "2026-11-10T08:00", end: "2026-11-10T09:00:00Z" });
        expect(noOffset.statusCode).toBe(400);
        expect(noOffset.json().errors).toEqual({ start: ["Enter a date and time such as 2026-03-29T03:30+03:00"] });
      });

      it("refuses overlaps but lets 12:45-13:00 and 13:00-13:15 coexist; more than 24 hours needs confirming", async () => {
        expect((await add(worker, { date: "2026-11-12", start_time: "12:45", end_time: "13:00" })).statusCode).toBe(201);
        expect((await add(worker, { date: "2026-11-12", start_time: "13:00", end_time: "13:15" })).statusCode).toBe(201);
        const overlap = await add(worker, { date: "2026-11-12", start_time: "12:50", end_time: "13:05" });
        expect(overlap.statusCode).toBe(409);
        expect(overlap.json()).toEqual({ message: "Overlapping work or absences", code: "work_overlap" });
        const long = { start: "2026-11-02T06:00:00Z", end: "2026-11-03T07:00:00Z" };
        const refused = await add(worker, long);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().code).toBe("confirm_over_24_hours");
        expect((await add(worker, { ...long, confirm_over_24_hours: true })).statusCode).toBe(201);
      });
    });

    describe("edits, history and delete", () => {
      it("records every edit with who, when, source and the previous values", async () => {
        const added = await add(worker, { date: "2026-11-16", start_time: "08:00", end_time: "12:00", comment: "first" });
        const workId = added.json().work_id as string;
        const edited = await t.send("PUT", `${base}/works/${workId}`, worker.token, { end_time: "13:00", comment: "second", source: "mobile" }, pos(added));
        expect(edited.statusCode).toBe(200);
        const read = await log(worker, workId, edited);
        expect(read.statusCode).toBe(200);
        expect(read.json().data).toMatchObject({ end: "2026-11-16T11:00:00.000Z", comment: "second", edited: true, worked_seconds: 5 * 3600 });
        const history = read.json().history;
        expect(history.map((h: { type: string }) => h.type)).toEqual(["WorkLogAdded", "WorkLogEdited"]);
        expect(history[1]).toMatchObject({
          actor_id: worker.id,
          persona: "worker",
          source: "mobile",
          at: "2026-11-18T06:00:00.000Z",
          previous: { end: "2026-11-16T10:00:00.000Z", comment: "first" },
          next: { end: "2026-11-16T11:00:00.000Z", comment: "second" },
        });
        // The edit must still keep the rules.
        const bad = await t.send("PUT", `${base}/works/${workId}`, worker.token, { end: "2026-11-16T05:00:00Z" });
        expect(bad.statusCode).toBe(400);
      });

      it("deletes a log: it leaves the timesheet, keeps its history and cannot be edited", async () => {
        const added = await add(worker, { date: "2026-11-13", start_time: "08:00", end_time: "09:00" });
        const workId = added.json().work_id as string;
        const deleted = await t.send("DELETE", `${base}/works/${workId}`, worker.token, undefined, pos(added));
        expect(deleted.statusCode).toBe(200);
        const read = await log(worker, workId, deleted);
        expect(read.json().data.deleted).toBe(true);
        expect(read.json().history.at(-1).type).toBe("WorkLogDeleted");
        const again = await t.send("PUT", `${base}/works/${workId}`, worker.token, { comment: "x" });
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual({ message: "Work has been deleted", code: "work_deleted" });
        const sheet = await t.send("GET", `${base}/timesheet?from=2026-11-13&to=2026-11-13`, worker.token);
        expect(sheet.json().days).toEqual([]);
        expect((await t.send("DELETE", `${base}/works/no-such-work`, worker.token)).json()).toEqual({ message: "Work not found", code: "work_not_found" });
      });
    });

    describe("rights", () => {
      it("says 'You have no rights to edit work time!' without the right, for others' logs and out of workspace reach", async () => {
        const noEdit = await t.person(boss, defaultWorkerRights.permissions.filter((p) => p !== "can_edit_own_work_time"));
        const refused = await add(noEdit, { date: "2026-11-16", start_time: "08:00", end_time: "09:00" });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: noRights, code: "no_rights_to_edit_work_time" });

        const bossLog = await add(boss, { date: "2026-11-16", start_time: "08:00", end_time: "09:00" });
        const others = await t.send("PUT", `${base}/works/${bossLog.json().work_id}`, worker.token, { comment: "mine now" }, pos(bossLog));
        expect(others.statusCode).toBe(403);
        expect(others.json().message).toBe(noRights);
        const forOthers = await add(worker, { worker_id: worker2.id, date: "2026-11-16", start_time: "10:00", end_time: "11:00" });
        expect(forOthers.json().message).toBe(noRights);

        const south = await add(boss, { worker_id: worker2.id, date: "2026-11-16", start_time: "08:00", end_time: "09:00", workspace_id: southId });
        expect(south.statusCode).toBe(201);
        const outOfReach = await t.send("PUT", `${base}/works/${south.json().work_id}`, northManager.token, { comment: "x" }, pos(south));
        expect(outOfReach.statusCode).toBe(403);
        expect(outOfReach.json().message).toBe(noRights);
        // A workspace outside the manager's reach is refused by the shared body-id check, before the ledger.
        const intoSouth = await add(northManager, { worker_id: worker2.id, date: "2026-11-16", start_time: "12:00", end_time: "13:00", workspace_id: southId });
        expect(intoSouth.statusCode).toBe(403);
        expect(intoSouth.json()).toEqual({ message: "You are not allowed to do this", code: "forbidden_workspace" });
        const north = await add(northManager, { worker_id: worker2.id, date: "2026-11-16", start_time: "12:00", end_time: "13:00", workspace_id: northId });
        expect(north.statusCode).toBe(201);
      });

      it("lets only a manager with can_confirm_work_hours confirm; a worker cannot change a confirmed log, a manager can", async () => {
        const added = await add(worker, { date: "2026-11-11", start_time: "08:00", end_time: "10:00" });
        const workId = added.json().work_id as string;
        const byWorker = await t.send("POST", `${base}/works/${workId}/confirm`, worker.token, undefined, pos(added));
        expect(byWorker.statusCode).toBe(403);
        expect(byWorker.json().message).toBe("You have no rights to confirm work time!");
        const confirmed = await t.send("POST", `${base}/works/${workId}/confirm`, boss.token, undefined, pos(added));
        expect(confirmed.statusCode).toBe(200);
        const read = await log(worker, workId, confirmed);
        expect(read.json().data).toMatchObject({ confirmed: true, confirmed_by: boss.id, confirmed_at: "2026-11-18T06:00:00.000Z" });
        const frozen = await t.send("PUT", `${base}/works/${workId}`, worker.token, { comment: "late change" });
        expect(frozen.statusCode).toBe(403);
        expect(frozen.json().message).toBe("Confirmed work logs cannot be edited");
        expect((await t.send("PUT", `${base}/works/${workId}`, boss.token, { comment: "manager fix" })).statusCode).toBe(200);
        const unconfirmed = await t.send("POST", `${base}/works/${workId}/unconfirm`, boss.token);
        expect(unconfirmed.statusCode).toBe(200);
        expect((await log(worker, workId, unconfirmed)).json().data.confirmed).toBe(false);
      });

      it("cannot confirm work that has not ended", async () => {
        const started = await t.send("POST", `${base}/works/start`, worker2.token, {});
        expect(started.statusCode).toBe(201);
        const refused = await t.send("POST", `${base}/works/${started.json().work_id}/confirm`, boss.token, undefined, pos(started));
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ message: "Cannot confirm not ended work", code: "work_not_ended" });
        expect((await t.send("POST", `${base}/works/stop`, worker2.token, {})).statusCode).toBe(200);
      });

      it("bulk confirms across workers, refusing confirmed logs and days with several logs", async () => {
        const a = await add(worker, { date: "2026-11-09", start_time: "08:00", end_time: "10:00" });
        const b = await add(worker2, { date: "2026-11-09", start_time: "08:00", end_time: "10:00" });
        const c1 = await add(worker2, { date: "2026-11-10", start_time: "08:00", end_time: "09:00" });
        const c2 = await add(worker2, { date: "2026-11-10", start_time: "10:00", end_time: "11:00" });
        const ids = [a, b].map((r) => r.json().work_id as string);
        const several = await t.send("POST", `${base}/works/confirm/bulk`, boss.token, { work_ids: [c1.json().work_id] }, pos(c2));
        expect(several.statusCode).toBe(409);
        expect(several.json()).toEqual({ message: "Selected works have users with multiple work logs the same day", code: "multiple_work_logs_same_day" });
        const ok = await t.send("POST", `${base}/works/confirm/bulk`, boss.token, { work_ids: ids });
        expect(ok.statusCode).toBe(200);
        expect(ok.json().confirmed).toBe(2);
        const again = await t.send("POST", `${base}/works/confirm/bulk`, boss.token, { work_ids: ids }, pos(ok));
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual({ message: "Some selected work logs are already confirmed", code: "work_logs_already_confirmed" });
        const sheet = await t.send("GET", `${base}/workers/timesheet?from=2026-11-09&to=2026-11-09`, boss.token, undefined, pos(ok));
        expect(sheet.json().days.map((d: { has_unconfirmed: boolean }) => d.has_unconfirmed)).toEqual([false, false]);
      });
    });

    describe("tenancy", () => {
      it("gives another company's people 403 on this company's paths and 404 for its ids on their own", async () => {
        const added = await add(worker, { date: "2026-11-06", start_time: "08:00", end_time: "09:00" });
        const workId = added.json().work_id as string;
        const other = `/api/companies/${outsider.companyId}`;
        const calls: [("GET" | "POST" | "PUT" | "DELETE"), string, unknown?][] = [
          ["POST", `${base}/works/start`, {}],
          ["POST", `${base}/works/stop`, {}],
          ["POST", `${base}/works`, { date: "2026-11-06", start_time: "10:00", end_time: "11:00" }],
          ["PUT", `${base}/works/${workId}`, { comment: "x" }],
          ["DELETE", `${base}/works/${workId}`],
          ["POST", `${base}/works/${workId}/confirm`],
          ["POST", `${base}/works/confirm/bulk`, { work_ids: [workId] }],
          ["GET", `${base}/timesheet`],
          ["GET", `${base}/workers/timesheet`],
          ["GET", `${base}/works/${workId}`],
          ["GET", `${base}/works/timer`],
          ["GET", `${base}/workers/works/missing`],
          ["GET", `${base}/works/overlaps?start=2026-11-06T00:00:00Z`],
        ];
        for (const [method, url, body] of calls) {
          const response = await t.send(method, url, outsider.token, body, pos(added));
          expect(response.statusCode, `${method} ${url}`).toBe(403);
        }
        for (const [method, url, body] of [
          ["PUT", `${other}/works/${workId}`, { comment: "x" }],
          ["DELETE", `${other}/works/${workId}`],
          ["POST", `${other}/works/${workId}/confirm`],
          ["GET", `${other}/works/${workId}`],
          ["POST", `${other}/works/start`, { worker_id: worker.id }],
          ["GET", `${other}/works/timer?worker_id=${worker.id}`],
        ] as const) {
          const response = await t.send(method, url, outsider.token, body);
          expect(response.statusCode, `${method} ${url}`).toBe(404);
        }
        const sheet = await t.send("GET", `${other}/workers/timesheet?from=2026-11-01&to=2026-11-30`, outsider.token);
        expect(sheet.json().days).toEqual([]);
      });
    });

    describe("timesheets", () => {
      it("shows a manager their people within workspace rights; a worker only their own", async () => {
        expect((await t.send("GET", `${base}/workers/timesheet`, worker.token)).statusCode).toBe(403);
        const all = await t.send("GET", `${base}/workers/timesheet?from=2026-11-16&to=2026-11-17`, boss.token);
        const workers = new Set(all.json().days.map((d: { worker_id: string }) => d.worker_id));
        expect(workers).toEqual(new Set([worker.id, worker2.id, boss.id]));
        const north = await t.send("GET", `${base}/workers/timesheet?from=2026-11-16&to=2026-11-17`, northManager.token);
        const logs = north.json().days.flatMap((d: { logs: { workspace_id: string }[] }) => d.logs);
        expect(logs.length).toBeGreaterThan(0);
        expect(new Set(logs.map((l: { workspace_id: string }) => l.workspace_id))).toEqual(new Set([northId]));
        const one = await t.send("GET", `${base}/workers/timesheet?from=2026-11-16&to=2026-11-17&worker_ids=${worker2.id}`, boss.token);
        expect(new Set(one.json().days.map((d: { worker_id: string }) => d.worker_id))).toEqual(new Set([worker2.id]));
        expect((await t.send("GET", `${base}/timesheet?from=2026-11-30&to=2026-11-01`, worker.token)).json().errors).toEqual({ from: ["Must not be after to"] });
        expect((await t.send("GET", `${base}/timesheet?from=2020-01-01&to=2026-11-01`, worker.token)).statusCode).toBe(400);
        expect((await t.send("GET", `${base}/timesheet?from=2026-13-01`, worker.token)).json().errors).toHaveProperty("from");
        const own = await t.send("GET", `${base}/timesheet?from=2026-11-01&to=2026-11-30`, worker.token);
        expect(new Set(own.json().days.map((d: { worker_id: string }) => d.worker_id))).toEqual(new Set([worker.id]));
      });

      it("refuses a log that overlaps another only once the worker's work-round group rounds them: 'Overlapping work rounds'", async () => {
        const rounded = await t.person(boss);
        const group = await t.send("POST", `${base}/work-rounds/groups`, boss.token, { name: "Ten minutes", rules: { round_start_minutes: 10, round_end_minutes: 10 }, person_ids: [rounded.id] });
        expect(group.statusCode).toBe(201);
        await t.readModels.waitForPosition("work-time-settings", parsePosition(String(group.headers["x-ledger-position"])), { timeoutMs: 10_000 });
        expect((await add(rounded, { date: "2026-11-13", start_time: "08:00", end_time: "12:05" })).statusCode).toBe(201);
        // 12:05 is a tie on the 10-minute grid: the first log's end rounds up to 12:10, the next start down to 12:00.
        const clash = await add(rounded, { date: "2026-11-13", start_time: "12:05", end_time: "13:00" });
        expect(clash.statusCode).toBe(409);
        expect(clash.json()).toEqual({ message: "Overlapping work rounds", code: "work_round_overlap" });
        expect((await add(rounded, { date: "2026-11-13", start_time: "12:10", end_time: "13:00" })).statusCode).toBe(201);
        // Someone in no group may put logs edge to edge as entered.
        expect((await add(worker2, { date: "2026-11-13", start_time: "08:00", end_time: "12:05" })).statusCode).toBe(201);
        expect((await add(worker2, { date: "2026-11-13", start_time: "12:05", end_time: "13:00" })).statusCode).toBe(201);
      });

      it("counts a paid pause as the report does: a standard day with a 15-minute coffee pause shows 8:00, not 7:45", async () => {
        const coffee = await t.person(boss);
        const group = await t.send("POST", `${base}/allowed-pauses/groups`, boss.token, { name: "Coffee", rules: { entitlements: [{ min_work_seconds: 4 * 3600, allowed_pause_seconds: 15 * 60 }] }, person_ids: [coffee.id] });
        expect(group.statusCode, group.body).toBe(201);
        const added = await add(coffee, { date: "2026-11-16", start_time: "07:00", end_time: "15:00", pauses: [{ start_time: "10:00", end_time: "10:15" }] });
        expect(added.statusCode, added.body).toBe(201);
        const sheet = await t.send("GET", `${base}/timesheet?from=2026-11-16&to=2026-11-16`, coffee.token, undefined, pos(added));
        // 07:00-15:00 = 8 h presence; the 15-minute pause is within the 15 minutes paid after 4 h → 8 h (28 800 s); worked_seconds stays presence less every pause.
        expect(sheet.json().days[0]).toMatchObject({ worked_seconds: 27_900, rounded_worked_seconds: 28_800, total: "8:00", logs: [{ id: added.json().work_id, rounded_worked_seconds: 28_800 }] });
        expect(sheet.json().totals).toMatchObject({ rounded_worked_seconds: 28_800, total: "8:00" });
        const report = await t.send("GET", `${base}/reports?from=2026-11-16&to=2026-11-16&worker_ids=${coffee.id}`, boss.token, undefined, pos(added));
        expect(report.statusCode, report.body).toBe(200);
        expect(report.json().data.totals.worked_seconds).toBe(28_800);
        // The log's own view says the same.
        const one = await t.send("GET", `${base}/works/${added.json().work_id as string}`, coffee.token, undefined, pos(added));
        expect(one.statusCode, one.body).toBe(200);
        expect(one.json().data).toMatchObject({ worked_seconds: 27_900, rounded_worked_seconds: 28_800 });
      });

      it("rounds by the worker's work-round group and shows decimals by the user's setting over the company's", async () => {
        const rounded = await t.person(boss);
        const group = await t.send("POST", `${base}/work-rounds/groups`, boss.token, { name: "Quarter hours", rules: { round_start_minutes: 15, round_end_minutes: 15 }, person_ids: [rounded.id] });
        expect(group.statusCode).toBe(201);
        const added = await add(rounded, { date: "2026-11-16", start_time: "09:05", end_time: "10:55" });
        const sheet = await t.send("GET", `${base}/timesheet?from=2026-11-16&to=2026-11-16`, rounded.token, undefined, pos(added));
        const day = sheet.json().days[0];
        expect(day).toMatchObject({ worked_seconds: 6600, rounded_worked_seconds: 7200, total: "2:00", logs: [{ id: added.json().work_id, rounded_worked_seconds: 7200 }] });

        const setting = await t.send("POST", `${base}/settings`, boss.token, { show_time_decimal: "true" });
        expect(setting.statusCode).toBe(200);
        const companyDecimal = await t.send("GET", `${base}/timesheet?from=2026-11-16&to=2026-11-16`, rounded.token, undefined, pos(setting));
        expect(companyDecimal.json()).toMatchObject({ show_time_decimal: true, totals: { total: "2.00" } });
        const own = await t.send("PUT", `/api/users/${rounded.id}/preferences`, rounded.token, { show_time_decimal: false });
        expect(own.statusCode).toBe(200);
        const userWins = await t.send("GET", `${base}/timesheet?from=2026-11-16&to=2026-11-16`, rounded.token);
        expect(userWins.json()).toMatchObject({ show_time_decimal: false, totals: { total: "2:00" } });
      });
    });

    it("documents every work-time route in OpenAPI", async () => {
      const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
      // Bonus requests on a work log (/api/works/{workId}/bonus/...) are the requests capability's, the
      // auditor's timesheet as of a position (/api/admin/audits/timesheet) the admin area's.
      const paths = Object.keys(doc.paths).filter((p) => (p.includes("/works") || p.includes("timesheet")) && !p.includes("/bonus/") && !p.startsWith("/api/admin/"));
      expect(paths.sort()).toEqual(
        [
          "/api/companies/{id}/timesheet",
          "/api/companies/{id}/workers/timesheet",
          "/api/companies/{id}/workers/works/missing",
          "/api/companies/{id}/works",
          "/api/companies/{id}/works/confirm/bulk",
          "/api/companies/{id}/works/files",
          "/api/companies/{id}/works/overlaps",
          "/api/companies/{id}/works/pause",
          "/api/companies/{id}/works/resume",
          "/api/companies/{id}/works/start",
          "/api/companies/{id}/works/stop",
          "/api/companies/{id}/works/timer",
          "/api/companies/{id}/works/{workId}",
          "/api/companies/{id}/works/{workId}/confirm",
          "/api/companies/{id}/works/{workId}/files/{fileId}",
          "/api/companies/{id}/works/{workId}/unconfirm",
        ].sort(),
      );
      expect(Object.keys(doc.paths["/api/companies/{id}/works/{workId}"]).sort()).toEqual(["delete", "get", "put"]);
    });

    describe("missing works and overlaps", () => {
      it("lists work left running from an earlier day, for the worker and their manager", async () => {
        const late = await t.person(boss);
        const started = await t.send("POST", `${base}/works/start`, late.token, { workspace_id: northId });
        expect(started.statusCode).toBe(201);
        const today = await t.send("GET", `${base}/workers/works/missing`, late.token, undefined, pos(started));
        expect(today.json().data).toEqual([]);
        await t.advance(20 * 3600_000, late, boss, northManager, worker, worker2);
        const missing = await t.send("GET", `${base}/workers/works/missing`, late.token);
        expect(missing.json().data.map((w: { id: string }) => w.id)).toEqual([started.json().work_id]);
        const seenByBoss = await t.send("GET", `${base}/workers/works/missing`, boss.token);
        expect(seenByBoss.json().data.map((w: { id: string }) => w.id)).toContain(started.json().work_id);
        expect((await t.send("GET", `${base}/workers/works/missing`, northManager.token)).json().data.map((w: { id: string }) => w.id)).toContain(started.json().work_id);
        const stopped = await t.send("POST", `${base}/works/stop`, late.token, {});
        expect((await t.send("GET", `${base}/workers/works/missing`, late.token, undefined, pos(stopped))).json().data).toEqual([]);
      });

      it("answers overlap rows with the spec's fields", async () => {
        const added = await add(worker2, { date: "2026-11-05", start_time: "08:00", end_time: "09:30" });
        const rows = await t.send("GET", `${base}/works/overlaps?start=2026-11-05T07:00:00Z&end=2026-11-05T08:00:00Z&worker_id=${worker2.id}`, boss.token, undefined, pos(added));
        expect(rows.statusCode, rows.body).toBe(200);
        expect(rows.json().data).toEqual([
          {
            work_id: added.json().work_id,
            worker_id: worker2.id,
            worker_name: expect.any(String),
            worker_thumbnail: null,
            photo_cache: null,
            work_date: "2026-11-05",
            start_utc: "2026-11-05T06:00:00.000Z",
            end_utc: "2026-11-05T07:30:00.000Z",
            timezone_area: "Europe/Helsinki",
            start_device: "web",
            started_at: "2026-11-05T08:00:00",
            ended_at: "2026-11-05T09:30:00",
            coordinates_start: null,
            coordinates_end: null,
          },
        ]);
        const touching = await t.send("GET", `${base}/works/overlaps?start=2026-11-05T07:30:00Z&end=2026-11-05T08:00:00Z&worker_id=${worker2.id}`, boss.token);
        expect(touching.json().data).toEqual([]);
      });
    });
  });
}
