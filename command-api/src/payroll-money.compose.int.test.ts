import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payLinesFromBasis, runExportJob, type ExportJobLedger, type PayLineBuilder } from "@workledger/integrations";
import { startFakeMeritPalk, type FakeMeritPalk } from "@workledger/integrations/testing/fake-merit-palk-server.ts";
import { createPayrollExportLedger } from "./payroll/payroll-export-ledger.ts";
import { payrollPayBasis } from "./payroll/payroll-pay-basis.ts";
import { developmentPayrollKeysSecret, payrollSecrets } from "./payroll/payroll-secrets.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./work-time/testing/work-time-test-app.ts";

const api = { apiId: "7a1c2f36-8e2a-4a8e-9d55-0f1a2b3c4d5e", apiKey: "c2VjcmV0LWtleQ==" };
const revealSecret = payrollSecrets(developmentPayrollKeysSecret).reveal;
const annCode = "38001085718";
const bertCode = "39002026543";

/**
 * One source of money through the API and the real-HTTP fake Merit Palk: the export pays what the
 * report counts (a 15-minute paid pause is paid, a sick day in Helsinki is that local day), a
 * worker with unconfirmed work is left out whole, and pay lines that disagree with the report are
 * refused before anything is sent, naming the worker, day, code and both values.
 */
describe("payroll pays exactly what the report says", () => {
  let t: WorkTimeTestApp;
  let fake: FakeMeritPalk;
  let boss: Person;
  let ann: Person;
  let bert: Person;
  let ledger: ExportJobLedger;
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });
  const ok = (r: { statusCode: number; body: string }) => expect(r.statusCode, r.body).toBeLessThan(300);

  beforeAll(async () => {
    t = await createWorkTimeTestApp("pglite", { start: new Date("2026-11-30T18:00:00Z") });
    fake = await startFakeMeritPalk({ companies: { [api.apiId]: api.apiKey }, contracts: { [api.apiId]: [annCode, bertCode] } });
    boss = await t.founder("Palkka Oy");
    await t.setFlags(boss.companyId, { merit_palk_active: true });
    const base = `/api/companies/${boss.companyId}`;
    const type = await t.send("POST", `${base}/work-types`, boss.token, { name: "Assembly", product_number: "100", price: 20 });
    ok(type);
    const workTypeId = type.json().data.id as string;
    ann = await t.person(boss);
    bert = await t.person(boss);
    // 15 minutes of pause are paid after 4 hours at work.
    ok(await t.send("POST", `${base}/allowed-pauses/groups`, boss.token, { name: "Coffee", rules: { entitlements: [{ min_work_seconds: 14400, allowed_pause_seconds: 900 }] }, person_ids: [ann.id, bert.id] }));
    for (const [who, code] of [[ann, annCode], [bert, bertCode]] as const) ok(await t.send("PUT", `${base}/users/${who.id}/salary-settings`, boss.token, { netvisor_employee_number: null, merit_contract_code: code, work_type_prices: [] }));
    const addLog = async (who: Person, date: string, body: Record<string, unknown>, confirm = true) => {
      const added = await t.send("POST", `${base}/works`, boss.token, { worker_id: who.id, date, work_type_id: workTypeId, ...body });
      expect(added.statusCode, added.body).toBe(201);
      if (confirm) ok(await t.send("POST", `${base}/works/${added.json().work_id as string}/confirm`, boss.token, undefined, pos(added)));
      return added;
    };
    // Monday 2 November: 07:00-15:00 with a 15-minute coffee pause (paid), and a 50 € production bonus.
    await addLog(ann, "2026-11-02", { start_time: "07:00", end_time: "15:00", pauses: [{ start_time: "10:00", end_time: "10:15" }], bonus: 50 });
    // Tuesday 17 November: 08:00-16:00, no pause.
    await addLog(ann, "2026-11-17", { start_time: "08:00", end_time: "16:00" });
    await addLog(bert, "2026-11-03", { start_time: "08:00", end_time: "16:00" });
    // Bert's Wednesday is not confirmed yet: Bert is not paid this month until it is.
    const last = await addLog(bert, "2026-11-04", { start_time: "08:00", end_time: "16:00" }, false);
    const sick = await t.send("POST", `${base}/work-leaves/types`, boss.token, { name: "Sick leave (certified)" }, pos(last));
    ok(sick);
    const sickId = sick.json().data.id as string;
    // The whole local day of Wednesday 18 November in Helsinki (UTC+2): 17 Nov 22:00Z to 18 Nov 22:00Z.
    const asked = await t.send("POST", "/api/users/work-leaves/request", ann.token, { type_id: sickId, started_at: Date.UTC(2026, 10, 17, 22), ended_at: Date.UTC(2026, 10, 18, 22), comment: "Flu" }, pos(sick));
    ok(asked);
    const pending = await t.send("GET", "/api/requests?kind=paid_absence", ann.token, undefined, pos(asked));
    const approved = await t.send("POST", "/api/users/work-leaves/accept", boss.token, { status: true, id: (pending.json().data as { id: string }[])[0]!.id }, pos(asked));
    expect(approved.statusCode, approved.body).toBe(200);
    ok(await t.send("POST", `/api/merit-palk/companies/${boss.companyId}/pay-codes`, boss.token, { overtime: [], absences: [{ absence_type_id: sickId, code: "7" }], bonus: "401" }, pos(approved)));
    ok(await t.send("POST", `/api/merit-palk/companies/${boss.companyId}/settings`, boss.token, { apply_all_workspace: true, workspace_ids: [], workspace_id: null, api_id: api.apiId, api_key: api.apiKey, workspaces: [] }));
    ledger = createPayrollExportLedger({ eventStore: t.eventStore, clock: () => new Date() });
  }, 240_000);
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });

  const exportNovember = async (buildPayLines?: PayLineBuilder) => {
    const requested = await t.send("POST", `/api/payroll/companies/${boss.companyId}/export-jobs`, boss.token, { target: "merit-palk", period_start: "2026-11-01", period_end: "2026-11-30", worker_ids: [ann.id, bert.id] });
    expect(requested.statusCode, requested.body).toBe(202);
    const jobId = requested.json().data.job_id as string;
    await runExportJob({ db: t.db, ledger, meritPalkUrl: fake.url, revealSecret, payBasis: payrollPayBasis(t.db), ...(buildPayLines === undefined ? {} : { buildPayLines }) }, boss.companyId, jobId);
    const job = await ledger.job(boss.companyId, jobId);
    // The job's ledger stream holds why it failed and who was blocked.
    const events = await t.eventStore.readStream(`payroll-export-job-${boss.companyId}-${jobId}`);
    const failed = events.find((e) => e.type === "PayrollExportJobFailed")?.data as { message: string } | undefined;
    const started = events.find((e) => e.type === "PayrollExportJobStarted")?.data as { start: { blocked: { workerId: string; reason: string }[] } } | undefined;
    return { status: job.status, error: failed?.message ?? null, blocked: started?.start.blocked ?? null };
  };

  it("refuses pay lines that disagree with the report, sends nothing, and names worker, day, code and both values", async () => {
    // A builder that takes every pause off the hours again (the old mistake): 7.75 h on 2 November instead of the report's 8.
    const deductsPaidPauses: PayLineBuilder = (basis, options) =>
      payLinesFromBasis(basis, options).map((line) => (line.when.kind === "date" && line.when.date === "2026-11-02" && line.payCode === "100" ? { ...line, quantity: line.quantity - 0.25 } : line));
    const before = fake.rows.length;
    const job = await exportNovember(deductsPaidPauses);
    expect(job.status).toBe("failed");
    expect(job.error).toContain(`${ann.id}, 2026-11-02, pay code 100: the report pays 8 hour, the pay lines 7.75 hour`);
    expect(fake.rows.length).toBe(before);
  });

  it("exports what the report counts: the paid pause paid, the sick day on its Helsinki date, the bonus and the rate; Bert with unconfirmed work is left out whole", async () => {
    const report = await t.send("GET", `/api/companies/${boss.companyId}/reports?from=2026-11-01&to=2026-11-30&worker_ids=${ann.id}`, boss.token);
    expect(report.statusCode, report.body).toBe(200);
    const annDays = (report.json().data.workers as { worker_id: string; days: { date: string; worked_seconds: number; absence_seconds: number }[] }[])[0]!.days;
    // The report: 8 h on 2 November (the 15-minute pause is paid), 8 h on the 17th, 8 h of sick leave on the 18th.
    expect(annDays.map((d) => [d.date, d.worked_seconds, d.absence_seconds])).toEqual([
      ["2026-11-02", 8 * 3600, 0],
      ["2026-11-17", 8 * 3600, 0],
      ["2026-11-18", 0, 8 * 3600],
    ]);
    const before = fake.rows.length;
    const job = await exportNovember();
    expect(job.status, job.error ?? "").toBe("finished");
    expect(job.blocked).toEqual([{ workerId: bert.id, reason: "unconfirmed-work" }]);
    const sent = fake.rows.slice(before);
    expect(sent.some((r) => r["ContractCode"] === bertCode)).toBe(false);
    // One row per code and day (Palk rows carry month and year): 8 h + 8 h at Tariff 20.00 under 100, and the 50 € bonus under 401.
    const salary = sent.filter((r) => r.endpoint === "sendsalary").map((r) => [r["Typecode"], r["Amount"], r["Tariff"]]);
    expect(salary.sort()).toEqual([
      [100, 8, 20],
      [100, 8, 20],
      [401, 50, null],
    ].sort());
    // Sick leave on 18 November, one day: not 17-18 as a UTC date would make it.
    expect(sent.filter((r) => r.endpoint === "sendabsence").map((r) => [r["Typecode"], r["StartDate"], r["EndDate"]])).toEqual([[7, "2026-11-18", "2026-11-18"]]);
  });
});
