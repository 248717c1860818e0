import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import {
  ConflictError,
  previousWorkPeriod,
  workTimeMessages,
  workPeriodOf,
  workTimeDecider,
  workTimeStreamName,
  type WorkTimeCommand,
  type WorkTimeContext,
  type WorkTimeState,
} from "@workledger/domain";
import type { EventMetadata, WorkPeriod, WorkPeriodSummary, WorkTimeEvent } from "@workledger/event-schemas";
import { formatPosition, START, WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from "@workledger/event-store";
import { findWorkTimer } from "@workledger/projections";
import type { CommandResult } from "../commands/handle-command.ts";
import type { WorkTimeDeps } from "./work-time-deps.ts";

/** The ledger needs the store, and the work-timer read model as a hint when closing the books. */
export type LedgerDeps = Pick<WorkTimeDeps, "eventStore" | "db">;

/** How far back closing the books looks for a worker's latest period before asking the read model. */
const LOOKBACK_MONTHS = 13;
/** Races on one worker's stream before giving up with 409 (50 concurrent punches settle well within it). */
const MAX_ATTEMPTS = 100;

const codeOf = (error: unknown): string | undefined => (error as { code?: unknown } | null)?.code as string | undefined;

const fold = (history: readonly RecordedEvent[]): WorkTimeState =>
  history.reduce((s, e) => workTimeDecider.evolve(s, { type: e.type, data: e.data } as WorkTimeEvent), workTimeDecider.initialState);

interface LedgerTarget {
  readonly companyId: string;
  readonly workerId: string;
}

const streamOf = (t: LedgerTarget, period: WorkPeriod) => workTimeStreamName(t.companyId, t.workerId, period);

export interface LedgerOptions {
  /**
   * The command's new work id names one of the worker's logs already (the work-id claim saw it,
   * perhaps in an earlier period): refused as work_id_taken, unless this command recorded it.
   */
  readonly workIdTaken?: boolean;
}

/** Events the ledger writes for its own bookkeeping under the command that caused them (closing the books). */
const bookkeeping = new Set(["WorkPeriodOpened", "WorkPeriodClosed"]);

/**
 * The events this very command recorded already (same command id): a retry whose first attempt
 * was appended but never answered (its process died in between) is answered from them instead of
 * being decided again, which would refuse it (the work id is taken by its own first attempt). A
 * command id the client did not choose is a fresh UUID and never matches.
 */
const recordedBy = (history: readonly RecordedEvent[], metadata: EventMetadata): RecordedEvent | undefined =>
  history.findLast((e) => e.metadata.commandId === metadata.commandId && e.metadata.actorId === metadata.actorId && !bookkeeping.has(e.type));

/**
 * The command path of a work-time stream: read, fold, decide, append at the revision read. When
 * another writer got there first, decide again on the new history (with a little jitter). With a
 * clock, `now` is read after the stream on every attempt, so a decision never records a moment
 * earlier than a punch it has seen: concurrent punches on one worker cannot interleave in time.
 */
const run = async (
  store: EventStore,
  streamName: string,
  command: WorkTimeCommand,
  metadata: EventMetadata,
  clock?: () => Date,
  options: LedgerOptions = {},
): Promise<CommandResult> => {
  for (let attempt = 0; ; attempt += 1) {
    const history = await store.readStream(streamName);
    const recorded = command.type === "OpenWorkPeriod" || command.type === "CloseWorkPeriod" ? undefined : recordedBy(history, metadata);
    if (recorded !== undefined) return { position: formatPosition(recorded.position), nextExpectedRevision: recorded.revision, events: 0 };
    if (options.workIdTaken === true) throw new ConflictError(workTimeMessages.work_id_taken, "work_id_taken");
    const state = fold(history);
    const now = clock?.().toISOString();
    const current = now === undefined ? command : ({ ...command, context: { ...command.context, now } } as WorkTimeCommand);
    const decided = workTimeDecider.decide(current, state);
    const last = history.at(-1);
    if (decided.length === 0) {
      return { position: formatPosition(last?.position ?? START), nextExpectedRevision: last?.revision ?? -1n, events: 0 };
    }
    const events: NewEvent[] = decided.map((event) => ({
      id: randomUUID(),
      type: event.type,
      schemaVersion: 1,
      data: event.data,
      metadata: now === undefined ? metadata : { ...metadata, occurredAt: now },
    }));
    try {
      const result = await store.appendToStream(streamName, events, last === undefined ? "no_stream" : last.revision);
      return { position: formatPosition(result.position), nextExpectedRevision: result.nextExpectedRevision, events: events.length };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError("The data changed while you were saving; reload and try again", "concurrent_modification");
      await sleep(Math.floor(Math.random() * 5 * Math.min(attempt + 1, 10)));
    }
  }
};

/** The latest period before `target` that has a stream: a short look back, then the work-timer read model's hint. */
const latestPeriodBefore = async (deps: LedgerDeps, t: LedgerTarget, target: WorkPeriod): Promise<WorkPeriod | null> => {
  let period = previousWorkPeriod(target);
  for (let i = 0; i < LOOKBACK_MONTHS; i += 1, period = previousWorkPeriod(period)) {
    if ((await deps.eventStore.readStream(streamOf(t, period), { maxCount: 1 })).length > 0) return period;
  }
  const hint = (await findWorkTimer(deps.db, t.companyId, t.workerId))?.period ?? null;
  if (hint !== null && hint < target && (await deps.eventStore.readStream(streamOf(t, hint), { maxCount: 1 })).length > 0) return hint;
  return null;
};

/**
 * Closing the books: the worker's latest stream before `target` is closed (following the chain of
 * closed periods) and `target` opens from its summary. Safe to race: closing twice records nothing
 * and a second open finds the stream open already.
 *
 * With `dryRun`, nothing is written: the closing and the opening are decided in memory, and the
 * state `target` would open with is returned, so a command can be decided on it first (a refused
 * command must leave no trace, not even an opened period).
 */
export const openWorkPeriod = async (
  deps: LedgerDeps,
  t: LedgerTarget,
  target: WorkPeriod,
  context: WorkTimeContext,
  metadata: EventMetadata,
  dryRun = false,
): Promise<WorkTimeState> => {
  let previous = await latestPeriodBefore(deps, t, target);
  let summary: WorkPeriodSummary | null = null;
  while (previous !== null) {
    const state = fold(await deps.eventStore.readStream(streamOf(t, previous)));
    const close: WorkTimeCommand = { type: "CloseWorkPeriod", data: { workerId: t.workerId, nextPeriod: target }, context };
    let closed: WorkTimeEvent | undefined;
    if (dryRun) {
      closed = state.status === "open" ? workTimeDecider.decide(close, state).at(-1) : undefined;
      if (closed === undefined) {
        const last = (await deps.eventStore.readStream(streamOf(t, previous))).at(-1);
        closed = last === undefined ? undefined : ({ type: last.type, data: last.data } as WorkTimeEvent);
      }
    } else {
      if (state.status === "open") await run(deps.eventStore, streamOf(t, previous), close, metadata);
      const last = (await deps.eventStore.readStream(streamOf(t, previous))).at(-1);
      closed = last === undefined ? undefined : ({ type: last.type, data: last.data } as WorkTimeEvent);
    }
    if (closed?.type !== "WorkPeriodClosed") throw new ConflictError("The work-time period could not be closed", "work_period_not_closed");
    if (closed.data.nextPeriod < target) {
      // Closed towards a later period that exists: continue from there.
      previous = closed.data.nextPeriod;
      continue;
    }
    summary = closed.data.summary;
    break;
  }
  const open: WorkTimeCommand = { type: "OpenWorkPeriod", data: { workerId: t.workerId, period: target, previousPeriod: previous, summary }, context };
  if (dryRun) return workTimeDecider.decide(open, workTimeDecider.initialState).reduce(workTimeDecider.evolve, workTimeDecider.initialState);
  try {
    await run(deps.eventStore, streamOf(t, target), open, metadata);
  } catch (error) {
    if (codeOf(error) !== "work_period_already_open") throw error;
  }
  return fold(await deps.eventStore.readStream(streamOf(t, target)));
};

/**
 * Runs a work-time command on the stream of the period its `now` falls in (company zone), opening
 * that period first when it is not open yet. Returns the position for read-your-writes.
 */
export const executeWorkTimeCommand = async (
  deps: LedgerDeps,
  companyId: string,
  command: WorkTimeCommand,
  metadata: EventMetadata,
  clock?: () => Date,
  options: LedgerOptions = {},
): Promise<CommandResult> => {
  const t = { companyId, workerId: command.data.workerId };
  for (let attempt = 0; ; attempt += 1) {
    const now = clock?.().toISOString() ?? command.context.now;
    const context = { ...command.context, now };
    const period = workPeriodOf(now, context.timeZone);
    try {
      return await run(deps.eventStore, streamOf(t, period), { ...command, context } as WorkTimeCommand, { ...metadata, occurredAt: now }, clock, options);
    } catch (error) {
      const code = codeOf(error);
      // A retry that crossed into the next month finds its period over: go round again.
      if (code === "work_period_over" && clock !== undefined && attempt < 3) continue;
      if (code !== "work_period_not_open" || attempt >= 3) throw error;
      // Decided first on the period as it would open: a refused command writes nothing at all.
      const opened = await openWorkPeriod(deps, t, period, context, { ...metadata, occurredAt: now }, true);
      workTimeDecider.decide({ ...command, context } as WorkTimeCommand, opened);
      await openWorkPeriod(deps, t, period, context, { ...metadata, occurredAt: now });
    }
  }
};
