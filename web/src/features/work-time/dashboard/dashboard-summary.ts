import { pauseSeconds, workedSeconds } from "@workledger/domain/work-time/work-time.rules.ts";
import type { TimesheetDto, WorkLogDto } from "../work-time.api.ts";
import { toDomainLog } from "../work-time-format.ts";

export interface WorkSummary {
  readonly workedSeconds: number;
  readonly pauseSeconds: number;
  readonly logs: number;
  readonly daysWorked: number;
  readonly unconfirmed: number;
}

/** Running work counts up to `now`; ended work as the timesheet rounded it. */
const liveWorked = (log: WorkLogDto, now: string): number =>
  log.end === null ? workedSeconds(toDomainLog(log), now) : (log.rounded_worked_seconds ?? log.worked_seconds);

const livePause = (log: WorkLogDto, now: string): number => (log.end === null ? pauseSeconds(toDomainLog(log), now) : log.pause_seconds);

/** Totals of the days the predicate picks (today, or the whole pay period). */
export const summaryOf = (sheet: TimesheetDto | undefined, now: string, pick: (date: string) => boolean = () => true): WorkSummary => {
  const days = (sheet?.days ?? []).filter((d) => pick(d.date));
  const logs = days.flatMap((d) => d.logs).filter((l) => l.deleted !== true);
  return {
    workedSeconds: logs.reduce((s, l) => s + liveWorked(l, now), 0),
    pauseSeconds: logs.reduce((s, l) => s + livePause(l, now), 0),
    logs: logs.length,
    daysWorked: new Set(logs.map((l) => l.date)).size,
    unconfirmed: logs.filter((l) => !l.confirmed).length,
  };
};
