import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Person } from "../work-time/testing/work-time-test-app.ts";
import { createAdminTestApp, type AdminTestApp } from "./testing/admin-test-app.ts";

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("admin audit log through the API on PostgreSQL", () => {
  let t: AdminTestApp;
  let boss: Person;
  let worker: Person;
  let other: Person;
  let workId: string;
  let lastPosition: string;
  const audits = async (query: string, token = t.adminToken) => {
    const r = await t.send("GET", `/api/admin/audits?${query}`, token, undefined, { "x-wait-for-position": lastPosition });
    return { status: r.statusCode, body: r.json() as { data: Row[]; next_cursor: string | null; errors?: Record<string, string[]> } };
  };

  beforeAll(async () => {
    t = await createAdminTestApp("postgres", { start: new Date("2026-11-25T10:00:00Z") });
    boss = await t.founder("Audited Co");
    worker = await t.person(boss);
    other = await t.founder("Other Co");
    const base = `/api/companies/${boss.companyId}`;
    const added = await t.send("POST", `${base}/works`, worker.token, { date: "2026-11-24", start_time: "08:00", end_time: "12:00" });
    expect(added.statusCode, added.body).toBe(201);
    workId = added.json().work_id as string;
    const edited = await t.send("PUT", `${base}/works/${workId}`, boss.token, { end_time: "15:00" }, { "x-wait-for-position": String(added.headers["x-ledger-position"]) });
    expect(edited.statusCode, edited.body).toBe(200);
    const otherWork = await t.send("POST", `/api/companies/${other.companyId}/works`, other.token, { date: "2026-11-24", start_time: "09:00", end_time: "10:00" });
    lastPosition = String(otherWork.headers["x-ledger-position"]);
  }, 180_000);
  afterAll(async () => t?.close());

  it("shows every company's events with company, actor, person, words and the before/after of changed fields", async () => {
    const all = await audits("limit=500");
    expect(all.status).toBe(200);
    const companies = new Set(all.body.data.map((r) => r.company_id));
    expect(companies.has(boss.companyId) && companies.has(other.companyId)).toBe(true);
    const edit = all.body.data.find((r) => r.type === "WorkLogEdited")!;
    expect(edit).toMatchObject({
      company_id: boss.companyId,
      company_name: "Audited Co",
      actor_id: boss.id,
      actor_name: "Sam Founder",
      actor_kind: "user",
      person_id: worker.id,
      what: "Work log edited",
      source: "web",
      time_zone: "Europe/Helsinki",
    });
    expect(edit.changes).toEqual(expect.arrayContaining([{ field: "end", before: "2026-11-24T10:00:00.000Z", after: "2026-11-24T13:00:00.000Z" }, { field: "workedSeconds", before: 14400, after: 25200 }]));
    // Words in the asked language.
    expect((await audits("limit=500&lang=fi")).body.data.find((r) => r.type === "WorkLogEdited")!.what).toBe("Työkirjausta muokattiin");
  });

  it("filters by company, person, type, stream and time range", async () => {
    const ofBoss = await audits(`company_id=${boss.companyId}&limit=500`);
    expect(ofBoss.body.data.length).toBeGreaterThan(3);
    expect(ofBoss.body.data.every((r) => r.company_id === boss.companyId)).toBe(true);

    const ofWorker = await audits(`person_id=${worker.id}&limit=500`);
    expect(ofWorker.body.data.every((r) => r.actor_id === worker.id || r.person_id === worker.id)).toBe(true);
    expect(ofWorker.body.data.map((r) => r.type)).toEqual(expect.arrayContaining(["WorkLogAdded", "WorkLogEdited"]));

    const edits = await audits("type=WorkLogEdited,WorkLogAdded&limit=500");
    expect(new Set(edits.body.data.map((r) => r.type))).toEqual(new Set(["WorkLogEdited", "WorkLogAdded"]));
    expect(edits.body.data).toHaveLength(3);

    const stream = ofWorker.body.data.find((r) => r.type === "WorkLogEdited")!.stream_name as string;
    const history = await audits(`stream=${encodeURIComponent(stream)}&limit=500`);
    expect(history.body.data.every((r) => r.stream_name === stream)).toBe(true);
    expect(history.body.data.map((r) => r.revision)).toEqual([...history.body.data.map((r) => r.revision)].sort((a, b) => b - a));

    // The time filter is on recorded_at, the database's clock (not the app's test clock).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await audits(`from=${day(1)}&limit=500`)).body.data).toEqual([]);
    expect((await audits(`to=${day(-1)}&limit=500`)).body.data).toEqual([]);
    expect((await audits(`from=${day(-1)}&to=${day(1)}&limit=500`)).body.data.length).toBe((await audits("limit=500")).body.data.length);
    const recorded = (await audits("limit=500")).body.data.map((r) => r.recorded_at as string).sort();
    const middle = recorded[Math.floor(recorded.length / 2)]!;
    const later = (await audits(`from=${encodeURIComponent(middle)}&limit=500`)).body.data;
    expect(later.length).toBe(recorded.filter((at) => at >= middle).length);
    const bad = await audits("from=2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ from: ["Enter a date and time such as 2026-03-29T03:30+03:00"] });
    expect((await audits("from=2026-11-26&to=2026-11-25")).body.errors).toEqual({ to: ["Must not be before the start"] });
  });

  it("pages with a keyset cursor to exactly the whole list", async () => {
    const whole = (await audits(`company_id=${boss.companyId}&limit=500`)).body.data;
    const paged: Row[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof audits>> = await audits(`company_id=${boss.companyId}&limit=3${cursor === null ? "" : `&cursor=${cursor}`}`);
      expect(page.body.data.length).toBeLessThanOrEqual(3);
      paged.push(...page.body.data);
      cursor = page.body.next_cursor;
    } while (cursor !== null);
    expect(paged.map((r) => r.event_id)).toEqual(whole.map((r) => r.event_id));
  });

  it("refuses a cursor or a date the pattern lets through but the store cannot hold: 400 naming the field, never 500", async () => {
    for (const [query, field] of [
      ["cursor=99999999999999999999/1", "cursor"],
      ["cursor=1/99999999999999999999", "cursor"],
      ["cursor=9223372036854775808/0", "cursor"],
      ["from=2026-13-45T25:61:00Z", "from"],
      ["to=2026-02-30", "to"],
    ] as const) {
      const answer = await audits(query);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), query).toEqual([field]);
    }
    // The largest position the store holds is a cursor like any other: nothing lies before it but the whole trail.
    const largest = await audits(`company_id=${boss.companyId}&cursor=9223372036854775807/9223372036854775807`);
    expect(largest.status).toBe(200);
    expect(largest.body.data.length).toBeGreaterThan(0);
  });

  it("exports the filtered trail as CSV and XLSX", async () => {
    const csv = await t.send("GET", `/api/admin/audits/export?format=csv&person_id=${worker.id}`, t.adminToken);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toContain('"What happened"');
    const expected = (await audits(`person_id=${worker.id}&limit=500`)).body.data.length;
    expect(lines).toHaveLength(expected + 1);
    expect(csv.body).toContain('"Work log edited"');
    // Field labels and values as the app writes them, in the company's zone (Helsinki, UTC+2).
    expect(csv.body).toContain("End: 24.11.2026 12:00:00 → 24.11.2026 15:00:00; Worked: 4:00 → 7:00");
    expect(lines[0]).toContain('"Time","Time zone","Time (UTC)"');
    expect(lines[1]).toMatch(/^"\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}","Europe\/Helsinki","\d{4}-\d{2}-\d{2}T/);
    expect(csv.body).toContain(`"${worker.email}"`);

    const xlsx = await t.send("GET", `/api/admin/audits/export?format=xlsx&person_id=${worker.id}&lang=sv`, t.adminToken);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Audit log")!;
    expect(sheet.rowCount).toBe(expected + 1);
    const words: string[] = [];
    sheet.eachRow((row) => words.push(String(row.getCell(8).value)));
    expect(words).toContain("Arbetslogg ändrades");
  });

  it("time travel: opens the worker's timesheet as it was right after an audit row's event, ignoring later edits", async () => {
    const rows = (await audits(`person_id=${worker.id}&type=WorkLogAdded,WorkLogEdited&limit=10`)).body.data;
    const added = rows.find((r) => r.type === "WorkLogAdded")!;
    const sheet = async (position?: string) =>
      (await t.send("GET", `/api/admin/audits/timesheet?company_id=${boss.companyId}&person_id=${worker.id}${position === undefined ? "" : `&position=${position}`}`, t.adminToken)).json().data;
    const then = await sheet(added.position);
    expect(then).toMatchObject({ as_of: added.position, total_worked_seconds: 4 * 3600 });
    expect(then.logs).toEqual([expect.objectContaining({ work_id: workId, date: "2026-11-24", end: "2026-11-24T10:00:00.000Z", worked_seconds: 4 * 3600 })]);
    const now = await sheet();
    expect(now.logs).toEqual([expect.objectContaining({ work_id: workId, end: "2026-11-24T13:00:00.000Z", worked_seconds: 7 * 3600 })]);
    // Before the worker's first work-time event there is nothing.
    expect((await sheet("1/1")).logs).toEqual([]);
    expect((await t.send("GET", `/api/admin/audits/timesheet?company_id=${boss.companyId}&person_id=${worker.id}`, t.managerToken)).statusCode).toBe(403);
  });

  it("keeps every admin audit route to the admin persona: the manager persona and a founder are refused", async () => {
    for (const token of [t.managerToken, boss.token]) {
      expect((await audits("limit=5", token)).status).toBe(403);
      expect((await t.send("GET", "/api/admin/audits/types", token)).statusCode).toBe(403);
      expect((await t.send("GET", `/api/admin/audits/people?company_id=${boss.companyId}`, token)).statusCode).toBe(403);
      expect((await t.send("GET", "/api/admin/audits/export?format=csv", token)).statusCode).toBe(403);
    }
    const types = (await t.send("GET", "/api/admin/audits/types", t.adminToken)).json().data as Row[];
    expect(types).toEqual(expect.arrayContaining([{ type: "WorkLogEdited", what: "Work log edited" }]));
    const people = (await t.send("GET", `/api/admin/audits/people?company_id=${boss.companyId}`, t.adminToken)).json().data as Row[];
    expect(people.map((p) => p.id).sort()).toEqual([boss.id, worker.id].sort());
  });
});
