import type { MeritOutcome } from "../merit-palk/merit-palk-client.ts";
import type { NetvisorOutcome } from "../netvisor/netvisor-client.ts";
import { canonicalPayLines, type PayLine } from "../pay-lines/pay-line.ts";
import { requestKeyOfLine, transactionIdOf, type ExportPlan, type ExportRequest, type PayrollTarget } from "./export-plan.ts";

/** How one request of a run ended, as recorded and shown per worker. */
export interface RequestOutcome {
  readonly key: string;
  readonly workerId: string;
  readonly date: string | null;
  readonly status: "sent" | "already-received" | "already-approved" | "failed";
  readonly message: string | null;
}

/** Per worker: sent when every request was, else the first refusal (approved dates named). */
export interface WorkerResponse {
  readonly workerId: string;
  readonly status: "sent" | "partly-sent" | "failed";
  readonly messages: readonly string[];
  readonly approvedDates: readonly string[];
}

export interface ExportRun {
  readonly exportId: string;
  readonly plan: ExportPlan;
  readonly outcomes: readonly RequestOutcome[];
  readonly responses: readonly WorkerResponse[];
  /** True when the run stopped before sending every request (`shouldStop`); outcomes then hold only what was answered. */
  readonly stopped?: boolean;
}

/**
 * Where a run's progress is kept. Outcomes are recorded per request after its answer; on a
 * restart the runner skips recorded requests and re-sends the rest under the same stable id,
 * which the target answers "already received" if the lost answer had in fact been applied.
 */
export interface ExportJournal {
  readonly outcomes: (exportId: string) => Promise<readonly RequestOutcome[]>;
  readonly record: (exportId: string, outcome: RequestOutcome) => Promise<void>;
}

export type SendRequest = (request: ExportRequest, stableId: string) => Promise<NetvisorOutcome | MeritOutcome>;

export interface RunOptions {
  readonly plan: ExportPlan;
  readonly send: SendRequest;
  readonly journal: ExportJournal;
  readonly concurrency?: number;
  readonly onProgress?: (done: number, total: number) => void;
  /** Asked before each send: true stops the run (a cancelled job); requests already sent are still recorded. */
  readonly shouldStop?: () => boolean;
  /**
   * Write-behind: at most this many answers may wait for their record while sending goes on
   * (0: each send waits for its own record, the default). Safe because every request has a
   * stable id: an answer lost in a crash is re-sent on resume and answered "already received".
   * A request counts as done (progress, outcome) only once recorded; the run ends after the last record.
   */
  readonly recordBehind?: number;
}

const toOutcome = (request: ExportRequest, answer: NetvisorOutcome | MeritOutcome): RequestOutcome => ({
  key: request.key,
  workerId: request.workerId,
  date: request.date,
  status: answer.kind,
  message: answer.kind === "sent" ? null : answer.message,
});

/** Stable id per request: Netvisor's transaction id; Palk's DocName is already in the body. */
export const stableIdOf = (plan: ExportPlan, request: ExportRequest): string => transactionIdOf(plan.exportId, request.key);

export const workerResponses = (outcomes: readonly RequestOutcome[]): WorkerResponse[] => {
  const byWorker = new Map<string, RequestOutcome[]>();
  for (const outcome of outcomes) byWorker.set(outcome.workerId, [...(byWorker.get(outcome.workerId) ?? []), outcome]);
  return [...byWorker.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([workerId, list]) => {
      const delivered = list.filter((o) => o.status === "sent" || o.status === "already-received").length;
      return {
        workerId,
        status: delivered === list.length ? "sent" : delivered === 0 ? "failed" : "partly-sent",
        messages: [...new Set(list.flatMap((o) => (o.status === "failed" && o.message !== null ? [o.message] : [])))],
        approvedDates: list.flatMap((o) => (o.status === "already-approved" && o.date !== null ? [o.date] : [])).sort(),
      } satisfies WorkerResponse;
    });
};

/** Sends every request not yet recorded, `concurrency` at a time, recording each answer as it comes. */
export const runExport = async (options: RunOptions): Promise<ExportRun> => {
  const { plan, journal } = options;
  const recorded = new Map((await journal.outcomes(plan.exportId)).map((outcome) => [outcome.key, outcome]));
  const pending = plan.requests.filter((request) => !recorded.has(request.key));
  const total = plan.requests.length;
  let done = total - pending.length;
  options.onProgress?.(done, total);
  let next = 0;
  const behind = Math.max(0, options.recordBehind ?? 0);
  const unrecorded = new Set<Promise<void>>();
  // Senders waiting for room under the write-behind bound (woken one per finished record, not by racing every write).
  const waiting: (() => void)[] = [];
  let failure: { error: unknown } | null = null;
  const record = async (request: ExportRequest, outcome: RequestOutcome): Promise<void> => {
    await journal.record(plan.exportId, outcome);
    recorded.set(request.key, outcome);
    done += 1;
    options.onProgress?.(done, total);
  };
  let sending = 0;
  const worker = async () => {
    while (next < pending.length && failure === null) {
      // Back-pressure: answers unrecorded plus sends on their way never exceed `behind` (what a crash could make us re-send).
      while (behind > 0 && unrecorded.size + sending >= behind && failure === null) await new Promise<void>((resolve) => waiting.push(resolve));
      if (next >= pending.length || failure !== null) return;
      if (options.shouldStop?.() === true) return;
      const request = pending[next]!;
      next += 1;
      sending += 1;
      let answer: Awaited<ReturnType<SendRequest>>;
      try {
        answer = await options.send(request, stableIdOf(plan, request));
      } catch (error) {
        sending -= 1;
        throw error;
      }
      // From a send on its way to an unrecorded answer in one step, so the bound is never undercounted.
      sending -= 1;
      const outcome = toOutcome(request, answer);
      if (behind === 0) {
        await record(request, outcome);
        continue;
      }
      const writing: Promise<void> = record(request, outcome)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          unrecorded.delete(writing);
          waiting.shift()?.();
        });
      unrecorded.add(writing);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 8, pending.length)) }, worker));
  await Promise.all(unrecorded);
  if (failure !== null) throw (failure as { error: unknown }).error;
  const outcomes = plan.requests.flatMap((request) => recorded.get(request.key) ?? []);
  const stopped = outcomes.length < plan.requests.length;
  return { exportId: plan.exportId, plan, outcomes, responses: workerResponses(outcomes), ...(stopped ? { stopped } : {}) };
};

/** The lines a run actually delivered: what the next correction is measured against. */
export const deliveredLines = (target: PayrollTarget, lines: readonly PayLine[], outcomes: readonly RequestOutcome[]): PayLine[] => {
  const delivered = new Set(outcomes.filter((o) => o.status === "sent" || o.status === "already-received").map((o) => o.key));
  // Palk takes no negative absence: a removed one is never sent, so it is not delivered either.
  const carried = (line: PayLine) => !(target === "merit-palk" && line.kind === "paid-absence" && line.quantity < 0);
  return canonicalPayLines(lines.filter((line) => carried(line) && delivered.has(requestKeyOfLine(target, line))));
};
