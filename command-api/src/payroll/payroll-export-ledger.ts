import { randomUUID } from "node:crypto";
import { payrollExportDecider, payrollExportJobDecider, type PayrollExportJobState } from "@workledger/domain";
import { payrollExportJobStreamName, payrollExportStreamName, type EventMetadata, type PayrollExportJobCommand, type PayrollExportJobEvent, type PayrollExportJobStart, type PayrollExportLines, type PayrollExportOutcome, type PayrollExportRun } from "@workledger/event-schemas";
import { formatPosition, WrongExpectedRevisionError, type EventStore } from "@workledger/event-store";
import { handleCommand } from "../commands/handle-command.ts";

/** Who the exporter's events name: the system, acting on the salary manager's request. */
export const PAYROLL_EXPORTER_ACTOR_ID = "payroll-exporter";

export interface PayrollExportLedgerDeps {
  readonly eventStore: EventStore;
  readonly clock: () => Date;
}

/**
 * The exporter's commands against the ledger (the integrations worker's `ExportJobLedger` port,
 * implemented here because command-api owns deciding and appending): every call is decided by the
 * payroll export job decider and appended with the revision it read.
 */
export const createPayrollExportLedger = (deps: PayrollExportLedgerDeps) => {
  const metadataOf = (companyId: string, correlationId: string): EventMetadata => ({
    companyId,
    actorId: PAYROLL_EXPORTER_ACTOR_ID,
    persona: "system",
    source: "automatic",
    commandId: randomUUID(),
    correlationId,
    causationId: null,
    occurredAt: deps.clock().toISOString(),
  });
  const command = async (companyId: string, jobId: string, body: Omit<PayrollExportJobCommand, "metadata">): Promise<void> => {
    const now = deps.clock().toISOString();
    await handleCommand({
      store: deps.eventStore,
      streamName: payrollExportJobStreamName(companyId, jobId),
      decider: payrollExportJobDecider,
      command: { ...body, metadata: { now, actorId: PAYROLL_EXPORTER_ACTOR_ID } } as PayrollExportJobCommand,
      metadata: metadataOf(companyId, jobId),
    });
  };
  const state = async (companyId: string, jobId: string): Promise<{ state: PayrollExportJobState; requestedAt: string | null }> => {
    const history = await deps.eventStore.readStream(payrollExportJobStreamName(companyId, jobId));
    const requested = history.find((e) => e.type === "PayrollExportJobRequested");
    return {
      state: history.reduce((s, e) => payrollExportJobDecider.evolve(s, { type: e.type, data: e.data } as PayrollExportJobEvent), payrollExportJobDecider.initialState),
      requestedAt: requested === undefined ? null : formatPosition(requested.position),
    };
  };
  // The answers of a run go to one stream, one batch after another: keep its folded state and
  // revision, so a batch costs its own size, not a re-read of every answer before it. Another
  // writer (a second run) makes the append fail on the revision; then the stream is read again.
  const cache = new Map<string, { state: PayrollExportJobState; revision: bigint }>();
  // The evolve of answers copies the job's map of answers (pure); the cache owns its state alone,
  // so it adds a batch's answers in place: 23,000 answers in 1,000 batches are not 11 million copies.
  const advance = (state: PayrollExportJobState, event: PayrollExportJobEvent): PayrollExportJobState => {
    if (event.type !== "PayrollExportOutcomesRecorded") return payrollExportJobDecider.evolve(state, event);
    const outcomes = state.outcomes as Map<string, PayrollExportOutcome>;
    for (const outcome of event.data.outcomes) if (!outcomes.has(outcome.key)) outcomes.set(outcome.key, outcome);
    return state;
  };
  const recordOutcomes = async (companyId: string, jobId: string, outcomes: readonly PayrollExportOutcome[]): Promise<{ cancelled: boolean }> => {
    const stream = payrollExportJobStreamName(companyId, jobId);
    const body = { type: "RecordPayrollExportOutcomes" as const, data: { outcomes }, metadata: { now: deps.clock().toISOString(), actorId: PAYROLL_EXPORTER_ACTOR_ID } };
    const cached = cache.get(stream);
    if (cached !== undefined) {
      const decided = payrollExportJobDecider.decide(body as PayrollExportJobCommand, cached.state);
      if (decided.length === 0) return { cancelled: cached.state.status === "cancelled" };
      try {
        const metadata = metadataOf(companyId, jobId);
        const result = await deps.eventStore.appendToStream(stream, decided.map((e) => ({ id: randomUUID(), type: e.type, schemaVersion: 1, data: e.data, metadata })), cached.revision);
        cache.set(stream, { state: decided.reduce(advance, cached.state), revision: result.nextExpectedRevision });
        return { cancelled: cached.state.status === "cancelled" };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        cache.delete(stream);
      }
    }
    await command(companyId, jobId, body);
    const history = await deps.eventStore.readStream(stream);
    const folded = history.reduce((st, e) => payrollExportJobDecider.evolve(st, { type: e.type, data: e.data } as PayrollExportJobEvent), payrollExportJobDecider.initialState);
    cache.set(stream, { state: folded, revision: history.at(-1)?.revision ?? -1n });
    return { cancelled: folded.status === "cancelled" };
  };
  return {
    job: async (companyId: string, jobId: string) => {
      const { state: s, requestedAt } = await state(companyId, jobId);
      return { status: s.status, request: s.request, exportId: s.exportId, position: s.position, requestedAt, outcomes: [...s.outcomes.values()] };
    },
    start: (companyId: string, jobId: string, start: PayrollExportJobStart) =>
      command(companyId, jobId, { type: "StartPayrollExportJob", data: { start } }),
    recordOutcomes,
    recordLines: async (companyId: string, jobId: string, lines: PayrollExportLines) => {
      // Appended by its own command: the answers' cached revision is no longer the stream's.
      cache.delete(payrollExportJobStreamName(companyId, jobId));
      await command(companyId, jobId, { type: "RecordPayrollExportLines", data: { lines } });
    },
    recordExport: async (companyId: string, run: PayrollExportRun) => {
      const now = deps.clock().toISOString();
      await handleCommand({
        store: deps.eventStore,
        streamName: payrollExportStreamName(companyId, run.exportId),
        decider: payrollExportDecider,
        command: { type: "RecordPayrollExport", data: { run }, metadata: { now, actorId: PAYROLL_EXPORTER_ACTOR_ID } },
        metadata: metadataOf(companyId, run.exportId),
      });
    },
    finish: async (companyId: string, jobId: string, exportId: string | null) => {
      const stream = payrollExportJobStreamName(companyId, jobId);
      const cached = cache.get(stream);
      cache.delete(stream);
      // After a run the folded state is at hand: decide on it and append at its revision, instead of
      // folding every answer of the stream again (a month of 1,000 people is 23,000 answers).
      if (cached !== undefined) {
        const body = { type: "FinishPayrollExportJob" as const, data: { exportId }, metadata: { now: deps.clock().toISOString(), actorId: PAYROLL_EXPORTER_ACTOR_ID } };
        const decided = payrollExportJobDecider.decide(body as PayrollExportJobCommand, cached.state);
        if (decided.length === 0) return;
        try {
          const metadata = metadataOf(companyId, jobId);
          await deps.eventStore.appendToStream(stream, decided.map((e) => ({ id: randomUUID(), type: e.type, schemaVersion: 1, data: e.data, metadata })), cached.revision);
          return;
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError)) throw error;
        }
      }
      await command(companyId, jobId, { type: "FinishPayrollExportJob", data: { exportId } });
    },
    fail: async (companyId: string, jobId: string, message: string) => {
      cache.delete(payrollExportJobStreamName(companyId, jobId));
      await command(companyId, jobId, { type: "FailPayrollExportJob", data: { message } });
    },
  };
};

export type PayrollExportLedger = ReturnType<typeof createPayrollExportLedger>;
