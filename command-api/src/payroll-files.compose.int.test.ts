import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { payLinesFromBasis, payrollFiles, type PayLineBuilder } from "@workledger/integrations";
import { payrollPayBasis } from "./payroll/payroll-pay-basis.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./work-time/testing/work-time-test-app.ts";

/**
 * Payroll files without a connector (GET /api/payroll/companies/{id}/files): PAXml and a Visma
 * transaction CSV of a period through the same pay lines, eligibility and reconciliation as an
 * export, for a salary manager of the company only, over a bounded period.
 */
describe("payroll files (PAXml, Visma CSV) without a connector", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let paid: Person;
  let unpaid: Person;
  let base: string;
  let typeId: string;
  // A pay-line builder that pays an hour too much, switched on to see the reconciliation refuse the file.
  let overpay = false;
  const builder: PayLineBuilder = (basis, options) => payLinesFromBasis(basis, options).map((line) => (overpay && line.unit === "hour" ? { ...line, quantity: line.quantity + 1 } : line));
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });
  let last: { headers: Record<string, unknown> };
  const file = (query: string, who: Person = boss, company = boss.companyId) => t.send("GET", `/api/payroll/companies/${company}/files?${query}`, who.token, undefined, pos(last));

  beforeAll(async () => {
    t = await createWorkTimeTestApp("pglite", { start: new Date("2026-11-18T06:00:00Z"), payroll: ({ db }) => ({ payrollFiles: payrollFiles({ db, payBasis: payrollPayBasis(db), buildPayLines: builder }) }) });
    boss = await t.founder("Tiedosto Oy");
    base = `/api/companies/${boss.companyId}`;
    const type = await t.send("POST", `${base}/work-types`, boss.token, { name: "Regular", product_number: "100", visma_product_number: "1001" });
    expect(type.statusCode, type.body).toBeLessThan(300);
    typeId = type.json().data.id as string;
    paid = await t.person(boss);
    unpaid = await t.person(boss);
    const saved = await t.send("PUT", `${base}/users/${paid.id}/salary-settings`, boss.token, { netvisor_employee_number: "1407", merit_contract_code: null, work_type_prices: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    // 8 h on 5 October for the worker with an employee number; the other has none (blocked, listed, not in the file).
    for (const person of [paid, unpaid]) {
      const added = await t.send("POST", `${base}/works`, boss.token, { worker_id: person.id, date: "2026-10-05", start_time: "08:00", end_time: "16:00", work_type_id: type.json().data.id });
      expect(added.statusCode, added.body).toBe(201);
      const confirmed = await t.send("POST", `${base}/works/${added.json().work_id as string}/confirm`, boss.token, undefined, pos(added));
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      last = confirmed;
    }
  }, 240_000);
  afterAll(async () => t?.close());

  it("downloads the month as a Visma CSV and as PAXml: the report's 8 hours under the Visma pay code, the blocked worker counted", async () => {
    const csv = await file("format=visma-csv&from=2026-10-01&to=2026-10-31");
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="payroll-2026-10-01-2026-10-31.csv"');
    expect(csv.headers["x-payroll-blocked"]).toBe("1");
    expect(csv.body.split("\r\n").filter((row) => row !== "")).toEqual([expect.stringMatching(/^0;0;1407;1001;0\.00;8\.00;/)]);
    const xml = await file("format=paxml&from=2026-10-01&to=2026-10-31");
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.headers["content-type"]).toContain("application/xml");
    expect(xml.body).toContain('anstid="1407"');
    expect(xml.body).toMatch(/<timmar>8\.00<\/timmar>/);
    expect(xml.body).toContain("<datum>2026-11-18</datum>");
  });

  it("refuses a file whose pay lines disagree with the report, naming the disagreement and the blocked worker", async () => {
    overpay = true;
    try {
      const refused = await file("format=visma-csv&from=2026-10-01&to=2026-10-31");
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "payroll_file_disagrees",
        disagreements: [{ worker_id: paid.id, date: "2026-10-05", pay_code: "1001", report: 8, pay_lines: 9, message: expect.any(String) }],
        blocked: [{ worker_id: unpaid.id, reason: "missing-identifier" }],
      });
    } finally {
      overpay = false;
    }
  });

  it("asks for the salary permission and the company, a known format and a bounded period, answering field errors", async () => {
    expect((await file("format=paxml&from=2026-10-01&to=2026-10-31", paid)).statusCode).toBe(403);
    const other = await t.founder("Muu Oy");
    expect((await file("format=paxml&from=2026-10-01&to=2026-10-31", other)).statusCode).toBe(403);
    const long = await file("format=paxml&from=2026-10-01&to=2026-12-02");
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ to: ["A payroll file covers at most 62 days"] });
    expect((await file("format=paxml&from=2026-10-01&to=2026-12-01")).statusCode).toBe(200);
    const backwards = await file("format=paxml&from=2026-10-31&to=2026-10-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty("to");
    const format = await file("format=pdf&from=2026-10-01&to=2026-10-31");
    expect(format.statusCode).toBe(400);
    expect(format.json().errors).toHaveProperty("format");
  });

  it("gives a manager scoped to one workspace a file of the workers in it only", async () => {
    const north = await t.workspace(boss, "North");
    const northWorker = await t.person(boss, undefined, { generalWorkspaces: [north] });
    const saved = await t.send("PUT", `${base}/users/${northWorker.id}/salary-settings`, boss.token, { netvisor_employee_number: "1408", merit_contract_code: null, work_type_prices: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    const added = await t.send("POST", `${base}/works`, boss.token, { worker_id: northWorker.id, date: "2026-10-06", start_time: "08:00", end_time: "12:00", work_type_id: typeId }, pos(saved));
    expect(added.statusCode, added.body).toBe(201);
    last = await t.send("POST", `${base}/works/${added.json().work_id as string}/confirm`, boss.token, undefined, pos(added));
    const scoped = await t.person(boss, [...defaultWorkerRights.permissions, "has_manager_rights", "can_manage_salary_extensions"], { roleId: 1, managerWorkspaces: [north], generalWorkspaces: [north] });
    const employees = (body: string) => body.split("\r\n").filter((row) => row !== "").map((row) => row.split(";")[2]);
    const everyone = await file("format=visma-csv&from=2026-10-01&to=2026-10-31");
    expect(everyone.statusCode, everyone.body).toBe(200);
    expect(employees(everyone.body).sort()).toEqual(["1407", "1408"]);
    const own = await file("format=visma-csv&from=2026-10-01&to=2026-10-31", scoped);
    expect(own.statusCode, own.body).toBe(200);
    expect(employees(own.body)).toEqual(["1408"]);
    expect(own.headers["x-payroll-blocked"]).toBe("0");
  });
});
