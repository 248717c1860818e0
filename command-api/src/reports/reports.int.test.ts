import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rulesOn } from "@workledger/domain";
import { loadReportFacts, pruneMonthFigures, reportsPosition } from "@workledger/projections";
import { timelineOf } from "./report-inputs.ts";
import { REPORT_ENGINE_VERSION } from "./report-service.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

const finnish = {
  daily: { threshold_seconds: 28800, tiers: [{ length_seconds: 7200, multiplier: 1.5 }, { length_seconds: null, multiplier: 2 }] },
  weekly: null,
  monthly: null,
};
const H = 3600;

interface ReportDayJson {
  date: string;
  worked_seconds: number;
  overtime_seconds: number;
  overtime: { rule: string; seconds: number; multiplier: number }[];
}

describe("reports API on PostgreSQL", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let worker: Person;
  let reader: Person;
  let outsider: Person;
  let base: string;
  let groupId: string;
  let firstLog: string;
  let before: string;
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });
  const report = (who: Person, query: string, headers?: Record<string, string>) => t.send("GET", `${base}/reports?from=2026-11-01&to=2026-11-30${query}`, who.token, undefined, headers);
  const daysOf = (body: { data: { workers: { worker_id: string; days: ReportDayJson[] }[] } }, id: string) => body.data.workers.find((w) => w.worker_id === id)?.days ?? [];

  beforeAll(async () => {
    // Thursday 19 November 2026, 17:00 in Helsinki.
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-19T15:00:00Z") });
    boss = await t.founder("Company A");
    base = `/api/companies/${boss.companyId}`;
    worker = await t.person(boss);
    reader = await t.person(boss, ["can_generate_reports", "can_see_timesheets_or_overview"]);
    outsider = await t.founder("Company B");
    const group = await t.send("POST", `${base}/overtimes/groups`, boss.token, { name: "Finnish", rules: finnish, person_ids: [worker.id] });
    expect(group.statusCode, group.body).toBe(201);
    groupId = group.json().data.id;
    const monday = await t.send("POST", `${base}/works`, boss.token, { worker_id: worker.id, date: "2026-11-16", start_time: "08:00", end_time: "18:00" });
    expect(monday.statusCode, monday.body).toBe(201);
    firstLog = monday.json().work_id;
    const thursday = await t.send("POST", `${base}/works`, boss.token, { worker_id: worker.id, date: "2026-11-19", start_time: "08:00", end_time: "16:00" });
    expect(thursday.statusCode, thursday.body).toBe(201);
    const own = await t.send("POST", `${base}/works`, boss.token, { worker_id: reader.id, date: "2026-11-18", start_time: "09:00", end_time: "12:00" });
    expect(own.statusCode, own.body).toBe(201);
    const now = await report(boss, "", pos(own));
    before = now.json().data.position;
    // Later: an edit of Monday and a rule change (effective from today, the 19th).
    const edited = await t.send("PUT", `${base}/works/${firstLog}`, boss.token, { end_time: "19:00" }, pos(monday));
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = await t.send("PUT", `${base}/overtimes/groups/${groupId}`, boss.token, { name: "Finnish", rules: { ...finnish, daily: { ...finnish.daily, threshold_seconds: 7 * H } } });
    expect(changed.statusCode, changed.body).toBe(200);
    await report(boss, "", pos(changed));
  }, 180_000);
  afterAll(async () => t?.close());

  it("computes overtime per the worker's group version, names the position, and sums per worker and work type", async () => {
    const now = await report(boss, "");
    expect(now.statusCode, now.body).toBe(200);
    const body = now.json();
    expect(body.data.position).toMatch(/^\d+\/\d+$/);
    expect(body.data.position).not.toBe(before);
    const days = daysOf(body, worker.id);
    expect(days.map((d) => [d.date, d.worked_seconds, d.overtime_seconds])).toEqual([
      ["2026-11-16", 11 * H, 3 * H],
      ["2026-11-19", 8 * H, 1 * H],
    ]);
    // Monday keeps version 1 (the change names the 19th); Thursday is under version 2.
    expect(days[0]?.overtime.map((o) => o.rule)).toEqual([`overtime:${groupId}@v1`, `overtime:${groupId}@v1`]);
    expect(days[1]?.overtime.map((o) => o.rule)).toEqual([`overtime:${groupId}@v2`]);
    const row = body.data.rows.find((r: { id: string }) => r.id === firstLog);
    expect(row).toMatchObject({ work_duration: 11 * H, worker_id: worker.id, daily_allowance: 0, compensation: 0, product_nr: null, division_id: null, workName: "" });
    expect(row.random_id).toMatch(/^[0-9a-f]{16}$/);
    expect(row.event_ids.length).toBe(2);
    expect(body.data.totals.worked_seconds).toBe(22 * H);
    expect(body.data.totals.overtime_seconds).toBe(4 * H);
  });

  it("answers the month call as a summary per worker and totals, with a worker's rows asked by worker_ids, now and as of a past position", async () => {
    for (const asOf of ["", `&as_of=${encodeURIComponent(before)}`]) {
      const full = (await report(boss, asOf)).json().data;
      const summary = await report(boss, `${asOf}&detail=summary`);
      expect(summary.statusCode, summary.body).toBe(200);
      const s = summary.json().data;
      expect(s.detail).toBe("summary");
      expect(s.rows).toEqual([]);
      expect(s.row_count).toBe(full.rows.length);
      expect(s.totals).toEqual(full.totals);
      expect(s.position).toBe(full.position);
      expect(s.workers.map((w: { worker_id: string; totals: unknown; weeks: unknown; months: unknown; days: unknown[] }) => [w.worker_id, w.totals, w.weeks, w.months, w.days.length])).toEqual(
        full.workers.map((w: { worker_id: string; totals: unknown; weeks: unknown; months: unknown }) => [w.worker_id, w.totals, w.weeks, w.months, 0]),
      );
      const detail = (await report(boss, `${asOf}&worker_ids=${worker.id}`)).json().data;
      expect(detail.rows.map((r: { id: string }) => r.id)).toEqual(full.rows.filter((r: { worker_id: string }) => r.worker_id === worker.id).map((r: { id: string }) => r.id));
    }
    expect((await report(boss, "&detail=everything")).statusCode).toBe(400);
  });

  it("answers a summary equal to the sums of the full report's rows and days, for part of a month and a filter, now and as of a past position", async () => {
    type Day = { date: string; worked_seconds: number; overtime_seconds: number; absence_seconds: number };
    type Worker = { worker_id: string; totals: { worked_seconds: number; overtime_seconds: number; absence_seconds: number }; days: Day[] };
    const ask = (range: string, extra: string) => t.send("GET", `${base}/reports?${range}${extra}`, boss.token);
    for (const range of ["from=2026-11-01&to=2026-11-30", "from=2026-11-17&to=2026-11-30", "from=2026-11-01&to=2026-11-16"]) {
      for (const asOf of ["", `&as_of=${encodeURIComponent(before)}`]) {
        for (const filter of ["", "&confirmation=unconfirmed", "&confirmation=confirmed"]) {
          const fullAnswer = await ask(range, `${asOf}${filter}`);
          expect(fullAnswer.statusCode, fullAnswer.body).toBe(200);
          const full = fullAnswer.json().data;
          const s = (await ask(range, `${asOf}${filter}&detail=summary`)).json().data;
          expect(s.position).toBe(full.position);
          expect(s.row_count).toBe(full.rows.length);
          const rowSeconds = full.rows.reduce((n: number, r: { work_duration: number }) => n + r.work_duration, 0);
          expect(s.totals.by_work_type.reduce((n: number, g: { work_duration: number }) => n + g.work_duration, 0)).toBe(rowSeconds);
          expect(s.totals.by_workspace.reduce((n: number, g: { logs: number }) => n + g.logs, 0)).toBe(full.rows.length);
          const fullDays = (full.workers as Worker[]).flatMap((w) => w.days);
          const byDate = new Map<string, number>();
          for (const d of fullDays) byDate.set(d.date, (byDate.get(d.date) ?? 0) + d.worked_seconds);
          expect(s.day_totals).toEqual([...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, worked_seconds]) => ({ date, worked_seconds })));
          for (const w of s.workers as Worker[]) {
            const days = (full.workers as Worker[]).find((f) => f.worker_id === w.worker_id)?.days ?? [];
            expect(w.totals.worked_seconds).toBe(days.reduce((n, d) => n + d.worked_seconds, 0));
            expect(w.totals.overtime_seconds).toBe(days.reduce((n, d) => n + d.overtime_seconds, 0));
          }
          expect(s.totals.worked_seconds).toBe(fullDays.reduce((n, d) => n + d.worked_seconds, 0));
          expect({ ...s, rows: [], detail: "rows", workers: s.workers.map((w: Worker) => ({ ...w, days: [] })) }).toEqual({ ...full, rows: [], detail: "rows", workers: full.workers.map((w: Worker) => ({ ...w, days: [] })) });
        }
      }
    }
    // Part of the month: the summary leaves out what the full report leaves out (Monday the 16th's 11 h now).
    const late = (await ask("from=2026-11-17&to=2026-11-30", "&detail=summary")).json().data;
    expect(late.workers.find((w: Worker) => w.worker_id === worker.id)?.totals.worked_seconds).toBe(8 * H);
    const pastEarly = (await ask("from=2026-11-01&to=2026-11-16", `&as_of=${encodeURIComponent(before)}&detail=summary`)).json().data;
    expect(pastEarly.workers.find((w: Worker) => w.worker_id === worker.id)?.totals.worked_seconds).toBe(10 * H);
  });

  it("as of an earlier position leaves out the later edit and rule change", async () => {
    const past = await report(boss, `&as_of=${encodeURIComponent(before)}`);
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json().data.position).toBe(before);
    const days = daysOf(past.json(), worker.id);
    expect(days.map((d) => [d.date, d.worked_seconds, d.overtime_seconds])).toEqual([
      ["2026-11-16", 10 * H, 2 * H],
      ["2026-11-19", 8 * H, 0],
    ]);
  });

  it("reads stored month figures that equal computing them afresh, now and as of a past position", async () => {
    const asked = async (query: string) => {
      const r = await report(boss, query);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    };
    const stored = async () => (await t.db.selectFrom("report_month_figures").select(["worker_id", "fingerprint"]).where("company_id", "=", boss.companyId).execute()).length;
    const [nowStored, pastStored] = [await asked(""), await asked(`&as_of=${encodeURIComponent(before)}`)];
    // Two states of each person's November: before and after the edit and the rule change (a rule change is company-wide).
    expect(await stored()).toBe(4);
    await t.db.deleteFrom("report_month_figures").where("company_id", "=", boss.companyId).execute();
    expect(await asked("")).toEqual(nowStored);
    expect(await asked(`&as_of=${encodeURIComponent(before)}`)).toEqual(pastStored);
    expect(await stored()).toBe(4);
    // The fingerprint is the state of the facts, not the question: a narrower range reads the same months.
    const narrow = await t.send("GET", `${base}/reports?from=2026-11-16&to=2026-11-19`, boss.token);
    expect(daysOf(narrow.json(), worker.id).map((d) => [d.date, d.overtime_seconds])).toEqual([["2026-11-16", 3 * H], ["2026-11-19", 1 * H]]);
    expect(await stored()).toBe(4);
    // Figures an older engine stored are pruned; the current engine's are kept.
    await t.db.updateTable("report_month_figures").set({ engine_version: "older" }).where("company_id", "=", boss.companyId).where("worker_id", "=", worker.id).execute();
    expect(await pruneMonthFigures(t.db, REPORT_ENGINE_VERSION)).toBeGreaterThanOrEqual(2);
    expect(await stored()).toBe(2);
    expect(await asked("")).toEqual(nowStored);
  });

  it("as of an instant reads the last position recorded by then", async () => {
    const at = await report(boss, `&as_of=${encodeURIComponent(t.clock().toISOString())}`);
    expect(at.statusCode, at.body).toBe(200);
    expect(daysOf(at.json(), worker.id).map((d) => d.worked_seconds)).toEqual([11 * H, 8 * H]);
    const early = await report(boss, `&as_of=${encodeURIComponent(new Date(t.clock().getTime() - 60_000).toISOString())}`);
    expect(early.json().data.workers).toEqual([]);
  });

  it("gives byte-identical CSV and XLSX, and the same PDF, when asked again for the same position", async () => {
    const exported = (format: string, extra = "") => t.send("GET", `${base}/reports/export?from=2026-11-01&to=2026-11-30&format=${format}&as_of=${encodeURIComponent(before)}${extra}`, boss.token);
    const [csv1, csv2] = [await exported("csv"), await exported("csv")];
    expect(csv1.statusCode, csv1.body).toBe(200);
    expect(csv1.headers["content-type"]).toContain("text/csv");
    expect(csv1.rawPayload.equals(csv2.rawPayload)).toBe(true);
    expect(csv1.headers["x-ledger-position"]).toBe(before);
    expect(csv1.headers["content-disposition"]).toContain(before.replace("/", "-"));
    const summaryCsv = await exported("csv", "&table=summary&locale=en");
    expect(summaryCsv.body.split("\r\n")[0]).toBe("Worker,Worked,Regular,Overtime,Weighted overtime,Absences,Daily allowance €,Bonus €,Unconfirmed");
    // One row per worker (the invited people have no names yet), no total row: the table sums itself.
    expect(summaryCsv.body.split("\r\n").slice(1, -1).map((l) => l.slice(l.indexOf(",") + 1)).sort()).toEqual(["18:00,16:00,2:00,3:00,0:00,0.00,0.00,2", "3:00,3:00,0:00,0:00,0:00,0.00,0.00,1"]);
    const [x1, x2] = [await exported("xlsx", "&layout=per_worker"), await exported("xlsx", "&layout=per_worker")];
    expect(x1.statusCode).toBe(200);
    expect(x1.rawPayload.equals(x2.rawPayload)).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x1.rawPayload as unknown as ArrayBuffer);
    const summary = book.getWorksheet("Summary")!;
    const total = summary.getRows(1, summary.rowCount)!.find((r) => r.getCell(1).value === "Total")!;
    // [h]:mm cells read back as dates of the 1900 system (serial 0 = 1899-12-30)
    const seconds = (value: unknown) => (value instanceof Date ? Math.round((value.getTime() - Date.UTC(1899, 11, 30)) / 1000) : Math.round(Number(value) * 86_400));
    expect(seconds(total.getCell(2).value)).toBe(21 * H);
    expect(seconds(total.getCell(4).value)).toBe(2 * H);
    expect(book.worksheets.length).toBe(3);
    const [p1, p2] = [await exported("pdf"), await exported("pdf")];
    expect(p1.statusCode).toBe(200);
    expect(p1.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(p1.rawPayload.equals(p2.rawPayload)).toBe(true);
  });

  it("lets a worker with can_generate_reports see only their own report", async () => {
    const own = await report(reader, "");
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.workers.map((w: { worker_id: string }) => w.worker_id)).toEqual([reader.id]);
    expect((await report(reader, `&worker_ids=${worker.id}`)).statusCode).toBe(403);
    const without = await t.person(boss, ["can_see_timesheets_or_overview"]);
    expect((await report(without, "")).statusCode).toBe(403);
  });

  it("keeps tenants apart and refuses too large or malformed requests with field errors", async () => {
    expect((await t.send("GET", `${base}/reports?from=2026-11-01&to=2026-11-30`, outsider.token)).statusCode).toBe(403);
    expect((await report(boss, `&worker_ids=${outsider.id}`)).statusCode).toBe(404);
    const big = await t.send("GET", `${base}/reports?from=2024-01-01&to=2026-11-30`, boss.token);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual({ to: ["Please try shorter time frame or fewer people"] });
    const bad = await report(boss, "&as_of=yesterday");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["as_of"]);
    const custom = await t.send("GET", `${base}/reports/export?from=2026-11-01&to=2026-11-30&format=csv&columns=date`, boss.token);
    expect(custom.statusCode).toBe(403);
  });

  it("takes a rule change from the date it names: next month's change leaves this month's figures and earlier positions alone", async () => {
    const monthNow = async (asOf = "") => {
      const r = await report(boss, asOf);
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const before = await monthNow();
    const past = await t.send("PUT", `${base}/overtimes/groups/${groupId}`, boss.token, { rules: { ...finnish, daily: { ...finnish.daily, threshold_seconds: 4 * H } }, effective_from: "2026-11-18" });
    expect(past.statusCode, past.body).toBe(400);
    const changed = await t.send("PUT", `${base}/overtimes/groups/${groupId}`, boss.token, { rules: { ...finnish, daily: { ...finnish.daily, threshold_seconds: 4 * H } }, effective_from: "2026-12-01" });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await t.send("GET", `${base}/reports?from=2026-11-01&to=2026-11-30`, boss.token, undefined, pos(changed))).json();
    expect(after.data.position).not.toBe(before.data.position);
    // November keeps its figures and rule versions; the change is there from December on.
    expect(daysOf(after, worker.id)).toEqual(daysOf(before, worker.id));
    expect(after.data.totals.overtime_seconds).toBe(before.data.totals.overtime_seconds);
    // From December 1st on, the worker is under the new version; the day before, under the one before.
    const facts = await loadReportFacts(t.db, { companyId: boss.companyId, from: "2026-11-01", to: "2026-12-31", workerIds: [worker.id], asOf: await reportsPosition(t.db) });
    const timeline = timelineOf(facts, "Europe/Helsinki");
    expect(rulesOn(timeline, "overtime", worker.id, "2026-12-01")?.ref.version).toBe(3);
    expect(rulesOn(timeline, "overtime", worker.id, "2026-11-30")?.ref.version).toBe(2);
    expect(rulesOn(timeline, "overtime", worker.id, "2026-12-01")?.rules.daily?.thresholdSeconds).toBe(4 * H);
    // As of a position before the change, a report of December would not know it.
    const asOfBefore = await monthNow(`&as_of=${encodeURIComponent(before.data.position)}`);
    expect(daysOf(asOfBefore, worker.id)).toEqual(daysOf(before, worker.id));
  });

  it("takes the company's zone in force for the period: a zone change after a month leaves that month's report as it was", async () => {
    const before = (await report(boss, "")).json();
    expect(before.data.time_zone).toBe("Europe/Helsinki");
    const changed = await t.send("PUT", `${base}/pay-calendar/time-zone`, boss.token, { time_zone: "America/New_York", effective_from: "2026-12-01" });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await t.send("GET", `${base}/reports?from=2026-11-01&to=2026-11-30`, boss.token, undefined, pos(changed));
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data.time_zone).toBe("Europe/Helsinki");
    expect(daysOf(after.json(), worker.id)).toEqual(daysOf(before, worker.id));
    expect(after.json().data.totals).toEqual(before.data.totals);
    const december = await t.send("GET", `${base}/reports?from=2026-12-01&to=2026-12-31`, boss.token, undefined, pos(changed));
    expect(december.statusCode, december.body).toBe(200);
    expect(december.json().data.time_zone).toBe("America/New_York");
  });
});
