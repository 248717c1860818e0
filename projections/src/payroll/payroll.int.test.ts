import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import type { Position } from "@workledger/event-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { payrollProjection } from "./payroll.projection.ts";
import { findNetvisorPartnerSettings, findPayrollExportJob, findPayrollSettings, listPayrollExports, unfinishedPayrollExportJobs } from "./payroll.queries.ts";

const run = (exportId: string, recordedFor: string) => ({
  exportId,
  target: "merit-palk",
  periodStart: "2025-10-01",
  periodEnd: "2025-10-31",
  workerIds: [`w-${recordedFor}`],
  position: "1042",
  ruleVersions: { "overtime:standard": 3 },
  payloadHash: "a".repeat(64),
  correctionOf: null,
  sourceEventIds: ["e-1", "e-2"],
  responses: [{ workerId: `w-${recordedFor}`, status: "sent", messages: [], approvedDates: [] }],
});

for (const kind of testDatabaseKinds) {
  describe(`payroll read model on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const a = `company-${crypto.randomUUID()}`;
    const b = `company-${crypto.randomUUID()}`;
    const append = async (company: string, stream: string, type: string, data: unknown): Promise<Position> =>
      (await ctx.store.appendToStream(stream, [newTestEvent({ companyId: company, type, data })], "any")).position;

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await append("platform", "netvisor-partner-settings", "NetvisorPartnerSettingsChanged", { settings: { url: "https://isvapi.netvisor.fi", partnerId: "P", partnerKey: "K" } });
      await append(a, `payroll-settings-${a}`, "MeritPalkSettingsChanged", { settings: { applyAllWorkspace: true, workspaceIds: [], workspaceId: null, apiId: "api-a", apiKey: "key-a", workspaces: [] } });
      await append(a, `payroll-settings-${a}`, "MeritPalkSettingsChanged", { settings: { applyAllWorkspace: true, workspaceIds: [], workspaceId: null, apiId: "api-a2", apiKey: "key-a2", workspaces: [] } });
      await append(b, `payroll-settings-${b}`, "NetvisorCompanySettingsChanged", { settings: { customerId: "C", customerKey: "CK", organisationId: "1-1", language: "FI" } });
      await append(a, `payroll-export-${a}-1`, "PayrollExportRecorded", { run: run("1".repeat(32), "a") });
      await append(b, `payroll-export-${b}-1`, "PayrollExportRecorded", { run: run("1".repeat(32), "b") });
      // Two export jobs of A: one answered in two batches (a repeated answer counts once) and finished, one still waiting.
      const job = `payroll-export-job-${a}-job-1`;
      const outcome = (key: string, workerId: string, status: string, message: string | null = null) => ({ key, workerId, date: null, status, message });
      await append(a, job, "PayrollExportJobRequested", { request: { jobId: "job-1", target: "merit-palk", periodStart: "2025-10-01", periodEnd: "2025-10-31", workerIds: ["w-1", "w-2", "w-3"] } });
      await append(a, job, "PayrollExportJobStarted", { start: { exportId: "2".repeat(32), position: "40/0", total: 2, blocked: [{ workerId: "w-3", reason: "missing-identifier" }] } });
      await append(a, job, "PayrollExportOutcomesRecorded", { outcomes: [outcome("sendsalary 1", "w-1", "sent")] });
      await append(a, job, "PayrollExportOutcomesRecorded", { outcomes: [outcome("sendsalary 1", "w-1", "sent"), outcome("sendsalary 2", "w-2", "failed", "Contract not found")] });
      await append(a, job, "PayrollExportJobFinished", { exportId: "2".repeat(32) });
      const last = await append(a, `payroll-export-job-${a}-job-2`, "PayrollExportJobRequested", { request: { jobId: "job-2", target: "netvisor", periodStart: "2025-10-01", periodEnd: "2025-10-31", workerIds: ["w-1"] } });
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [payrollProjection], { logger: silentLogger, batchSize: 2 });
      await runner.start();
      await waitForPosition(ctx.db, "payroll", last, { timeoutMs: 10_000 });
    });

    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("keeps the latest settings per company and integration, and the partner settings once", async () => {
      expect(await findNetvisorPartnerSettings(ctx.db)).toEqual({ url: "https://isvapi.netvisor.fi", partnerId: "P", partnerKey: "K" });
      expect(await findPayrollSettings(ctx.db, a, "merit-palk")).toMatchObject({ apiId: "api-a2" });
      expect(await findPayrollSettings(ctx.db, a, "netvisor")).toBeNull();
      expect(await findPayrollSettings(ctx.db, b, "netvisor")).toMatchObject({ customerId: "C" });
    });

    it("keeps each company's export history apart, with its provenance", async () => {
      const history = await listPayrollExports(ctx.db, a);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ exportId: "1".repeat(32), position: "1042", ruleVersions: { "overtime:standard": 3 }, sourceEventIds: ["e-1", "e-2"], workerIds: ["w-a"] });
      expect((await listPayrollExports(ctx.db, b))[0]?.workerIds).toEqual(["w-b"]);
    });

    it("follows an export job: progress once per answer, blocked workers, answers per worker, and what is unfinished", async () => {
      const job = await findPayrollExportJob(ctx.db, a, "job-1");
      expect(job).toMatchObject({ status: "finished", exportId: "2".repeat(32), total: 2, done: 2, blocked: [{ workerId: "w-3", reason: "missing-identifier" }] });
      expect(job?.workers).toEqual([
        { workerId: "w-1", sent: 1, failed: 0, messages: [], approvedDates: [] },
        { workerId: "w-2", sent: 0, failed: 1, messages: ["Contract not found"], approvedDates: [] },
      ]);
      expect(job?.endedAt).not.toBeNull();
      expect(await findPayrollExportJob(ctx.db, b, "job-1")).toBeNull();
      const unfinished = (await unfinishedPayrollExportJobs(ctx.db)).filter((j) => j.companyId === a);
      expect(unfinished).toEqual([{ companyId: a, jobId: "job-2" }]);
    });

    it("rebuilds to exactly the first build", async () => {
      const tables = [
        ["payroll_partner_settings", ["integration"]],
        ["payroll_settings", ["company_id", "integration"]],
        ["payroll_exports", ["company_id", "export_id"]],
        ["payroll_export_jobs", ["company_id", "job_id"]],
        ["payroll_export_job_outcomes", ["company_id", "job_id", "request_key"]],
      ] as const;
      const before = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      await runner.rebuild("payroll");
      const after = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      expect(after).toEqual(before);
      expect(before.every((rows) => rows.length > 0)).toBe(true);
    });
  });
}
