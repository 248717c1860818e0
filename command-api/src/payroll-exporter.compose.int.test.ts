import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runExportJob, startExportJobWorker, type ExportJobLedger, type RunningExportJobWorker } from "@workledger/integrations";
import { startFakeMeritPalk, type FakeMeritPalk } from "@workledger/integrations/testing/fake-merit-palk-server.ts";
import { payrollPayBasis } from "./payroll/payroll-pay-basis.ts";
import { createPayrollExportLedger } from "./payroll/payroll-export-ledger.ts";
import { developmentPayrollKeysSecret, payrollSecrets } from "./payroll/payroll-secrets.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./work-time/testing/work-time-test-app.ts";

const api = { apiId: "3b5c1f36-8e2a-4a8e-9d55-0f1a2b3c4d5e", apiKey: "c2VjcmV0LWtleQ==" };
// The work-time test app's API encrypts keys under the development secret: the worker decrypts them as the composition root does.
const revealSecret = payrollSecrets(developmentPayrollKeysSecret).reveal;
const codes = ["38001085718", "49002010976", "37605030299"];

/**
 * The export path as it runs in `npm start`: the API records the job and answers at once, the
 * integrations worker hears it on the bus, sends to a real-HTTP Merit Palk fake, records every
 * answer and the run's provenance in the ledger, and the job's progress is read back.
 */
describe("payroll exporter (composition: API → bus → integrations worker → ledger)", () => {
  let t: WorkTimeTestApp;
  let fake: FakeMeritPalk;
  let boss: Person;
  let workers: Person[];
  let blocked: Person;
  let exporter: RunningExportJobWorker;
  let ledger: ExportJobLedger;
  let workTypeId: string;
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });

  beforeAll(async () => {
    t = await createWorkTimeTestApp("pglite", { start: new Date("2026-11-18T06:00:00Z") });
    fake = await startFakeMeritPalk({ companies: { [api.apiId]: api.apiKey }, contracts: { [api.apiId]: codes } });
    boss = await t.founder("Palk Oy");
    await t.setFlags(boss.companyId, { merit_palk_active: true });
    const base = `/api/companies/${boss.companyId}`;
    const type = await t.send("POST", `${base}/work-types`, boss.token, { name: "Regular", product_number: "1" });
    expect(type.statusCode, type.body).toBeLessThan(300);
    workTypeId = type.json().data.id as string;
    workers = [await t.person(boss), await t.person(boss), await t.person(boss)];
    blocked = await t.person(boss);
    for (const [i, w] of workers.entries()) {
      const saved = await t.send("PUT", `${base}/users/${w.id}/salary-settings`, boss.token, { netvisor_employee_number: null, merit_contract_code: codes[i], work_type_prices: [] });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    for (const [person, date] of [...workers.map((w) => [w, "2026-10-05"] as const), [workers[0]!, "2026-10-06"] as const, [blocked, "2026-10-05"] as const]) {
      const added = await t.send("POST", `${base}/works`, boss.token, { worker_id: person.id, date, start_time: "08:00", end_time: "16:00", work_type_id: workTypeId });
      expect(added.statusCode, added.body).toBe(201);
      const confirmed = await t.send("POST", `${base}/works/${added.json().work_id as string}/confirm`, boss.token, undefined, pos(added));
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    const settings = await t.send("POST", `/api/merit-palk/companies/${boss.companyId}/settings`, boss.token, { apply_all_workspace: true, workspace_ids: [], workspace_id: null, api_id: api.apiId, api_key: api.apiKey, workspaces: [] });
    expect(settings.statusCode, settings.body).toBe(200);
    ledger = createPayrollExportLedger({ eventStore: t.eventStore, clock: () => new Date() });
  }, 240_000);
  afterAll(async () => {
    await exporter?.stop();
    await fake?.close();
    await t?.close();
  });

  const request = (workerIds: readonly string[]) =>
    t.send("POST", `/api/payroll/companies/${boss.companyId}/export-jobs`, boss.token, { target: "merit-palk", period_start: "2026-10-01", period_end: "2026-10-31", worker_ids: workerIds });
  // Polls as the export screen does, the first read waiting for the request's own position.
  const progress = async (requested: { headers: Record<string, unknown>; json: () => { data: { job_id: string } } }, until: (job: { status: string }) => boolean) => {
    const jobId = requested.json().data.job_id;
    for (let i = 0; i < 200; i += 1) {
      const read = await t.send("GET", `/api/payroll/companies/${boss.companyId}/export-jobs/${jobId}`, boss.token, undefined, pos(requested));
      expect(read.statusCode, read.body).toBe(200);
      const job = read.json().data;
      if (until(job)) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the export job did not get there");
  };

  it("a crash between a send and its record: the next run re-sends that request under the same DocName and sends nothing twice", async () => {
    // No worker yet: the job waits in the ledger. A run whose ledger 'dies' when recording the second answer stands in for the crash.
    const requested = await request(workers.map((w) => w.id));
    expect(requested.statusCode, requested.body).toBe(202);
    const jobId = requested.json().data.job_id as string;
    let recorded = 0;
    const dying: ExportJobLedger = {
      ...ledger,
      recordOutcomes: async (companyId, id, outcomes) => {
        recorded += outcomes.length;
        if (recorded === 2) throw new Error("killed between send and record");
        await ledger.recordOutcomes(companyId, id, outcomes);
      },
    };
    // Each send waits for its record here (recordBehind 0), so the crash leaves exactly one sent, unrecorded request;
    // write-behind only widens that to the bound, and the resume below treats them alike.
    await expect(runExportJob({ db: t.db, ledger: dying, meritPalkUrl: fake.url, concurrency: 1, recordBehind: 0, revealSecret, payBasis: payrollPayBasis(t.db) }, boss.companyId, jobId)).rejects.toThrow("killed between send and record");
    expect(fake.documents.size).toBe(2);
    expect((await ledger.job(boss.companyId, jobId)).outcomes).toHaveLength(1);

    // The worker starts, finds the unfinished job in its sweep and resumes it.
    exporter = await startExportJobWorker({ bus: t.bus, db: t.db, ledger, meritPalkUrl: fake.url, sweepEveryMs: 0, revealSecret, payBasis: payrollPayBasis(t.db) });
    await exporter.swept;
    const job = await progress(requested, (j) => j.status === "finished");
    expect(job).toMatchObject({ total: 3, done: 3, blocked: [] });
    const salaryDocs = fake.rows.filter((r) => r.endpoint === "sendsalary").map((r) => r["DocName"]);
    expect(salaryDocs).toHaveLength(workers.length + 1); // one worker has two days: two rows, one document
    expect(fake.documents.size).toBe(3);
    expect(fake.refused.filter((r) => r.status === 409)).toHaveLength(1);
    expect(fake.refused.filter((r) => r.status !== 409 && r.status !== 401)).toEqual([]);
    const states = (await ledger.job(boss.companyId, jobId)).outcomes.map((o) => o.status).sort();
    expect(states).toEqual(["already-received", "sent", "sent"]);
  });

  it("answers at once, blocks the worker without an id code, sends the others and records the run's provenance", async () => {
    const before = fake.documents.size;
    // Work added since the first run: a correction carrying only that day, under a new export id and new DocNames.
    const added = await t.send("POST", `/api/companies/${boss.companyId}/works`, boss.token, { worker_id: workers[1]!.id, date: "2026-10-07", start_time: "09:00", end_time: "12:00", work_type_id: workTypeId });
    expect(added.statusCode, added.body).toBe(201);
    const confirmed = await t.send("POST", `/api/companies/${boss.companyId}/works/${added.json().work_id as string}/confirm`, boss.token, undefined, pos(added));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const requested = await request([blocked.id, workers[1]!.id]);
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json().message).toBe("Export requested");
    const job = await progress(requested, (j) => j.status === "finished" || j.status === "failed");
    expect(job.status).toBe("finished");
    expect(job.blocked).toEqual([{ worker_id: blocked.id, reason: "missing-identifier" }]);
    expect(job.workers).toEqual([{ worker_id: workers[1]!.id, sent: 1, failed: 0, messages: [], approved_dates: [] }]);
    expect(fake.documents.size).toBe(before + 1);
    // Only the new day went (Palk adds rows: the 5th again would be paid twice).
    expect(fake.rows.filter((r) => r["DocName"] === fake.rows.at(-1)!["DocName"]).map((r) => r["Amount"])).toEqual([3]);
    const history = await t.send("GET", `/api/payroll/companies/${boss.companyId}/exports?x-wait-for-position=`, boss.token);
    const run = (history.json().data as { export_id: string; worker_ids: string[]; responses: unknown[] }[]).find((r) => r.export_id === job.export_id);
    expect(run).toMatchObject({ worker_ids: [workers[1]!.id], responses: [{ worker_id: workers[1]!.id, status: "sent" }] });
  });

  it("refuses a job for another company's worker, without the flag's permission, and reads no other company's job", async () => {
    const other = await t.founder("Other Oy");
    expect((await request([other.id])).statusCode).toBe(400);
    expect((await t.send("POST", `/api/payroll/companies/${boss.companyId}/export-jobs`, boss.token, { target: "netvisor", period_start: "2026-10-01", period_end: "2026-10-31", worker_ids: [workers[0]!.id] })).statusCode).toBe(403);
    const mine = await request([workers[0]!.id]);
    expect((await t.send("GET", `/api/payroll/companies/${other.companyId}/export-jobs/${mine.json().data.job_id as string}`, other.token)).statusCode).toBe(404);
    await exporter.settled(boss.companyId, mine.json().data.job_id as string);
  });

  it("ends a job whose target has no settings with the spec's export error, and the job is not run again", async () => {
    await t.setFlags(boss.companyId, { merit_palk_active: true, visma_active: true });
    const requested = await t.send("POST", `/api/payroll/companies/${boss.companyId}/export-jobs`, boss.token, { target: "netvisor", period_start: "2026-10-01", period_end: "2026-10-31", worker_ids: [workers[0]!.id] });
    expect(requested.statusCode, requested.body).toBe(202);
    const job = await progress(requested, (j) => j.status === "failed" || j.status === "finished");
    expect(job).toMatchObject({ status: "failed", error: "Error on exporting Netvisor: Netvisor settings are missing", total: 0, done: 0 });
    const jobId = requested.json().data.job_id;
    await runExportJob({ db: t.db, ledger, meritPalkUrl: fake.url, revealSecret, payBasis: payrollPayBasis(t.db) }, boss.companyId, jobId);
    expect((await ledger.job(boss.companyId, jobId)).status).toBe("failed");
  });
});
