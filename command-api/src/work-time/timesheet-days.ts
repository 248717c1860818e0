import { logWorkedTime, type RuleTimeline } from "@workledger/domain";
import type { WorkLogShape } from "./work-log-shape.ts";

/** Hours as the settings ask: decimal hours with 2 places ("7.50"), or h:mm ("7:30"). */
export const formatDuration = (seconds: number, decimal: boolean): string => {
  if (decimal) return (seconds / 3600).toFixed(2);
  const minutes = Math.floor(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

/**
 * A log's worked seconds as the report counts them: start and end after the worker's work-round
 * group, pauses judged by the allowed-pause group (a paid 15-minute coffee break stays worked
 * time), by the one domain implementation. Running work counts up to now, pauses excluded.
 */
export const reportedWorkedSeconds = (log: WorkLogShape, timeline: RuleTimeline, timeZone: string): number => {
  if (log.end === null) return log.worked_seconds;
  const pauses = log.pauses.flatMap((p) => (p.end === null ? [] : [{ startMs: Date.parse(p.start), endMs: Date.parse(p.end) }]));
  return logWorkedTime({ workerId: log.worker_id, date: log.date, startMs: Date.parse(log.start), endMs: Date.parse(log.end), pauses }, timeline, timeZone).workedSeconds;
};

export interface TimesheetDay {
  readonly worker_id: string;
  readonly date: string;
  readonly worked_seconds: number;
  readonly pause_seconds: number;
  readonly rounded_worked_seconds: number;
  readonly total: string;
  readonly has_unconfirmed: boolean;
  readonly logs: readonly (WorkLogShape & { readonly rounded_worked_seconds: number })[];
}

/** Logs grouped per worker and local date (company zone), with totals, in date order. */
export const timesheetDays = (
  logs: readonly WorkLogShape[],
  timeline: RuleTimeline,
  timeZone: string,
  decimal: boolean,
): TimesheetDay[] => {
  const days = new Map<string, { worker_id: string; date: string; logs: (WorkLogShape & { rounded_worked_seconds: number })[] }>();
  for (const log of logs) {
    const key = `${log.worker_id}/${log.date}`;
    let day = days.get(key);
    if (day === undefined) {
      day = { worker_id: log.worker_id, date: log.date, logs: [] };
      days.set(key, day);
    }
    day.logs.push({ ...log, rounded_worked_seconds: reportedWorkedSeconds(log, timeline, timeZone) });
  }
  return [...days.values()]
    .sort((a, b) => (a.date === b.date ? a.worker_id.localeCompare(b.worker_id) : a.date.localeCompare(b.date)))
    .map((day) => {
      const worked = day.logs.reduce((s, l) => s + l.worked_seconds, 0);
      const rounded = day.logs.reduce((s, l) => s + l.rounded_worked_seconds, 0);
      return {
        ...day,
        worked_seconds: worked,
        pause_seconds: day.logs.reduce((s, l) => s + l.pause_seconds, 0),
        rounded_worked_seconds: rounded,
        total: formatDuration(rounded, decimal),
        has_unconfirmed: day.logs.some((l) => !l.confirmed),
      };
    });
};
