import { describe, expect, it } from "vitest";
import type { PayrollExportJobCommand, PayrollExportJobEvent, PayrollExportOutcome } from "@workledger/event-schemas";
import { ConflictError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { payrollExportJobDecider } from "./payroll-export-job.decider.ts";

const metadata = { now: "2026-11-28T10:00:00.000Z", actorId: "manager-1" };
const spec = deciderSpec(payrollExportJobDecider);
const request = { jobId: "job-1", target: "merit-palk" as const, periodStart: "2026-10-01", periodEnd: "2026-10-31", workerIds: ["w-2", "w-1"] };
const requested: PayrollExportJobEvent = { type: "PayrollExportJobRequested", data: { request: { ...request, workerIds: ["w-1", "w-2"] } } };
const start = { exportId: "a".repeat(32), position: "42/0", total: 2, blocked: [{ workerId: "w-2", reason: "missing-identifier" as const }] };
const started: PayrollExportJobEvent = { type: "PayrollExportJobStarted", data: { start } };
const outcome = (key: string, status: PayrollExportOutcome["status"] = "sent"): PayrollExportOutcome => ({ key, workerId: "w-1", date: null, status, message: null });
const cmd = (c: Omit<PayrollExportJobCommand, "metadata">): PayrollExportJobCommand => ({ ...c, metadata }) as PayrollExportJobCommand;

describe("payroll export job", () => {
  describe("when nothing was requested", () => {
    it("records the request with its workers sorted once", () => {
      spec.given([]).when(cmd({ type: "RequestPayrollExportJob", data: { request } })).then([requested]);
    });
    it("refuses a period that ends before it starts, and no workers", () => {
      spec.given([]).when(cmd({ type: "RequestPayrollExportJob", data: { request: { ...request, periodEnd: "2026-09-30" } } })).thenThrows(ValidationError, "validation_failed");
      spec.given([]).when(cmd({ type: "RequestPayrollExportJob", data: { request: { ...request, workerIds: [] } } })).thenThrows(ValidationError, "validation_failed");
    });
    it("cannot start or take answers", () => {
      spec.given([]).when(cmd({ type: "StartPayrollExportJob", data: { start } })).thenThrows(ConflictError, "payroll_export_job_conflict");
      spec.given([]).when(cmd({ type: "RecordPayrollExportOutcomes", data: { outcomes: [outcome("a")] } })).thenThrows(ConflictError, "payroll_export_job_conflict");
    });
  });

  describe("when requested", () => {
    it("starts with the plan; the same start again (a restart) changes nothing; another plan is a conflict", () => {
      spec.given([requested]).when(cmd({ type: "StartPayrollExportJob", data: { start } })).then([started]);
      spec.given([requested, started]).when(cmd({ type: "StartPayrollExportJob", data: { start } })).then([]);
      spec.given([requested, started]).when(cmd({ type: "StartPayrollExportJob", data: { start: { ...start, exportId: "b".repeat(32) } } })).thenThrows(ConflictError, "payroll_export_job_conflict");
    });
    it("the same request again is a no-op, another one under the same id a conflict", () => {
      spec.given([requested]).when(cmd({ type: "RequestPayrollExportJob", data: { request: { ...request, workerIds: ["w-1", "w-2"] } } })).then([]);
      spec.given([requested]).when(cmd({ type: "RequestPayrollExportJob", data: { request: { ...request, target: "netvisor" } } })).thenThrows(ConflictError, "payroll_export_job_conflict");
    });
  });

  describe("when running", () => {
    it("records only answers not yet recorded, each once", () => {
      const first: PayrollExportJobEvent = { type: "PayrollExportOutcomesRecorded", data: { outcomes: [outcome("a")] } };
      spec.given([requested, started, first]).when(cmd({ type: "RecordPayrollExportOutcomes", data: { outcomes: [outcome("a", "already-received"), outcome("b"), outcome("b")] } })).then([
        { type: "PayrollExportOutcomesRecorded", data: { outcomes: [outcome("b")] } },
      ]);
      spec.given([requested, started, first]).when(cmd({ type: "RecordPayrollExportOutcomes", data: { outcomes: [outcome("a")] } })).then([]);
      expect(spec.given([requested, started, first]).state().outcomes.get("a")?.status).toBe("sent");
    });
    it("finishes once; a finished job takes no answers and cannot fail", () => {
      const finished: PayrollExportJobEvent = { type: "PayrollExportJobFinished", data: { exportId: start.exportId } };
      spec.given([requested, started]).when(cmd({ type: "FinishPayrollExportJob", data: { exportId: start.exportId } })).then([finished]);
      spec.given([requested, started, finished]).when(cmd({ type: "FinishPayrollExportJob", data: { exportId: start.exportId } })).then([]);
      spec.given([requested, started, finished]).when(cmd({ type: "RecordPayrollExportOutcomes", data: { outcomes: [outcome("c")] } })).thenThrows(ConflictError, "payroll_export_job_conflict");
      spec.given([requested, started, finished]).when(cmd({ type: "FailPayrollExportJob", data: { message: "x" } })).thenThrows(ConflictError, "payroll_export_job_conflict");
    });
    it("fails with the reason", () => {
      spec.given([requested, started]).when(cmd({ type: "FailPayrollExportJob", data: { message: "Error on exporting Merit Palk" } })).then([{ type: "PayrollExportJobFailed", data: { message: "Error on exporting Merit Palk" } }]);
    });
  });

  describe("when running, its delivered lines", () => {
    const line = { workerId: "w-1", workerExternalId: "38001085718", kind: "worked-time" as const, payCode: "100", quantity: 1, unit: "hour" as const, rate: null, date: "2026-10-05", periodStart: null, periodEnd: null, dimensions: [], description: null };
    const slice = (chunk: number, exportId = start.exportId) => ({ exportId, chunk, chunks: 2, lines: [line] });
    const recorded = (chunk: number): PayrollExportJobEvent => ({ type: "PayrollExportLinesRecorded", data: { lines: slice(chunk) } });
    it("are recorded slice by slice, each slice once (a resumed run records them again)", () => {
      spec.given([requested, started]).when(cmd({ type: "RecordPayrollExportLines", data: { lines: slice(0) } })).then([recorded(0)]);
      spec.given([requested, started, recorded(0)]).when(cmd({ type: "RecordPayrollExportLines", data: { lines: slice(0) } })).then([]);
      spec.given([requested, started, recorded(0)]).when(cmd({ type: "RecordPayrollExportLines", data: { lines: slice(1) } })).then([recorded(1)]);
    });
    it("are kept for a cancelled job (what it did send is not sent again), never for another export or before the start", () => {
      const cancelled: PayrollExportJobEvent = { type: "PayrollExportJobCancelled", data: {} };
      spec.given([requested, started, cancelled]).when(cmd({ type: "RecordPayrollExportLines", data: { lines: slice(0) } })).then([recorded(0)]);
      spec.given([requested, started]).when(cmd({ type: "RecordPayrollExportLines", data: { lines: slice(0, "b".repeat(32)) } })).thenThrows(ConflictError, "payroll_export_job_conflict");
      spec.given([requested]).when(cmd({ type: "RecordPayrollExportLines", data: { lines: slice(0) } })).thenThrows(ConflictError, "payroll_export_job_conflict");
      spec.given([requested, started]).when(cmd({ type: "RecordPayrollExportLines", data: { lines: { ...slice(0), chunk: 2 } } })).thenThrows(ValidationError, "validation_failed");
    });
  });
});
