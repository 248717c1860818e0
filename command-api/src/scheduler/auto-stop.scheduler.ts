import { dueAutoStops, type AutoStopSettings, type WorkTimeState } from "@workledger/domain";
import type { AutoStopWork, EventMetadata, WorkLog } from "@workledger/event-schemas";
import { findWorkTimeSettings, listRunningWorks, type RunningWorkRow } from "@workledger/projections";
import type { Bus } from "@workledger/bus";
import { executeWorkTimeCommand, type LedgerDeps } from "../work-time/work-time-ledger.ts";
import { publishMissingWorks } from "./missing-work.notifier.ts";

export interface SchedulerLogger {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface AutoStopSchedulerDeps extends LedgerDeps {
  readonly clock: () => Date;
  readonly logger?: SchedulerLogger;
  /** With a bus, each pass also tells managers about works that went missing (worker-missing-work). */
  readonly bus?: Bus;
}

/** How far back the first pass after a start looks for works that went missing (a restart's gap). */
export const MISSING_WORK_LOOKBACK_MS = 10 * 60_000;

export const SCHEDULER_ACTOR_ID = "scheduler";

/** The same stop always gets the same command id, so a re-run (another process, a restart) is recognisable in the log. */
export const autoStopCommandId = (stop: AutoStopWork): string => `auto-stop:${stop.workId}:${stop.reason}:${stop.at}`;

/** The running work as the ledger knows it, enough for dueAutoStops (which looks at the current work only). */
const stateOf = (row: RunningWorkRow): WorkTimeState => {
  const log = {
    workId: row.current_work_id,
    workerId: row.worker_id,
    status: row.status,
    start: row.started_at?.toISOString(),
    end: null,
    pauses: row.pauses,
  } as unknown as WorkLog;
  return {
    status: "open",
    workerId: row.worker_id,
    period: row.period,
    windowStart: null,
    logs: { [log.workId]: log },
    currentWorkId: log.workId,
    deletedWorks: [],
    nextWorkNumber: 1,
  };
};

/**
 * One pass of the scheduler: for every work running or paused now, the automatic stops that are
 * due (idle for the idle time, 60 minutes when unset; the company's auto end of workday) are sent
 * as AutoStopWork commands. The state lives in the event log (read through the work-timer read
 * model), so nothing is lost on a restart; the decider re-checks every stop, so a late, repeated
 * or concurrent one records nothing.
 */
export const runAutoStops = async (deps: AutoStopSchedulerDeps): Promise<{ readonly checked: number; readonly stopped: number }> => {
  const now = deps.clock();
  let checked = 0;
  let stopped = 0;
  let after: string | undefined;
  for (;;) {
    const page = await listRunningWorks(deps.db, { limit: 200, ...(after === undefined ? {} : { afterWorkId: after }) });
    if (page.length === 0) break;
    after = page.at(-1)?.current_work_id ?? undefined;
    for (const row of page) {
      checked += 1;
      if (row.started_at === null || row.status === null) continue;
      const timeZone = row.timezone ?? "Europe/Helsinki";
      const s = await findWorkTimeSettings(deps.db, row.company_id, row.worker_id);
      const settings: AutoStopSettings = {
        idleStopMinutes: s.idleStopMinutes,
        autoEndWorkday: s.autoEndWorkday || s.autoEnd,
        workdayEndsAt: s.autoEndAt,
        timeZone,
      };
      for (const stop of dueAutoStops(stateOf(row), now.toISOString(), settings)) {
        const metadata: EventMetadata = {
          companyId: row.company_id,
          actorId: SCHEDULER_ACTOR_ID,
          persona: "system",
          source: "automatic",
          commandId: autoStopCommandId(stop),
          correlationId: autoStopCommandId(stop),
          causationId: null,
          occurredAt: now.toISOString(),
        };
        const context = { actorId: SCHEDULER_ACTOR_ID, persona: "system" as const, permissions: [], now: now.toISOString(), source: "automatic" as const, timeZone };
        try {
          const result = await executeWorkTimeCommand(deps, row.company_id, { type: "AutoStopWork", data: stop, context }, metadata, deps.clock);
          if (result.events > 0) {
            stopped += 1;
            deps.logger?.info({ workId: stop.workId, reason: stop.reason, at: stop.at }, "work stopped automatically");
          }
        } catch (error) {
          deps.logger?.error({ err: error, workId: stop.workId }, "automatic stop failed");
        }
      }
    }
    if (page.length < 200) break;
  }
  return { checked, stopped };
};

export interface RunningScheduler {
  stop(): Promise<void>;
}

/**
 * Runs runAutoStops every `intervalMs` until stopped (embedded process and projections-main) and,
 * given a bus, publishes the worker-missing-work notices of the works that went missing since the
 * previous pass (the first pass looks back MISSING_WORK_LOOKBACK_MS).
 */
export const startAutoStopScheduler = (deps: AutoStopSchedulerDeps, intervalMs = 30_000): RunningScheduler => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let noticesAfter = new Date(deps.clock().getTime() - Math.max(MISSING_WORK_LOOKBACK_MS, 2 * intervalMs));
  const notices = async () => {
    const bus = deps.bus;
    if (bus === undefined) return;
    const until = deps.clock();
    await publishMissingWorks({ db: deps.db, bus, ...(deps.logger === undefined ? {} : { logger: deps.logger }) }, { after: noticesAfter, until });
    noticesAfter = until;
  };
  const loop = () => {
    if (stopped) return;
    running = runAutoStops(deps)
      .catch((error: unknown) => deps.logger?.error({ err: error }, "automatic stop pass failed"))
      .then(notices)
      .catch((error: unknown) => deps.logger?.error({ err: error }, "missing-work notices failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  };
  timer = setTimeout(loop, 0);
  return {
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
};
