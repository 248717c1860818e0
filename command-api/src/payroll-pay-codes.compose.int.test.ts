import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runExportJob, type ExportJobLedger } from "@workledger/integrations";
import { startFakeMeritPalk, type FakeMeritPalk } from "@workledger/integrations/testing/fake-merit-palk-server.ts";
import { formatPosition } from "@workledger/event-store";
import { createPayrollExportLedger } from "./payroll/payroll-export-ledger.ts";
import { payrollPayBasis } from "./payroll/payroll-pay-basis.ts";
import { developmentPayrollKeysSecret, payrollSecrets } from "./payroll/payroll-secrets.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./work-time/testing/work-time-test-app.ts";

const api = { apiId: "5d1c2f36-8e2a-4a8e-9d55-0f1a2b3c4d5e", apiKey: "c2VjcmV0LWtleQ==" };
const revealSecret = payrollSecrets(developmentPayrollKeysSecret).reveal;
const code = "38001085718";
const finnish = {
  daily: { threshold_seconds: 28800, tiers: [{ length_seconds: 7200, multiplier: 1.5 }, { length_seconds: null, multiplier: 2 }] },
  weekly: null,
  monthly: null,
};

/**
 * Pay codes in the export: a worker's day split into normal hours and overtime tiers by the
 * overtime group's rules, each tier under its pay code, and approved paid absences sent to Merit
 * Palk's `sendabsence` under the code their type is mapped to, against the real-HTTP fake.
 */
describe("payroll pay codes (overtime tiers and paid absences) through the exporter", () => {
  let t: WorkTimeTestApp;
  let fake: FakeMeritPalk;
  let boss: Person;
  let worker: Person;
  let vacation: string;
  let typeId: string;
  let firstLeave: string;
  let ledger: ExportJobLedger;
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });
  const payCodes = (body: unknown) => t.send("POST", `/api/merit-palk/companies/${boss.companyId}/pay-codes`, boss.token, body);

  beforeAll(async () => {
    t = await createWorkTimeTestApp("pglite", { start: new Date("2026-11-18T06:00:00Z") });
    fake = await startFakeMeritPalk({ companies: { [api.apiId]: api.apiKey }, contracts: { [api.apiId]: [code] } });
    boss = await t.founder("Ylityö Oy");
    await t.setFlags(boss.companyId, { merit_palk_active: true });
    const base = `/api/companies/${boss.companyId}`;
    const type = await t.send("POST", `${base}/work-types`, boss.token, { name: "Regular", product_number: "100" });
    expect(type.statusCode, type.body).toBeLessThan(300);
    typeId = type.json().data.id as string;
    worker = await t.person(boss);
    const group = await t.send("POST", `${base}/overtimes/groups`, boss.token, { name: "Finnish", rules: finnish, person_ids: [worker.id] });
    expect(group.statusCode, group.body).toBe(201);
    const saved = await t.send("PUT", `${base}/users/${worker.id}/salary-settings`, boss.token, { netvisor_employee_number: null, merit_contract_code: code, work_type_prices: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    // Wednesday 7 October 2026: 10 hours.
    const added = await t.send("POST", `${base}/works`, boss.token, { worker_id: worker.id, date: "2026-10-07", start_time: "07:00", end_time: "17:00", work_type_id: type.json().data.id });
    expect(added.statusCode, added.body).toBe(201);
    const confirmed = await t.send("POST", `${base}/works/${added.json().work_id as string}/confirm`, boss.token, undefined, pos(added));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const leave = await t.send("POST", `${base}/work-leaves/types`, boss.token, { name: "Annual leave" });
    expect(leave.statusCode, leave.body).toBeLessThan(300);
    vacation = leave.json().data.id as string;
    const asked = await t.send("POST", "/api/users/work-leaves/request", worker.token, { type_id: vacation, started_at: Date.UTC(2026, 9, 20, 6), ended_at: Date.UTC(2026, 9, 21, 15), comment: "Trip" }, pos(leave));
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const pending = await t.send("GET", "/api/requests?kind=paid_absence", worker.token, undefined, pos(asked));
    firstLeave = (pending.json().data as { id: string }[])[0]!.id;
    const approved = await t.send("POST", "/api/users/work-leaves/accept", boss.token, { status: true, id: firstLeave }, pos(asked));
    expect(approved.statusCode, approved.body).toBe(200);
    const settings = await t.send("POST", `/api/merit-palk/companies/${boss.companyId}/settings`, boss.token, { apply_all_workspace: true, workspace_ids: [], workspace_id: null, api_id: api.apiId, api_key: api.apiKey, workspaces: [] });
    expect(settings.statusCode, settings.body).toBe(200);
    ledger = createPayrollExportLedger({ eventStore: t.eventStore, clock: () => new Date() });
  }, 240_000);
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });

  const exportOctober = async () => {
    const requested = await t.send("POST", `/api/payroll/companies/${boss.companyId}/export-jobs`, boss.token, { target: "merit-palk", period_start: "2026-10-01", period_end: "2026-10-31", worker_ids: [worker.id] });
    expect(requested.statusCode, requested.body).toBe(202);
    const jobId = requested.json().data.job_id as string;
    await runExportJob({ db: t.db, ledger, meritPalkUrl: fake.url, revealSecret, payBasis: payrollPayBasis(t.db) }, boss.companyId, jobId);
    return ledger.job(boss.companyId, jobId);
  };

  it("refuses pay codes that are not whole numbers, a tier twice and another company's absence type with field errors, writing nothing", async () => {
    const tier = await payCodes({ overtime: [{ period: "daily", tier: 7, code: "1" }], absences: [] });
    expect(tier.statusCode).toBe(400);
    expect(Object.keys(tier.json().errors as object), tier.body).toEqual(["overtime.0.tier"]);
    const bad = await payCodes({ overtime: [{ period: "weekly", tier: 1, code: "5x" }], absences: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors, bad.body).toEqual({ "overtime.0.code": ["Enter a whole number of at most 9 digits"] });
    const twice = await payCodes({ overtime: [{ period: "daily", tier: 1, code: "51" }, { period: "daily", tier: 1, code: "52" }], absences: [] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ "pay_codes.overtime.1.tier": ["Each overtime tier can have only one pay code"] });
    const allowance = await payCodes({ overtime: [], absences: [], bonus: "401", daily_allowance: "4O2" });
    expect(allowance.statusCode).toBe(400);
    expect(allowance.json().errors, allowance.body).toEqual({ daily_allowance: ["Enter a whole number of at most 9 digits"] });
    const other = await t.founder("Muu Oy");
    expect((await payCodes({ overtime: [], absences: [{ absence_type_id: other.companyId, code: "1" }] })).statusCode).toBe(404);
    const read = await t.send("GET", `/api/merit-palk/companies/${boss.companyId}/pay-codes`, boss.token);
    expect(read.json().data).toEqual({ overtime: [], absences: [], bonus: null, daily_allowance: null, compensation: null, sunday_premium: null, holiday_premium: null, night_premium: null });
  });

  it("splits the 10 h day into 8 normal hours and 2 at tier 1 under the tier's code, sends the vacation under its Palk code, and a re-export of an unchanged ledger sends nothing", async () => {
    const saved = await payCodes({ overtime: [{ period: "daily", tier: 2, code: "52" }, { period: "daily", tier: 1, code: "51" }], absences: [{ absence_type_id: vacation, code: "1" }], bonus: " 401 " });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.send("GET", `/api/merit-palk/companies/${boss.companyId}/pay-codes`, boss.token, undefined, pos(saved));
    expect(read.json().data).toEqual({ overtime: [{ period: "daily", tier: 1, code: "51" }, { period: "daily", tier: 2, code: "52" }], absences: [{ absence_type_id: vacation, code: "1" }], bonus: "401", daily_allowance: null, compensation: null, sunday_premium: null, holiday_premium: null, night_premium: null });
    const job = await exportOctober();
    expect(job.status).toBe("finished");
    const salary = fake.rows.filter((r) => r.endpoint === "sendsalary" && r["ContractCode"] === code);
    expect(salary.map((r) => [r["Typecode"], r["Amount"]]).sort()).toEqual([
      [100, 8],
      [51, 2],
    ].sort());
    const absences = fake.rows.filter((r) => r.endpoint === "sendabsence" && r["ContractCode"] === code);
    expect(absences).toMatchObject([{ Typecode: 1, StartDate: "2026-10-20", EndDate: "2026-10-21" }]);
    // Exported again from an unchanged ledger: Palk adds rows, so nothing is sent, and the job names the run it measured against.
    const before = fake.rows.length;
    const again = await exportOctober();
    expect(again.status).toBe("finished");
    expect(fake.rows.length).toBe(before);
    // The export screen's read waits for the job's last event (the run's finish) to reach the read model.
    const jobEvents = await t.eventStore.readStream(`payroll-export-job-${boss.companyId}-${again.request!.jobId}`);
    const job2 = await t.send("GET", `/api/payroll/companies/${boss.companyId}/export-jobs/${again.request!.jobId}`, boss.token, undefined, { "x-wait-for-position": formatPosition(jobEvents.at(-1)!.position) });
    expect(job2.json().data).toMatchObject({ status: "finished", total: 0, export_id: null, correction_of: job.exportId });
  });

  it("cancels an export job: the run stops sending, the answers already sent are recorded, and the cancel is in the ledger", async () => {
    // A month not exported yet: a 10 h day and an approved vacation in November.
    const base = `/api/companies/${boss.companyId}`;
    const added = await t.send("POST", `${base}/works`, boss.token, { worker_id: worker.id, date: "2026-11-04", start_time: "07:00", end_time: "17:00", work_type_id: typeId });
    expect(added.statusCode, added.body).toBe(201);
    expect((await t.send("POST", `${base}/works/${added.json().work_id as string}/confirm`, boss.token, undefined, pos(added))).statusCode).toBe(200);
    const asked = await t.send("POST", "/api/users/work-leaves/request", worker.token, { type_id: vacation, started_at: Date.UTC(2026, 10, 10, 6), ended_at: Date.UTC(2026, 10, 10, 15), comment: "Dentist" }, pos(added));
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const pending = await t.send("GET", "/api/requests?kind=paid_absence", worker.token, undefined, pos(asked));
    const leaveId = (pending.json().data as { id: string }[]).find((r) => r.id !== firstLeave)!.id;
    expect((await t.send("POST", "/api/users/work-leaves/accept", boss.token, { status: true, id: leaveId }, pos(asked))).statusCode).toBe(200);
    const requested = await t.send("POST", `/api/payroll/companies/${boss.companyId}/export-jobs`, boss.token, { target: "merit-palk", period_start: "2026-11-01", period_end: "2026-11-30", worker_ids: [worker.id] }, pos(asked));
    const jobId = requested.json().data.job_id as string;
    const cancel = (who: Person, company = boss.companyId) => t.send("POST", `/api/payroll/companies/${company}/export-jobs/${jobId}/cancel`, who.token, {});
    const before = fake.rows.length;
    let first = true;
    // The manager presses Cancel while the first answer is being recorded. Each send waits for its record here
    // (recordBehind 0), so the stop is seen before the next send; write-behind sees it at the next group commit.
    const cancelling: ExportJobLedger = {
      ...ledger,
      recordOutcomes: async (companyId, id, outcomes) => {
        if (first) {
          first = false;
          const cancelled = await cancel(boss);
          expect(cancelled.statusCode, cancelled.body).toBe(200);
        }
        return ledger.recordOutcomes(companyId, id, outcomes);
      },
    };
    await runExportJob({ db: t.db, ledger: cancelling, meritPalkUrl: fake.url, revealSecret, payBasis: payrollPayBasis(t.db), concurrency: 1, recordBehind: 0 }, boss.companyId, jobId);
    // sendsalary (two rows: normal hours and tier 1) went; sendabsence did not.
    expect(fake.rows.slice(before).map((r) => r.endpoint)).toEqual(["sendsalary", "sendsalary"]);
    const job = await ledger.job(boss.companyId, jobId);
    expect(job).toMatchObject({ status: "cancelled" });
    expect(job.outcomes).toHaveLength(1);
    const events = await t.eventStore.readStream(`payroll-export-job-${boss.companyId}-${jobId}`);
    const cancelled = events.find((e) => e.type === "PayrollExportJobCancelled");
    expect(cancelled?.metadata).toMatchObject({ actorId: boss.id });
    expect(events.some((e) => e.type === "PayrollExportJobFinished")).toBe(false);
    // Read back as the export screen does; a second cancel changes nothing; another company's cancel is not found.
    const read = await t.send("GET", `/api/payroll/companies/${boss.companyId}/export-jobs/${jobId}`, boss.token, undefined, { "x-wait-for-position": formatPosition(events.at(-1)!.position) });
    expect(read.json().data).toMatchObject({ status: "cancelled", done: 1 });
    expect((await cancel(boss)).statusCode).toBe(200);
    const other = await t.founder("Toinen Oy");
    expect((await cancel(other, other.companyId)).statusCode).toBe(404);
  });
});
