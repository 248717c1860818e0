import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { netvisorPartnerStreamName } from "@workledger/event-schemas";
import { formatPosition } from "@workledger/event-store";
import { runExportJob, type ExportJobLedger } from "@workledger/integrations";
import { startFakeMeritPalk, type FakeMeritPalk } from "@workledger/integrations/testing/fake-merit-palk-server.ts";
import { startFakeNetvisor, type FakeNetvisor } from "@workledger/integrations/testing/fake-netvisor-server.ts";
import { createPayrollExportLedger } from "./payroll/payroll-export-ledger.ts";
import { payrollPayBasis } from "./payroll/payroll-pay-basis.ts";
import { developmentPayrollKeysSecret, payrollSecrets } from "./payroll/payroll-secrets.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./work-time/testing/work-time-test-app.ts";

const merit = { apiId: "7a1c2f36-8e2a-4a8e-9d55-0f1a2b3c4d5e", apiKey: "c2VjcmV0LWtleQ==" };
const partner = { partnerId: "WL_partner", partnerKey: "partner-key" };
const customer = { customerId: "WL_customer", customerKey: "customer-key", organisationId: "1234567-8" };
const revealSecret = payrollSecrets(developmentPayrollKeysSecret).reveal;
const people = [
  { code: "38001085718", number: "1407" },
  { code: "49002010976", number: "1408" },
];
const H = 3600;

/**
 * Corrections as differences, against the real-HTTP fakes: a month is exported, one log is made
 * an hour longer, and the month is exported again. Merit Palk's `sendsalary` adds rows, so the
 * correction carries only the extra hour; Netvisor's `workday.nv` replaces a day, so the changed
 * day goes again in full and no other. Either way the month's total in the fake is the report's.
 */
describe("payroll corrections (re-export after a change sends the difference)", () => {
  let t: WorkTimeTestApp;
  let palk: FakeMeritPalk;
  let netvisor: FakeNetvisor;
  let boss: Person;
  let workers: Person[];
  let ledger: ExportJobLedger;
  let correctedLog: string;
  const base = () => `/api/companies/${boss.companyId}`;
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });

  beforeAll(async () => {
    t = await createWorkTimeTestApp("pglite", { start: new Date("2026-11-18T06:00:00Z") });
    palk = await startFakeMeritPalk({ companies: { [merit.apiId]: merit.apiKey }, contracts: { [merit.apiId]: people.map((p) => p.code) } });
    netvisor = await startFakeNetvisor({ partners: { [partner.partnerId]: partner.partnerKey }, customers: { [customer.customerId]: { customerKey: customer.customerKey, organisationId: customer.organisationId } }, employees: people.map((p) => p.number) });
    boss = await t.founder("Korjaus Oy");
    await t.setFlags(boss.companyId, { merit_palk_active: true, visma_active: true });
    const type = await t.send("POST", `${base()}/work-types`, boss.token, { name: "Regular", product_number: "100", visma_product_number: "100" });
    expect(type.statusCode, type.body).toBeLessThan(300);
    const workTypeId = type.json().data.id as string;
    workers = [await t.person(boss), await t.person(boss)];
    for (const [i, w] of workers.entries()) {
      const saved = await t.send("PUT", `${base()}/users/${w.id}/salary-settings`, boss.token, { netvisor_employee_number: people[i]!.number, merit_contract_code: people[i]!.code, work_type_prices: [] });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // October: the first worker 8 h on the 5th, 6th and 7th; the second 4 h on the 5th.
    const logs: [Person, string, string, string][] = [
      [workers[0]!, "2026-10-05", "08:00", "16:00"],
      [workers[0]!, "2026-10-06", "08:00", "16:00"],
      [workers[0]!, "2026-10-07", "08:00", "16:00"],
      [workers[1]!, "2026-10-05", "08:00", "12:00"],
    ];
    for (const [person, date, start, end] of logs) {
      const added = await t.send("POST", `${base()}/works`, boss.token, { worker_id: person.id, date, start_time: start, end_time: end, work_type_id: workTypeId });
      expect(added.statusCode, added.body).toBe(201);
      correctedLog ??= added.json().work_id as string;
      const confirmed = await t.send("POST", `${base()}/works/${added.json().work_id as string}/confirm`, boss.token, undefined, pos(added));
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    const meritSaved = await t.send("POST", `/api/merit-palk/companies/${boss.companyId}/settings`, boss.token, { apply_all_workspace: true, workspace_ids: [], workspace_id: null, api_id: merit.apiId, api_key: merit.apiKey, workspaces: [] });
    expect(meritSaved.statusCode, meritSaved.body).toBe(200);
    // The admin's partner settings (the admin persona's drawer), then the company's customer settings.
    await t.eventStore.appendToStream(
      netvisorPartnerStreamName,
      [{ id: crypto.randomUUID(), type: "NetvisorPartnerSettingsChanged", schemaVersion: 1, data: { settings: { url: netvisor.url, partnerId: partner.partnerId, partnerKey: partner.partnerKey } }, metadata: { companyId: boss.companyId, actorId: "platform-admin", persona: "admin", source: "web", commandId: crypto.randomUUID(), correlationId: crypto.randomUUID(), causationId: null, occurredAt: t.clock().toISOString() } }],
      "any",
    );
    const netvisorSaved = await t.send("POST", `/api/netvisor/companies/${boss.companyId}/settings`, boss.token, { customer_id: customer.customerId, customer_key: customer.customerKey, organisation_id: customer.organisationId, language: "FI" });
    expect(netvisorSaved.statusCode, netvisorSaved.body).toBe(200);
    ledger = createPayrollExportLedger({ eventStore: t.eventStore, clock: () => new Date() });
  }, 240_000);
  afterAll(async () => {
    await palk?.close();
    await netvisor?.close();
    await t?.close();
  });

  /** Requests October for both workers, runs it as the exporter would and reads the job back as the export screen does. */
  const exportOctober = async (target: "merit-palk" | "netvisor", after?: { headers: Record<string, unknown> }) => {
    const requested = await t.send("POST", `/api/payroll/companies/${boss.companyId}/export-jobs`, boss.token, { target, period_start: "2026-10-01", period_end: "2026-10-31", worker_ids: workers.map((w) => w.id) }, after === undefined ? {} : pos(after));
    expect(requested.statusCode, requested.body).toBe(202);
    const jobId = requested.json().data.job_id as string;
    await runExportJob({ db: t.db, ledger, meritPalkUrl: palk.url, revealSecret, payBasis: payrollPayBasis(t.db), readModelTimeoutMs: 15_000 }, boss.companyId, jobId);
    const job = await ledger.job(boss.companyId, jobId);
    expect(job.status).toBe("finished");
    const events = await t.eventStore.readStream(`payroll-export-job-${boss.companyId}-${jobId}`);
    const read = await t.send("GET", `/api/payroll/companies/${boss.companyId}/export-jobs/${jobId}`, boss.token, undefined, { "x-wait-for-position": formatPosition(events.at(-1)!.position) });
    expect(read.statusCode, read.body).toBe(200);
    return read.json().data as { export_id: string | null; correction_of: string | null; total: number; done: number };
  };
  /** The report's worked hours of October for both workers: what payroll must pay. */
  const reportHours = async (after?: { headers: Record<string, unknown> }) => {
    const report = await t.send("GET", `${base()}/reports?from=2026-10-01&to=2026-10-31`, boss.token, undefined, after === undefined ? {} : pos(after));
    expect(report.statusCode, report.body).toBe(200);
    return (report.json().data.totals.worked_seconds as number) / H;
  };
  const palkHours = () => palk.rows.filter((r) => r.endpoint === "sendsalary").reduce((sum, r) => sum + (r["Amount"] as number), 0);
  const netvisorHours = () => [...netvisor.workdays.values()].flat().reduce((sum, hour) => sum + Number(hour.hours.replace(",", ".")), 0);

  let correction: { headers: Record<string, unknown> } | undefined;
  /** One log an hour longer (16:00 → 17:00), confirmed again so the worker can be exported. */
  const correctOneLogByAnHour = async () => {
    const edited = await t.send("PUT", `${base()}/works/${correctedLog}`, boss.token, { end_time: "17:00" });
    expect(edited.statusCode, edited.body).toBe(200);
    const confirmed = await t.send("POST", `${base()}/works/${correctedLog}/confirm`, boss.token, undefined, pos(edited));
    expect(confirmed.statusCode, confirmed.body).toBeLessThan(300);
    correction = confirmed;
  };

  it("Merit Palk: a month, then a one-hour correction, then nothing changed: the fake holds the report's total, not twice it", async () => {
    expect(await reportHours()).toBe(28);
    const first = await exportOctober("merit-palk");
    expect(first).toMatchObject({ correction_of: null, total: 2, done: 2 });
    expect(palkHours()).toBe(28);

    await correctOneLogByAnHour();
    expect(await reportHours(correction)).toBe(29);
    const rowsBefore = palk.rows.length;
    const second = await exportOctober("merit-palk", correction);
    expect(palkHours()).toBe(29);
    // One document for the one worker whose month changed, one row: the extra hour on that day.
    expect(second).toMatchObject({ correction_of: first.export_id, total: 1, done: 1 });
    expect(palk.rows.slice(rowsBefore).map((r) => [r["ContractCode"], r["Typecode"], r["Amount"]])).toEqual([[people[0]!.code, 100, 1]]);

    // The correction names the export it corrects, in the history too.
    const history = await t.send("GET", `/api/payroll/companies/${boss.companyId}/exports?target=merit-palk`, boss.token, undefined, pos(correction!));
    const runs = history.json().data as { export_id: string; correction_of: string | null }[];
    expect(runs.find((r) => r.export_id === second.export_id)?.correction_of).toBe(first.export_id);

    // Exported again with nothing changed: nothing is sent, and the job says so (no run, nothing to do, measured against the correction).
    const third = await exportOctober("merit-palk", correction);
    expect(third).toMatchObject({ export_id: null, total: 0, done: 0, correction_of: second.export_id });
    expect(palkHours()).toBe(29);
  });

  it("Netvisor: the same month and correction replace only the changed day, and the fake holds the report's total", async () => {
    const first = await exportOctober("netvisor", correction);
    // Four worked days (workday.nv replaces a day): the current month, the correction already in it.
    expect(first, JSON.stringify(first)).toMatchObject({ correction_of: null, total: 4, done: 4 });
    expect(netvisorHours()).toBe(29);
    // One log an hour shorter again (17:00 → 16:00): only that day goes, in full.
    const edited = await t.send("PUT", `${base()}/works/${correctedLog}`, boss.token, { end_time: "16:00" });
    expect(edited.statusCode, edited.body).toBe(200);
    const confirmed = await t.send("POST", `${base()}/works/${correctedLog}/confirm`, boss.token, undefined, pos(edited));
    expect(confirmed.statusCode, confirmed.body).toBeLessThan(300);
    expect(await reportHours(confirmed)).toBe(28);
    const applied = netvisor.applied.length;
    const second = await exportOctober("netvisor", confirmed);
    expect(second).toMatchObject({ correction_of: first.export_id, total: 1, done: 1 });
    expect(netvisor.applied.slice(applied).map((a) => a.split(" ").slice(0, 3).join(" "))).toEqual([`workday.nv ${people[0]!.number} 2026-10-05`]);
    expect(netvisorHours()).toBe(28);
    const third = await exportOctober("netvisor", confirmed);
    expect(third).toMatchObject({ export_id: null, total: 0, correction_of: second.export_id });
    expect(netvisor.applied.length).toBe(applied + 1);
  });
});
