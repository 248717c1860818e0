import {
  closingSummary,
  localDateTimeToInstant,
  nextWorkPeriod,
  workPeriodOf,
  workTimeDecider,
  workTimeStreamName,
  type WorkTimeCommand,
  type WorkTimeContext,
  type WorkTimeState,
} from "@workledger/domain";
import type { EventMetadata, Persona, WorkTimeEvent } from "@workledger/event-schemas";
import type { NewEvent } from "@workledger/event-store";
import { createRandom, type Random } from "./random.ts";

/**
 * Realistic work-time ledgers, deterministic by seed: companies of workers punching day shifts with
 * lunch pauses, night shifts (some across the DST changes), manual logs, edits by managers and
 * weekly confirmations. Every event comes out of the real decider, one worker's period stream at a
 * time, with the books closed at each month turn exactly as the API does it.
 */
export interface GeneratorOptions {
  readonly seed: number;
  readonly companies: number;
  readonly workersPerCompany: number;
  /** First local date (inclusive) and number of days. */
  readonly from: string;
  readonly days: number;
  readonly timeZone?: string;
  /**
   * A payroll month: every log carries one of the company's work types (wt-office, wt-site), typed-in
   * logs too, so each has a pay code once the work types have product numbers. Otherwise a third of
   * the punched logs and every typed-in log have none. The random draws are the same either way, so
   * the two ledgers differ only in work types.
   */
  readonly everyLogTyped?: boolean;
}

export interface GeneratedEvent {
  readonly streamName: string;
  readonly event: NewEvent;
}

export interface GeneratedWorker {
  readonly companyId: string;
  readonly workerId: string;
}

const MANAGER_RIGHTS = ["can_add_work_hours_of_users", "can_edit_work_hours_of_users", "can_confirm_work_hours"];

const addDays = (date: string, n: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();
const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
/** A local wall-clock time `minutes` after midnight of `date` (may run into the next days). */
const local = (date: string, minutes: number, zone: string): string =>
  localDateTimeToInstant(addDays(date, Math.floor(minutes / 1440)), hhmm(minutes % 1440), zone);
const plusSeconds = (instant: string, s: number): string => new Date(Date.parse(instant) + s * 1000).toISOString();

export const workersOf = (o: GeneratorOptions): GeneratedWorker[] =>
  Array.from({ length: o.companies }, (_, c) =>
    Array.from({ length: o.workersPerCompany }, (_, w) => ({ companyId: `bench-co-${c}`, workerId: `bench-w-${c}-${w}` })),
  ).flat();

/** One worker's ledger: the events of every period stream, in the order the API would append them. */
export function* workerLedger(worker: GeneratedWorker, o: GeneratorOptions, random: Random): Generator<GeneratedEvent> {
  const zone = o.timeZone ?? "Europe/Helsinki";
  const nightWorker = random.chance(0.15);
  let state: WorkTimeState = workTimeDecider.initialState;
  let period: string | null = null;
  let workNo = 0;
  const unconfirmed: string[] = [];
  const ctx = (now: string, persona: Persona, actorId: string): WorkTimeContext => ({
    now,
    actorId,
    persona,
    source: persona === "system" ? "automatic" : random.pick(["web", "web", "mobile", "box"]),
    timeZone: zone,
    permissions: persona === "worker" ? ["can_edit_own_work_time"] : persona === "manager" ? MANAGER_RIGHTS : [],
  });
  const emit = function* (command: WorkTimeCommand, stream: string): Generator<GeneratedEvent> {
    const decided: WorkTimeEvent[] = workTimeDecider.decide(command, state);
    const metadata: EventMetadata = {
      companyId: worker.companyId,
      actorId: command.context.actorId,
      persona: command.context.persona,
      source: command.context.source,
      commandId: random.uuid(),
      correlationId: random.uuid(),
      causationId: null,
      occurredAt: command.context.now,
    };
    for (const event of decided) {
      state = workTimeDecider.evolve(state, event);
      yield { streamName: stream, event: { id: random.uuid(), type: event.type, schemaVersion: 1, data: event.data, metadata } };
    }
  };
  /** Every command goes to the period its `now` falls in; the month turn closes the books first. */
  const run = function* (command: WorkTimeCommand): Generator<GeneratedEvent> {
    const target = workPeriodOf(command.context.now, zone);
    if (period !== target) {
      const system = ctx(command.context.now, "system", "system");
      let summary = null;
      if (period !== null) {
        const closing = workTimeStreamName(worker.companyId, worker.workerId, period);
        yield* emit({ type: "CloseWorkPeriod", data: { workerId: worker.workerId, nextPeriod: target }, context: system }, closing);
        summary = closingSummary(state, target, zone);
      }
      const previous = period;
      period = target;
      state = workTimeDecider.initialState;
      const opened = { type: "OpenWorkPeriod", data: { workerId: worker.workerId, period: target, previousPeriod: previous, summary }, context: system } as const;
      yield* emit(opened, workTimeStreamName(worker.companyId, worker.workerId, target));
    }
    yield* emit(command, workTimeStreamName(worker.companyId, worker.workerId, period));
  };
  const w = worker.workerId;
  for (let d = 0; d < o.days; d++) {
    const date = addDays(o.from, d);
    const dow = weekday(date);
    // Day workers rest at weekends; night workers on Monday and Tuesday nights, so their Saturday
    // nights cross the DST changes. Some days off for sickness and holidays.
    const restDay = nightWorker ? dow === 1 || dow === 2 : dow === 0 || dow === 6;
    if (restDay || random.chance(0.04)) continue;
    const workId = `${w}-${++workNo}`;
    // Day shift 07:00-09:00 start, or a night shift from about 22:00 (a DST night is 7 h or 9 h).
    const startMin = nightWorker ? 22 * 60 + random.int(-30, 30) : 7 * 60 + random.int(0, 120);
    if (random.chance(0.05)) {
      // Forgot to punch: the worker types the shift in afterwards, to the minute.
      const start = local(date, startMin, zone);
      const end = local(date, startMin + 8 * 60, zone);
      const now = local(date, startMin + 12 * 60, zone);
      const pauses = [{ start: local(date, startMin + 4 * 60, zone), end: local(date, startMin + 4 * 60 + 30, zone) }];
      const typed = o.everyLogTyped === true ? { workTypeId: "wt-office" } : {};
      yield* run({ type: "AddWorkLog", data: { workerId: w, workId, values: { start, end, comment: "forgot to punch", pauses, ...typed } }, context: ctx(now, "worker", w) });
    } else {
      const start = plusSeconds(local(date, startMin, zone), random.int(0, 59));
      yield* run({ type: "StartWork", data: { workerId: w, workId, workTypeId: random.pick(o.everyLogTyped === true ? ["wt-site", "wt-office", "wt-site"] : [null, "wt-office", "wt-site"]) }, context: ctx(start, "worker", w) });
      const pauseAt = plusSeconds(start, 4 * 3600 + random.int(-1800, 1800));
      yield* run({ type: "PauseWork", data: { workerId: w }, context: ctx(pauseAt, "worker", w) });
      const resumeAt = plusSeconds(pauseAt, 1800 + random.int(-300, 900));
      yield* run({ type: "ResumeWork", data: { workerId: w }, context: ctx(resumeAt, "worker", w) });
      if (random.chance(0.2)) {
        const p2 = plusSeconds(resumeAt, 3600 + random.int(0, 1800));
        yield* run({ type: "PauseWork", data: { workerId: w }, context: ctx(p2, "worker", w) });
        yield* run({ type: "ResumeWork", data: { workerId: w }, context: ctx(plusSeconds(p2, 600 + random.int(0, 600)), "worker", w) });
      }
      const stopAt = plusSeconds(local(date, startMin + 8 * 60 + 30 + random.int(-45, 90), zone), random.int(0, 59));
      yield* run({ type: "StopWork", data: { workerId: w }, context: ctx(stopAt, "worker", w) });
      if (random.chance(0.03)) {
        // A manager corrects the start later that day (or the next morning for a night shift).
        const now = plusSeconds(stopAt, 3600);
        yield* run({ type: "EditWorkLog", data: { workerId: w, workId, changes: { start: plusSeconds(start, 15 * 60), comment: "corrected by manager" } }, context: ctx(now, "manager", `manager-${worker.companyId}`) });
      }
    }
    unconfirmed.push(workId);
    // Fridays the manager confirms the week that is already in the worker's current stream window.
    if (dow === 5 && unconfirmed.length > 0) {
      const now = local(date, 23 * 60 + 59 + (nightWorker ? 9 * 60 : 0), zone);
      const open = unconfirmed.filter((id) => state.logs[id] !== undefined && state.logs[id]!.end !== null && !state.logs[id]!.confirmed);
      unconfirmed.length = 0;
      if (open.length > 0 && workPeriodOf(now, zone) === period) {
        yield* run({ type: "ConfirmWorkLogs", data: { workerId: w, workIds: open }, context: ctx(now, "manager", `manager-${worker.companyId}`) });
      }
    }
  }
}

/** Every worker's ledger, workers one after the other (a stream is only ever written by its worker). */
export function* generateLedger(o: GeneratorOptions): Generator<GeneratedEvent> {
  const random = createRandom(o.seed);
  for (const worker of workersOf(o)) yield* workerLedger(worker, o, random.fork(worker.workerId));
}

/** The period in which a worker's next command lands after the generated history. */
export const periodAfter = (o: GeneratorOptions): string => nextWorkPeriod(addDays(o.from, o.days).slice(0, 7));
