import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

const H = 3600;

/**
 * The report files an accountant imports, of a populated month: two workers, minutes that do not
 * divide into hundredths of an hour, a workspace, a bonus and a two-day paid absence.
 */
describe("report exports an accountant can import", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let ann: Person;
  let bob: Person;
  let base: string;
  let report: {
    totals: { worked_seconds: number; absence_seconds: number; bonus: number };
    workers: { worker_id: string; name: string; totals: { worked_seconds: number } }[];
    rows: { id: string; worker_id: string }[];
    position: string;
  };
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });
  const exported = (query: string) => t.send("GET", `${base}/reports/export?from=2026-11-01&to=2026-11-30&${query}`, boss.token);

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-27T10:00:00Z") });
    boss = await t.founder("Satama Oy");
    base = `/api/companies/${boss.companyId}`;
    const profile = await t.send("POST", `${base}/update`, boss.token, { name: "Satama Oy", tax_number: "1234567-8", address: null, telephone_number: null, activity: null, timezone: "Europe/Helsinki" });
    expect(profile.statusCode, profile.body).toBe(200);
    ann = await t.person(boss);
    bob = await t.person(boss);
    const harbour = await t.workspace(boss, "Harbour");
    // 20-minute steps: 8:20, 7:40 and 9:20 are 8.333…, 7.666… and 9.333… decimal hours.
    const logs: [Person, string, string, string, Record<string, unknown>][] = [
      [ann, "2026-11-02", "08:00", "16:20", { workspace_id: harbour }],
      [ann, "2026-11-03", "08:00", "15:40", { workspace_id: harbour, bonus: 50 }],
      [ann, "2026-11-04", "07:00", "16:20", {}],
      [bob, "2026-11-02", "09:00", "17:20", {}],
      [bob, "2026-11-05", "22:00", "06:20", {}],
    ];
    for (const [who, date, start, end, extra] of logs) {
      const last = await t.send("POST", `${base}/works`, boss.token, { worker_id: who.id, date, start_time: start, end_time: end, ...extra });
      expect(last.statusCode, last.body).toBe(201);
    }
    const leave = await t.send("POST", `${base}/work-leaves/types`, boss.token, { name: "Annual leave" });
    expect(leave.statusCode, leave.body).toBeLessThan(300);
    // Tuesday 17 and Wednesday 18 November, whole local days in Helsinki.
    const asked = await t.send("POST", "/api/users/work-leaves/request", bob.token, { type_id: leave.json().data.id, started_at: Date.UTC(2026, 10, 16, 22), ended_at: Date.UTC(2026, 10, 18, 22), comment: "Trip" }, pos(leave));
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const pending = await t.send("GET", "/api/requests?kind=paid_absence", bob.token, undefined, pos(asked));
    const approved = await t.send("POST", "/api/users/work-leaves/accept", boss.token, { status: true, id: (pending.json().data as { id: string }[])[0]!.id }, pos(asked));
    expect(approved.statusCode, approved.body).toBe(200);
    const answer = await t.send("GET", `${base}/reports?from=2026-11-01&to=2026-11-30`, boss.token, undefined, pos(approved));
    expect(answer.statusCode, answer.body).toBe(200);
    report = answer.json().data;
    expect(report.totals.absence_seconds).toBe(16 * H);
  }, 240_000);
  afterAll(async () => t?.close());

  it("gives the detail as one CSV table whose decimal hours sum to the report's totals, with the workspace's name, euros and the absence as rows", async () => {
    const csv = await exported("format=csv&display=decimal&locale=en");
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["x-ledger-position"]).toBe(report.position);
    expect(csv.headers["content-disposition"]).toContain("-detail-");
    const parsed = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    // One table: every row has the header's fields, and no row is a position or a second header.
    expect(parsed.meta.fields).toEqual(["Worker", "Date", "Start", "End", "Entry", "Work type", "Product number", "Workspace", "Hours", "Daily allowance €", "Compensation €", "Bonus €", "Confirmed", "Work id"]);
    expect(parsed.data.every((r) => Object.keys(r).length === parsed.meta.fields!.length)).toBe(true);
    expect(csv.body).not.toContain(report.position);
    const hundredths = (rows: Record<string, string>[]) => rows.reduce((s, r) => s + Math.round(Number(r["Hours"]) * 100), 0);
    const work = parsed.data.filter((r) => r["Entry"] === "Work");
    const absence = parsed.data.filter((r) => r["Entry"] !== "Work");
    expect(work.length).toBe(5);
    expect(hundredths(work)).toBe(Math.round(report.totals.worked_seconds / 36));
    // 8.33 + 7.67 + 9.33 + 8.33 + 8.33 rounded one by one is 41.99: the lines are apportioned to 42.00.
    expect(hundredths(work)).toBe(4200);
    expect(hundredths(absence)).toBe(Math.round(report.totals.absence_seconds / 36));
    expect(absence.map((r) => [r["Date"], r["Entry"], r["Hours"]])).toEqual([
      ["2026-11-17", "Paid absence: Annual leave", "8.00"],
      ["2026-11-18", "Paid absence: Annual leave", "8.00"],
    ]);
    // Each worker's lines add up to their own total too.
    const workerOf = new Map(report.rows.map((r) => [r.id, r.worker_id]));
    for (const w of report.workers) expect(hundredths(work.filter((r) => workerOf.get(r["Work id"]!) === w.worker_id))).toBe(Math.round(w.totals.worked_seconds / 36));
    expect(work.filter((r) => r["Workspace"] === "Harbour").length).toBe(2);
    expect(work.find((r) => r["Bonus €"] === "50.00")?.["Date"]).toBe("2026-11-03");
    expect(work.find((r) => r["Date"] === "2026-11-05")).toMatchObject({ Start: "2026-11-05 22:00", End: "2026-11-06 06:20" });
  });

  it("gives the summary as a CSV of its own, one row per worker, in h:mm when chosen", async () => {
    const csv = await exported("format=csv&table=summary&display=hhmm&locale=en");
    expect(csv.statusCode, csv.body).toBe(200);
    const parsed = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(["Worker", "Worked", "Regular", "Overtime", "Weighted overtime", "Absences", "Daily allowance €", "Bonus €", "Unconfirmed"]);
    expect(parsed.data.length).toBe(2);
    const minutes = (hhmm: string) => Number(hhmm.split(":")[0]) * 60 + Number(hhmm.split(":")[1]);
    expect(parsed.data.reduce((s, r) => s + minutes(r["Worked"]!), 0)).toBe(report.totals.worked_seconds / 60);
    expect(parsed.data.map((r) => r["Bonus €"]).sort()).toEqual(["0.00", "50.00"]);
  });

  it("keeps the XLSX's hours and money as numbers with a number format, names the workspace, and puts the position in the properties, not a row", async () => {
    const xlsx = await exported("format=xlsx&display=decimal&locale=en");
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(["Details", "Summary"]);
    expect(book.keywords).toBe(`ledger-position:${report.position}`);
    const details = book.getWorksheet("Details")!;
    const header = (details.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const rows = details.getRows(2, details.rowCount - 1)!;
    for (const r of rows) {
      expect(typeof r.getCell(col("Hours")).value).toBe("number");
      expect(r.getCell(col("Hours")).numFmt).toBe("0.00");
      expect(typeof r.getCell(col("Bonus €")).value).toBe("number");
    }
    const hours = rows.reduce((s, r) => s + Number(r.getCell(col("Hours")).value), 0);
    expect(hours * H).toBeCloseTo(report.totals.worked_seconds + report.totals.absence_seconds, 3);
    expect(rows.filter((r) => r.getCell(col("Workspace")).value === "Harbour").length).toBe(2);
    const summary = book.getWorksheet("Summary")!;
    const values = summary.getRows(1, summary.rowCount)!.map((r) => (r.values as unknown[]).slice(1));
    expect(values.some((v) => String(v[0]).includes("position") || String(v[1]) === report.position)).toBe(false);
    const total = values.find((v) => v[0] === "Total")!;
    expect(total[1]).toBeCloseTo(report.totals.worked_seconds / H, 6);
    expect(total[7]).toBe(50);
  });

  it("writes a Finnish PDF with 0,00 numbers, a bonus column and total, the business ID, when it was generated and an approval line, its columns apart", async () => {
    const pdf = await exported("format=pdf&display=decimal&locale=fi");
    expect(pdf.statusCode).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), "wl-pdf-"));
    try {
      writeFileSync(join(dir, "r.pdf"), pdf.rawPayload);
      execFileSync("pdftotext", ["-layout", join(dir, "r.pdf"), join(dir, "r.txt")]);
      const text = readFileSync(join(dir, "r.txt"), "utf8");
      expect(text).toContain("Y-tunnus: 1234567-8");
      expect(text).toContain("Luotu 27.11.2026 12:00");
      expect(text).toContain("Hyväksynyt");
      expect(text).toContain(`Tietoversio ${report.position}`);
      expect(text).toMatch(/Palkkio/);
      // The total row: 42,00 worked (8:20 + 7:40 + 9:20 + 8:20 + 8:20), 16,00 absence, 50,00 bonus, each in a column of its own.
      const total = text.split("\n").find((l) => l.trimStart().startsWith("Yhteensä"))!;
      expect(total.trim().split(/\s{2,}|\s(?=\d)/).filter((c) => c !== "")).toEqual(["Yhteensä", "42,00", "42,00", "0,00", "0,00", "16,00", "0,00", "50,00", "5"]);
      // "Vahvistamatta" whole, never broken into pieces over its neighbours.
      expect(text).toContain("Vahvistamatta");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
