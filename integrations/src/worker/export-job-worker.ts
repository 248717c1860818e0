import type { Kysely } from "kysely";
import { idempotent, type Bus, type BusSubscription } from "@workledger/bus";
import { payrollExportRequestedSubject, type PayrollExportRequestedMessage } from "@workledger/event-schemas";
import { unfinishedPayrollExportJobs, type Database } from "@workledger/projections";
import { runExportJob, type ExportJobDeps } from "./run-export-job.ts";

export interface ExportJobWorkerOptions extends ExportJobDeps {
  readonly bus: Bus;
  readonly db: Kysely<Database>;
  /** Also looks for unfinished jobs this often (a lost announcement, a crash mid-run); 0 = only at start. */
  readonly sweepEveryMs?: number;
  readonly log?: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

export interface RunningExportJobWorker {
  /** Resolves when the start-up sweep has handed every unfinished job to a run (tests, bench). */
  readonly swept: Promise<void>;
  /** Resolves when the job's current run in this process ends (or at once when none runs). */
  readonly settled: (companyId: string, jobId: string) => Promise<void>;
  stop(): Promise<void>;
}

export const payrollExporterDurable = "payroll-exporter";

/**
 * The integrations worker: hears `payroll.export-requested` on the bus (a JetStream durable with
 * NATS, so requests made while it is down wait for it; in-process otherwise) and runs each job.
 * Idempotent by message id and, for real, by the job's ledger stream: a finished job is not run
 * again, a half-run one resumes. On start, and every `sweepEveryMs`, it also resumes unfinished
 * jobs from the read model, so a crash between the API's append and its announcement, or in the
 * middle of a run, never strands a job. One run per job at a time in this process.
 */
export const startExportJobWorker = async (options: ExportJobWorkerOptions): Promise<RunningExportJobWorker> => {
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const runOnce = (companyId: string, jobId: string): Promise<void> => {
    const key = `${companyId}/${jobId}`;
    const current = running.get(key);
    if (current !== undefined) return current;
    const run = runExportJob(options, companyId, jobId).finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
  const subscription: BusSubscription = await options.bus.subscribe<PayrollExportRequestedMessage>(
    payrollExportRequestedSubject,
    idempotent(async (message) => {
      if (stopped) throw new Error("The exporter is stopping");
      await runOnce(message.data.companyId, message.data.jobId);
    }),
    { durable: payrollExporterDurable },
  );
  const sweep = async () => {
    for (const job of await unfinishedPayrollExportJobs(options.db)) {
      if (stopped) return;
      runOnce(job.companyId, job.jobId).catch((error: unknown) => options.log?.error({ err: error, ...job }, "payroll export run failed; it resumes on the next sweep"));
    }
  };
  const swept = sweep().catch((error: unknown) => options.log?.error({ err: error }, "payroll export sweep failed"));
  const timer = (options.sweepEveryMs ?? 30_000) > 0 ? setInterval(() => void sweep().catch(() => undefined), options.sweepEveryMs ?? 30_000) : undefined;
  timer?.unref();
  return {
    swept,
    settled: async (companyId, jobId) => {
      await running.get(`${companyId}/${jobId}`)?.catch(() => undefined);
    },
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearInterval(timer);
      await subscription.unsubscribe();
      await Promise.allSettled([...running.values()]);
    },
  };
};
