import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";

/** The spec's overlap row (Conflicting dates dialog), with route coordinates as 'lat,lng' strings. */
export interface OverlapRow {
  readonly work_id: string;
  readonly worker_id: string;
  readonly worker_name: string;
  readonly worker_thumbnail: string | null;
  readonly photo_cache: string | null;
  readonly work_date: string;
  readonly start_utc: string;
  readonly end_utc: string | null;
  readonly timezone_area: string;
  readonly start_device: string;
  /** Local wall-clock start and end in the company zone (YYYY-MM-DDTHH:mm:ss). */
  readonly started_at: string;
  readonly ended_at: string | null;
  readonly coordinates_start: string | null;
  readonly coordinates_end: string | null;
}

export interface OverlapsQuery {
  readonly companyId: string;
  readonly workerIds?: readonly string[];
  /** The interval to check, half-open [start, end); end null means open-ended. */
  readonly start: string;
  readonly end: string | null;
  readonly exceptWorkId?: string;
}

/**
 * Logs that overlap an interval, compared to the minute as the ledger does (so 12:45-13:00 and
 * 13:00-13:15 do not overlap); running work occupies everything from its start on.
 */
export const listOverlapRows = async (db: Kysely<Database>, query: OverlapsQuery): Promise<OverlapRow[]> => {
  if (query.workerIds?.length === 0) return [];
  const minute = (expr: ReturnType<typeof sql>) => sql`date_trunc('minute', ${expr})`;
  const start = minute(sql`${query.start}::timestamptz`);
  const end = query.end === null ? sql`'infinity'::timestamptz` : minute(sql`${query.end}::timestamptz`);
  let q = db
    .selectFrom("timesheet_logs as l")
    .leftJoin("directory_users as u", "u.id", "l.worker_id")
    .leftJoin("directory_companies as c", "c.id", "l.company_id")
    // Tenant-keyed: a location joins only its own company's, and its own worker's, log.
    .leftJoin("work_log_locations as loc", (join) =>
      join.onRef("loc.company_id", "=", "l.company_id").onRef("loc.worker_id", "=", "l.worker_id").onRef("loc.work_id", "=", "l.work_id"),
    )
    .select([
      "l.work_id",
      "l.worker_id",
      "l.date",
      "l.start_at",
      "l.end_at",
      "l.started_by",
      "u.first_name",
      "u.last_name",
      "u.profile",
      "c.timezone",
      "loc.coordinates_start",
      "loc.coordinates_end",
    ])
    .where("l.company_id", "=", query.companyId)
    .where("l.deleted", "=", false)
    .where(sql<boolean>`date_trunc('minute', l.start_at) < ${end}`)
    .where(sql<boolean>`coalesce(date_trunc('minute', l.end_at), 'infinity'::timestamptz) > ${start}`)
    .where(sql<boolean>`coalesce(date_trunc('minute', l.end_at), 'infinity'::timestamptz) > date_trunc('minute', l.start_at)`)
    .where(sql<boolean>`${end} > ${start}`);
  if (query.workerIds !== undefined) q = q.where("l.worker_id", "in", query.workerIds);
  if (query.exceptWorkId !== undefined) q = q.where("l.work_id", "!=", query.exceptWorkId);
  const rows = await q.orderBy("l.start_at").execute();
  return rows.map((r) => {
    const zone = r.timezone ?? "Europe/Helsinki";
    const profile = (r.profile ?? {}) as Record<string, unknown>;
    const photo = typeof profile.photo === "string" ? profile.photo : null;
    return {
      work_id: r.work_id,
      worker_id: r.worker_id,
      worker_name: `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim(),
      worker_thumbnail: photo,
      photo_cache: typeof profile.photo_cache === "string" ? profile.photo_cache : null,
      work_date: r.date,
      start_utc: r.start_at.toISOString(),
      end_utc: r.end_at?.toISOString() ?? null,
      timezone_area: zone,
      start_device: r.started_by,
      started_at: localDateTime(r.start_at, zone),
      ended_at: r.end_at === null ? null : localDateTime(r.end_at, zone),
      // Where the start and stop punches happened, when the device told ('lat,lng').
      coordinates_start: r.coordinates_start ?? null,
      coordinates_end: r.coordinates_end ?? null,
    };
  });
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DDTHH:mm:ss on the zone's wall clock (the spec's date format). */
export const localDateTime = (instant: Date, timeZone: string): string => {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
};
