import { formatInTimeZone } from "date-fns-tz";
import { DEFAULT_TIME_ZONE } from "@workledger/domain/work-time/work-time.time.ts";
import type { WorkLog } from "@workledger/event-schemas";
import type { WorkLogDto } from "./work-time.api.ts";

/**
 * Display in the company zone (spec: dd.MM.yyyy, HH:mm, default Europe/Helsinki). Instants are
 * UTC; formatting through the zone keeps DST nights right (22:00-06:00 is 7 h or 9 h, shown as
 * the wall clock said).
 */
export const zoneOr = (zone: string | null | undefined): string => (zone && zone.trim() !== "" ? zone : DEFAULT_TIME_ZONE);

export const formatTime = (instant: string, zone: string): string => formatInTimeZone(instant, zoneOr(zone), "HH:mm");

export const formatDate = (date: string): string => {
  const [y, m, d] = date.split("-");
  return `${d}.${m}.${y}`;
};

export const formatDateTime = (instant: string, zone: string): string => formatInTimeZone(instant, zoneOr(zone), "dd.MM.yyyy HH:mm");

/** The local date of an instant in the zone, 'yyyy-MM-dd'. */
export const localDateOf = (instant: string | Date, zone: string): string => formatInTimeZone(instant, zoneOr(zone), "yyyy-MM-dd");

/** Calendar arithmetic on local dates (no zone involved). */
export const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** Spec: the pay period view covers the past two weeks, today included. */
export const payPeriodOf = (today: string): { from: string; to: string } => ({ from: addDays(today, -13), to: today });

/** Hours as the setting asks: h:mm, or decimal hours with two places (clarification 26). */
export const formatHours = (seconds: number, decimal: boolean): string => {
  const s = Math.max(0, Math.floor(seconds));
  if (decimal) return (s / 3600).toFixed(2);
  const minutes = Math.floor(s / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

/** A log's time span, e.g. '22:00-06:00' (an open end shows as '...'). */
export const spanOf = (log: Pick<WorkLogDto, "start" | "end">, zone: string): string =>
  `${formatTime(log.start, zone)}-${log.end === null ? "..." : formatTime(log.end, zone)}`;

/** The API's snake_case log as the domain's WorkLog, so the web runs the domain's rules and machine. */
export const toDomainLog = (log: WorkLogDto): WorkLog => ({
  workId: log.id,
  workerId: log.worker_id,
  workNumber: Math.max(1, log.work_number),
  date: log.date,
  status: log.status,
  start: log.start,
  end: log.end,
  pauses: log.pauses.map((p) => ({ start: p.start, end: p.end, lengthSeconds: p.length_seconds })),
  workTypeId: log.work_type_id,
  workspaceId: log.workspace_id,
  comment: log.comment,
  workerComment: log.worker_comment,
  bonus: log.bonus,
  tags: log.tags,
  files: log.files,
  confirmed: log.confirmed,
  confirmedAt: log.confirmed_at,
  confirmedBy: log.confirmed_by,
  edited: log.edited,
  startedBy: log.started_by as WorkLog["startedBy"],
  endedBy: log.ended_by as WorkLog["endedBy"],
});
