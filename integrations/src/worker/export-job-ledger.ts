import type { PayrollExportJobRequest, PayrollExportJobStart, PayrollExportLines, PayrollExportRun } from "@workledger/event-schemas";
import type { RequestOutcome } from "../export/export-runner.ts";

/** A job as its ledger stream holds it (authoritative: the read model may lag behind). */
export interface ExportJobSnapshot {
  readonly status: "none" | "requested" | "running" | "finished" | "failed" | "cancelled";
  readonly request: PayrollExportJobRequest | null;
  readonly exportId: string | null;
  readonly position: string | null;
  /** The ledger position of the request itself ("commit/prepare"): the read models must reach it before the export reads them. */
  readonly requestedAt: string | null;
  readonly outcomes: readonly RequestOutcome[];
}

/**
 * How the exporter writes to the ledger: each call is a command (decided by the payroll export
 * job decider, appended with optimistic concurrency). The composition root implements it with
 * the event store; integrations never touch the store itself (ARCHITECTURE.md: they send commands).
 */
export interface ExportJobLedger {
  readonly job: (companyId: string, jobId: string) => Promise<ExportJobSnapshot>;
  readonly start: (companyId: string, jobId: string, start: PayrollExportJobStart) => Promise<void>;
  /** Answers `cancelled: true` once the job has been cancelled (the runner then sends nothing more). */
  readonly recordOutcomes: (companyId: string, jobId: string, outcomes: readonly RequestOutcome[]) => Promise<void | { readonly cancelled: boolean }>;
  /** One slice of the lines the run delivered: what the next run of the period is measured against. */
  readonly recordLines: (companyId: string, jobId: string, lines: PayrollExportLines) => Promise<void>;
  /** The run's provenance (`PayrollExportRecorded`), what the export history shows. */
  readonly recordExport: (companyId: string, run: PayrollExportRun) => Promise<void>;
  readonly finish: (companyId: string, jobId: string, exportId: string | null) => Promise<void>;
  readonly fail: (companyId: string, jobId: string, message: string) => Promise<void>;
}
