import type { ExportJournal, RequestOutcome } from "../export/export-runner.ts";
import type { ExportJobLedger } from "./export-job-ledger.ts";

/**
 * The runner's journal kept in the ledger: outcomes come from the job's stream, and each answer is
 * recorded as an event before the runner counts it done. Answers arriving while a write runs are
 * written together (group commit, at most `batch` per event, the most one command takes), so 20,000 answers are not 20,000 appends.
 */
export const ledgerJournal = (ledger: ExportJobLedger, companyId: string, jobId: string, batch = 1000): ExportJournal & { readonly cancelled: () => boolean } => {
  let cancelled = false;
  let pending: { outcome: RequestOutcome; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let flushing: Promise<void> | null = null;
  const flush = async (): Promise<void> => {
    while (pending.length > 0) {
      const taken = pending.slice(0, batch);
      pending = pending.slice(taken.length);
      try {
        const answer = await ledger.recordOutcomes(companyId, jobId, taken.map((entry) => entry.outcome));
        if (answer !== undefined && answer.cancelled) cancelled = true;
        for (const entry of taken) entry.resolve();
      } catch (error) {
        for (const entry of taken) entry.reject(error);
      }
    }
    flushing = null;
  };
  return {
    cancelled: () => cancelled,
    outcomes: async () => (await ledger.job(companyId, jobId)).outcomes,
    record: (_exportId, outcome) =>
      new Promise<void>((resolve, reject) => {
        pending.push({ outcome: { ...outcome, message: outcome.message === null ? null : outcome.message.slice(0, 1000) }, resolve, reject });
        flushing ??= flush();
      }),
  };
};
