import type { AutoStopWork, Instant, WorkLog } from "@workledger/event-schemas";
import { lastPunchOf } from "./work-time.punches.ts";
import type { WorkTimeState } from "./work-time.state.ts";
import { addSeconds, instantMs, workDateOf, localDateTimeToInstant, nextLocalDate } from "./work-time.time.ts";

/** Automatic stop after this many idle minutes when the preference is unset (clarification 34). */
export const DEFAULT_IDLE_STOP_MINUTES = 60;

export interface AutoStopSettings {
  /** The idle-stop preference; null or undefined means the 60-minute default. */
  readonly idleStopMinutes?: number | null;
  /** The company's auto_end_workday setting. */
  readonly autoEndWorkday?: boolean;
  /** Local time the workday ends ("HH:mm"); unset means midnight after the day the work started. */
  readonly workdayEndsAt?: string | null;
  readonly timeZone: string;
}

interface Candidate {
  readonly at: Instant;
  readonly dueAt: Instant;
  readonly reason: AutoStopWork["reason"];
}

/**
 * Idle: the worker paused and did not come back within the idle time; the work ends when the
 * pause began, so the result does not depend on how late the scheduler runs. (Only a pause is
 * seen as idle: the ledger has no activity signal for running work.)
 * End of workday: running or paused work is ended at the workday's end on its own local date
 * (the next occurrence of that time after the start), or at its last punch if that is later.
 */
const candidatesFor = (log: WorkLog, settings: AutoStopSettings): Candidate[] => {
  const candidates: Candidate[] = [];
  const open = log.pauses.at(-1);
  if (log.status === "paused" && open !== undefined && open.end === null) {
    const idleSeconds = (settings.idleStopMinutes ?? DEFAULT_IDLE_STOP_MINUTES) * 60;
    candidates.push({ at: open.start, dueAt: addSeconds(open.start, idleSeconds), reason: "idle" });
  }
  if (settings.autoEndWorkday === true) {
    const date = workDateOf(log.start, settings.timeZone);
    const time = settings.workdayEndsAt ?? null;
    let end = localDateTimeToInstant(time === null ? nextLocalDate(date) : date, time ?? "00:00", settings.timeZone);
    if (instantMs(end) <= instantMs(log.start)) end = localDateTimeToInstant(nextLocalDate(date), time ?? "00:00", settings.timeZone);
    // Punches never go back in time: work punched after the workday's end stops at its last punch.
    const last = lastPunchOf(log);
    const at = instantMs(last) > instantMs(end) ? last : end;
    candidates.push({ at, dueAt: end, reason: "end_of_workday" });
  }
  return candidates.sort((a, b) => instantMs(a.at) - instantMs(b.at));
};

const currentWork = (state: WorkTimeState): WorkLog | undefined => {
  const log = state.currentWorkId === null ? undefined : state.logs[state.currentWorkId];
  return log !== undefined && log.status !== "stopped" ? log : undefined;
};

/** The automatic stops the scheduler should send now (at most one: the earliest due). */
export const dueAutoStops = (state: WorkTimeState, now: Instant, settings: AutoStopSettings): AutoStopWork[] => {
  const log = currentWork(state);
  if (log === undefined) return [];
  const due = candidatesFor(log, settings).find((c) => instantMs(c.dueAt) <= instantMs(now));
  return due === undefined ? [] : [{ workerId: log.workerId, workId: log.workId, at: due.at, reason: due.reason }];
};

/** When the scheduler should look again for this worker, or null when nothing is pending. */
export const nextAutoStopAt = (state: WorkTimeState, settings: AutoStopSettings): Instant | null => {
  const log = currentWork(state);
  if (log === undefined) return null;
  const dues = candidatesFor(log, settings).map((c) => c.dueAt).sort((a, b) => instantMs(a) - instantMs(b));
  return dues[0] ?? null;
};
