import type { Kysely } from "kysely";
import { findPayrollSettings, formatReportPosition, parseReportPosition, payrollSentLines, reportsPosition, waitForPosition, type Database } from "@workledger/projections";
import { planExport, type ExportPlan } from "../export/export-plan.ts";
import { exportRecordOf, payLineOfSent, sentLineSlices } from "../export/export-record.ts";
import { deliveredLines, runExport, type SendRequest } from "../export/export-runner.ts";
import { sendToMeritPalk, sendToNetvisor } from "../export/send-to-target.ts";
import { createMeritPalkClient, type MeritPalkClient } from "../merit-palk/merit-palk-client.ts";
import { PayReconciliationError, type PayBasisPort, type PayLineBuilder } from "../pay-lines/pay-lines-from-basis.ts";
import { readPayLines } from "../pay-lines/read-pay-lines.ts";
import type { ExportJobLedger } from "./export-job-ledger.ts";
import { ledgerJournal } from "./ledger-journal.ts";
import { netvisorClientFor, NetvisorNotConfiguredError } from "./payroll-connectors.ts";

export interface ExportJobDeps {
  readonly db: Kysely<Database>;
  readonly ledger: ExportJobLedger;
  /** Merit Palk's base URL (production by default; a local fake in tests). */
  readonly meritPalkUrl?: string;
  /** Turns a stored secret back into the key the target needs (identity when keys are not encrypted). */
  readonly revealSecret?: (stored: string) => string;
  readonly concurrency?: number;
  /** Answers that may wait for their ledger record while sending goes on (write-behind; default 2,000, 0 waits for each). */
  readonly recordBehind?: number;
  /** How long a first run waits for the read models to reach the request (default 60 s). */
  readonly readModelTimeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly onProgress?: (companyId: string, jobId: string, done: number, total: number) => void;
  /**
   * The one source of money: the report's per-day figures at the export's position as pay lines,
   * payroll eligibility and the reconciliation, all computed by domain (the composition root gives
   * it: command-api/src/payroll/payroll-pay-basis.ts; integrations may not import domain).
   */
  readonly payBasis: PayBasisPort;
  /** Turns the basis into the target's pay lines (default `payLinesFromBasis`); a test passes a wrong one to see the refusal. */
  readonly buildPayLines?: PayLineBuilder;
}

/** Spec section 8: the export error naming the payroll system. */
export const exportErrorMessage = (target: "netvisor" | "merit-palk"): string => `Error on exporting ${target === "netvisor" ? "Netvisor" : "Merit Palk"}`;

class ExportSetupError extends Error {}

/** A line the target cannot take (a code too long, a Typecode not a number) will not fit on a retry either. */
const planOrRefuse = (plan: () => ExportPlan): ExportPlan => {
  try {
    return plan();
  } catch (error) {
    throw new ExportSetupError(error instanceof Error ? error.message : String(error));
  }
};

interface MeritSettings {
  readonly applyAllWorkspace: boolean;
  readonly apiId: string;
  readonly apiKey: string;
  readonly workspaces: readonly { divisionId: string; apiId: string; apiKey: string }[];
}

/** Which send each request goes through: Netvisor has one client, Merit Palk one per workspace's credentials. */
const senderFor = async (deps: ExportJobDeps, companyId: string, target: "netvisor" | "merit-palk", workspacesOf: ReadonlyMap<string, readonly string[]>): Promise<SendRequest> => {
  const reveal = deps.revealSecret ?? ((s: string) => s);
  if (target === "netvisor") {
    try {
      return sendToNetvisor(await netvisorClientFor(deps, companyId));
    } catch (error) {
      if (error instanceof NetvisorNotConfiguredError) throw new ExportSetupError(error.message);
      throw error;
    }
  }
  const settings = (await findPayrollSettings(deps.db, companyId, "merit-palk")) as MeritSettings | null;
  if (settings === null) throw new ExportSetupError("Merit Palk settings are missing");
  const clients = new Map<string, MeritPalkClient>();
  const clientOf = (apiId: string, apiKey: string) => {
    const existing = clients.get(apiId);
    if (existing !== undefined) return existing;
    const created = createMeritPalkClient({ credentials: { apiId, apiKey: reveal(apiKey) }, ...(deps.meritPalkUrl === undefined ? {} : { url: deps.meritPalkUrl }), ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }) });
    clients.set(apiId, created);
    return created;
  };
  return async (request, stableId) => {
    // Credentials of the company, or of the first of the worker's workspaces that has its own.
    const own = settings.applyAllWorkspace ? settings : settings.workspaces.find((w) => (workspacesOf.get(request.workerId) ?? []).includes(w.divisionId));
    if (own === undefined) return { kind: "failed", status: 0, message: "No Merit Palk credentials for the worker's workspace" };
    return sendToMeritPalk(clientOf(own.apiId, own.apiKey))(request, stableId);
  };
};

/**
 * Runs one export job to its end, safely again after a crash: the plan is read at the position
 * the job started with (so it has the same export id, transaction ids and DocNames), requests
 * already answered in the ledger are skipped, and the rest are re-sent under their stable ids
 * (answered "already received" if a lost answer had in fact been applied).
 */
export const runExportJob = async (deps: ExportJobDeps, companyId: string, jobId: string): Promise<void> => {
  const job = await deps.ledger.job(companyId, jobId);
  if ((job.status !== "requested" && job.status !== "running") || job.request === null) return;
  const { request } = job;
  try {
    if (job.position === null && job.requestedAt !== null) {
      // Read what the manager saw when asking: every read model the plan reads has reached the request.
      const [commit, prepare] = job.requestedAt.split("/");
      const at = { commit: BigInt(commit ?? "0"), prepare: BigInt(prepare ?? "0") };
      for (const projection of ["reports", "timesheet", "salary-settings", "directory", "organisation", "payroll"]) await waitForPosition(deps.db, projection, at, { timeoutMs: deps.readModelTimeoutMs ?? 60_000 });
    }
    const asOf = job.position === null ? await reportsPosition(deps.db) : parseReportPosition(job.position);
    if (asOf === null) throw new ExportSetupError(`Unreadable position ${job.position ?? ""}`);
    const position = formatReportPosition(asOf);
    const { basis, lines: sendable, blockedBy, workspacesOf } = await readPayLines(deps, companyId, { target: request.target, from: request.periodStart, to: request.periodEnd, workerIds: request.workerIds, position });
    // A correction: what earlier runs delivered of this period for these workers is measured
    // against, so a target that adds rows (Palk) gets only the change and Netvisor the changed days.
    const sent = await payrollSentLines(deps.db, companyId, { target: request.target, from: request.periodStart, to: request.periodEnd, workerIds: request.workerIds.filter((id) => !blockedBy.has(id)), exceptJob: jobId });
    const alreadySent = sent.lastExportId === null ? null : { exportId: sent.lastExportId, lines: sent.lines.map(payLineOfSent) };
    const plan: ExportPlan = planOrRefuse(() => planExport({ companyId, target: request.target, period: { start: request.periodStart, end: request.periodEnd }, position, ruleVersions: basis.ruleVersions }, sendable, { alreadySent }));
    if (job.status === "running" && job.exportId !== plan.exportId) throw new ExportSetupError("The ledger read for this export changed since it started; request a new export");
    const blocked = [...blockedBy.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([workerId, reason]) => ({ workerId, reason }));
    const correctionOf = alreadySent?.exportId ?? null;
    await deps.ledger.start(companyId, jobId, { exportId: plan.exportId, position, total: plan.requests.length, blocked, correctionOf });
    const send = await senderFor(deps, companyId, request.target, workspacesOf);
    const journal = ledgerJournal(deps.ledger, companyId, jobId);
    const run = await runExport({
      plan,
      send,
      journal,
      shouldStop: journal.cancelled,
      recordBehind: deps.recordBehind ?? 2000,
      concurrency: deps.concurrency ?? 16,
      onProgress: (done, total) => deps.onProgress?.(companyId, jobId, done, total),
    });
    // What the target now holds: only lines whose request it took (a refused day is sent again next
    // time). Kept for a cancelled run too, so what it did send is not sent again.
    const delivered = deliveredLines(request.target, plan.lines, run.outcomes);
    if (delivered.length > 0) for (const slice of sentLineSlices(plan.exportId, delivered)) await deps.ledger.recordLines(companyId, jobId, slice);
    // Cancelled: the ledger holds the cancel and every answer that came; nothing more is written.
    if (run.stopped === true || journal.cancelled()) return;
    if (plan.requests.length > 0) await deps.ledger.recordExport(companyId, exportRecordOf(run, correctionOf));
    await deps.ledger.finish(companyId, jobId, plan.requests.length > 0 ? plan.exportId : null);
  } catch (error) {
    // Setup problems (no settings, a changed read) end the job with the spec's message; anything
    // else (the ledger or the network down) is thrown so the bus redelivers and the run resumes.
    // A rule the ledger refused (a conflict, invalid data) will not change on a retry either.
    const refused = error instanceof PayReconciliationError || (error instanceof Error && (error.name === "ConflictError" || error.name === "ValidationError"));
    if (!(error instanceof ExportSetupError) && !refused) throw error;
    await deps.ledger.fail(companyId, jobId, `${exportErrorMessage(request.target)}: ${(error as Error).message}`.slice(0, 1000));
  }
};
