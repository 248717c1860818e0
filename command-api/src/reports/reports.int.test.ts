import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(csv1.body).toContain(`Position,${before}`);
    expect(csv1.body.split("\r\n").find((l) => l.startsWith("Total,"))).toBe("Total,21:00,19:00,2:00,3:00,0:00,0,0,3");
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
});
