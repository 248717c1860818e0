import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { ScheduleEventRow, SchedulePositionRow, SchedulePresetRow } from "./schedules.tables.ts";

export interface ScheduleEventsFilter {
  /** Local dates, inclusive. */
  readonly from: string;
  readonly to: string;
  readonly personIds?: readonly string[];
  readonly positionId?: string;
}

export type ScheduleEventListRow = ScheduleEventRow & {
  readonly order_number: number | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
};

/** The schedule by company, person and day (and position): events starting on a date in [from, to], by start. */
export const listScheduleEvents = async (db: Kysely<Database>, companyId: string, filter: ScheduleEventsFilter): Promise<ScheduleEventListRow[]> => {
  let query = db
    .selectFrom("schedule_events as e")
    .leftJoin("schedule_positions as p", (j) => j.onRef("p.company_id", "=", "e.company_id").onRef("p.position_id", "=", "e.position_id"))
    .leftJoin("directory_users as u", "u.id", "e.person_id")
    .selectAll("e")
    .select(["p.order_number", "u.first_name", "u.last_name"])
    .where("e.company_id", "=", companyId)
    .where("e.date", ">=", filter.from)
    .where("e.date", "<=", filter.to);
  if (filter.personIds !== undefined) {
    if (filter.personIds.length === 0) return [];
    query = query.where("e.person_id", "in", filter.personIds);
  }
  if (filter.positionId !== undefined) query = query.where("e.position_id", "=", filter.positionId);
  return (await query.orderBy("e.start_at").orderBy("e.event_id").execute()) as ScheduleEventListRow[];
};

export const findScheduleEvent = (db: Kysely<Database>, companyId: string, eventId: string): Promise<ScheduleEventRow | undefined> =>
  db.selectFrom("schedule_events").selectAll().where("company_id", "=", companyId).where("event_id", "=", eventId).executeTakeFirst();

/** A person's shifts in an instant range (for the planning warnings). */
export const listPersonShifts = (db: Kysely<Database>, companyId: string, personId: string, from: string, to: string) =>
  db
    .selectFrom("schedule_events")
    .select(["event_id", "start_at", "end_at", "total_seconds"])
    .where("company_id", "=", companyId)
    .where("person_id", "=", personId)
    .where("kind", "=", "shift")
    .where("date", ">=", from)
    .where("date", "<=", to)
    .orderBy("start_at")
    .execute();

export const listSchedulePositions = (db: Kysely<Database>, companyId: string): Promise<SchedulePositionRow[]> =>
  db.selectFrom("schedule_positions").selectAll().where("company_id", "=", companyId).orderBy("order_number").orderBy("position_id").execute();

export const listSchedulePresets = (db: Kysely<Database>, companyId: string, kind?: "shift" | "task"): Promise<SchedulePresetRow[]> => {
  let query = db.selectFrom("schedule_presets").selectAll().where("company_id", "=", companyId);
  if (kind !== undefined) query = query.where("kind", "=", kind);
  return query.orderBy("title").orderBy("preset_id").execute();
};

export interface WeeklyTotalRow {
  readonly person_id: string;
  /** The Monday of the ISO week. */
  readonly week: string;
  readonly total_seconds: number;
}

/**
 * Planned seconds per person per ISO week (shifts and tasks; absences plan no work), as a query of
 * its own or as part of the compact read's statement: the one definition of the weekly totals.
 * Rows by person, then week; never filtered by position (totals are the person's whole plan).
 */
const weeklyTotalsQuery = (db: Kysely<Database>, companyId: string, filter: ScheduleEventsFilter) => {
  const week = sql<string>`to_char(date_trunc('week', e.date::date), 'YYYY-MM-DD')`;
  let query = db
    .selectFrom("schedule_events as e")
    .select(["e.person_id", week.as("week"), sql<string>`sum(e.total_seconds)`.as("total_seconds")])
    .where("e.company_id", "=", companyId)
    .where("e.kind", "!=", "absence")
    .where("e.date", ">=", filter.from)
    .where("e.date", "<=", filter.to);
  if (filter.personIds !== undefined) query = query.where("e.person_id", "=", sql<string>`any(${sql.val(filter.personIds)}::text[])`);
  return query.groupBy(["e.person_id", week]).orderBy("e.person_id").orderBy(week);
};

const totalRowOf = (r: { person_id: string; week: string; total_seconds: string | number }): WeeklyTotalRow => ({ person_id: r.person_id, week: r.week, total_seconds: Number(r.total_seconds) });

export const scheduleWeeklyTotals = async (db: Kysely<Database>, companyId: string, filter: ScheduleEventsFilter): Promise<WeeklyTotalRow[]> => {
  if (filter.personIds !== undefined && filter.personIds.length === 0) return [];
  return (await weeklyTotalsQuery(db, companyId, filter).execute()).map(totalRowOf);
};

export interface PlannedVsWorkedRow {
  readonly person_id: string;
  readonly date: string;
  readonly planned_seconds: number;
  readonly planned_start: Date | null;
  readonly planned_end: Date | null;
  readonly worked_seconds: number;
  readonly first_start: Date | null;
  readonly last_end: Date | null;
}

/**
 * Planned against worked per person and day: the schedule's shifts joined with the timesheet's logs
 * (not deleted) on company, person and date. A side missing on a day reads as zero / null.
 */
export const listPlannedVsWorked = async (db: Kysely<Database>, companyId: string, filter: ScheduleEventsFilter): Promise<PlannedVsWorkedRow[]> => {
  const people = filter.personIds;
  if (people !== undefined && people.length === 0) return [];
  let planned = db
    .selectFrom("schedule_events")
    .select(["person_id", "date", sql<string>`sum(total_seconds)`.as("seconds"), sql<Date>`min(start_at)`.as("start"), sql<Date>`max(end_at)`.as("end")])
    .where("company_id", "=", companyId)
    .where("kind", "=", "shift")
    .where("date", ">=", filter.from)
    .where("date", "<=", filter.to);
  let worked = db
    .selectFrom("timesheet_logs")
    .select(["worker_id as person_id", "date", sql<string>`sum(worked_seconds)`.as("seconds"), sql<Date>`min(start_at)`.as("start"), sql<Date | null>`max(end_at)`.as("end")])
    .where("company_id", "=", companyId)
    .where("deleted", "=", false)
    .where("date", ">=", filter.from)
    .where("date", "<=", filter.to);
  if (people !== undefined) {
    planned = planned.where("person_id", "in", people);
    worked = worked.where("worker_id", "in", people);
  }
  const [plannedRows, workedRows] = await Promise.all([planned.groupBy(["person_id", "date"]).execute(), worked.groupBy(["worker_id", "date"]).execute()]);
  const days = new Map<string, PlannedVsWorkedRow>();
  const empty = (person_id: string, date: string): PlannedVsWorkedRow => ({ person_id, date, planned_seconds: 0, planned_start: null, planned_end: null, worked_seconds: 0, first_start: null, last_end: null });
  for (const p of plannedRows) {
    days.set(`${p.person_id} ${p.date}`, { ...empty(p.person_id, p.date), planned_seconds: Number(p.seconds), planned_start: new Date(p.start), planned_end: new Date(p.end) });
  }
  for (const w of workedRows) {
    const key = `${w.person_id} ${w.date}`;
    days.set(key, { ...(days.get(key) ?? empty(w.person_id, w.date)), worked_seconds: Number(w.seconds), first_start: new Date(w.start), last_end: w.end === null ? null : new Date(w.end) });
  }
  return [...days.values()].sort((a, b) => a.person_id.localeCompare(b.person_id) || a.date.localeCompare(b.date));
};

/** What the schedule read answers of an event: its columns, the planned instants as epoch milliseconds, the position's order number and the person's name. */
export interface ScheduleEventReadRow {
  readonly event_id: string;
  readonly person_id: string;
  readonly kind: "shift" | "task" | "absence";
  readonly title: string;
  /** start_at and end_at in epoch milliseconds: no Date parsed per row. */
  readonly start_ms: number;
  readonly end_ms: number;
  readonly date: string;
  readonly position_id: string | null;
  readonly is_all_day: boolean;
  readonly pause_length_minutes: number | null;
  readonly additional_break_minutes: number;
  readonly comment: string;
  readonly color: string | null;
  readonly absence_type_id: string | null;
  readonly work_leave: boolean;
  readonly series_id: string | null;
  readonly confirmed: boolean;
  readonly shift_manager_id: string | null;
  readonly total_seconds: number;
  readonly is_night_shift: boolean;
  readonly order_number: number | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
}

/**
 * The same events as listScheduleEvents, only the columns the schedule read answers, with the
 * instants as epoch milliseconds. A month of 500 people is about 15,000 rows: parsing two
 * timestamps and the unused columns (recurrence, confirmed_at, updated_at) of each was most of the
 * read's time (bench/RESULTS.md, Schedules).
 */
export const listScheduleEventsForRead = async (db: Kysely<Database>, companyId: string, filter: ScheduleEventsFilter): Promise<ScheduleEventReadRow[]> => {
  if (filter.personIds !== undefined && filter.personIds.length === 0) return [];
  const people = filter.personIds === undefined ? sql`` : sql`and e.person_id = any(${sql.val(filter.personIds)}::text[])`;
  const position = filter.positionId === undefined ? sql`` : sql`and e.position_id = ${filter.positionId}`;
  const result = await sql<ScheduleEventReadRow>`
    select e.event_id, e.person_id, e.kind, e.title,
      (extract(epoch from e.start_at) * 1000)::float8 as start_ms, (extract(epoch from e.end_at) * 1000)::float8 as end_ms,
      e.date, e.position_id, e.is_all_day, e.pause_length_minutes, e.additional_break_minutes, e.comment, e.color,
      e.absence_type_id, e.work_leave, e.series_id, e.confirmed, e.shift_manager_id, e.total_seconds, e.is_night_shift,
      p.order_number, u.first_name, u.last_name
    from schedule_events e
    left join schedule_positions p on p.company_id = e.company_id and p.position_id = e.position_id
    left join directory_users u on u.id = e.person_id
    where e.company_id = ${companyId} and e.date >= ${filter.from} and e.date <= ${filter.to} ${people} ${position}
    order by e.start_at, e.event_id`.execute(db);
  return result.rows;
};

/** The compact month read as PostgreSQL built it: the event columns as JSON text, and who its person indexes point at. */
export interface ScheduleCompactColumns {
  /**
   * A JSON object of equally long arrays (index i of each is event i, by start then id): id, person
   * (an index into `people`), position_id, type, title, start_ms, end_ms, confirmed, color,
   * is_all_day, is_night_shift, is_shift_manager, series_id, pause_length, additional_break_time,
   * total, comment, type_id, work_leave. Flags are 0/1, instants epoch milliseconds.
   */
  readonly eventsJson: string;
  /** The events' people by id (`person` i is `personIds[i]`), named by the caller with schedulePeopleNames. */
  readonly personIds: readonly string[];
  /** scheduleWeeklyTotals of the same filter, read in the same statement. */
  readonly totals: readonly WeeklyTotalRow[];
  /** The company's schedule version token the columns and totals were read at (same statement), or null when it has none yet. */
  readonly version: string | null;
}

export interface ScheduleNamedPerson {
  readonly id: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
}

/** The compact read's columns, in the order it answers them. */
const compactColumnNames = [
  "id", "person", "position_id", "type", "title", "start_ms", "end_ms", "confirmed", "color", "is_all_day", "is_night_shift",
  "is_shift_manager", "series_id", "pause_length", "additional_break_time", "total", "comment", "type_id", "work_leave",
] as const;

const noColumns = (): ScheduleCompactColumns => ({
  eventsJson: JSON.stringify(Object.fromEntries(compactColumnNames.map((c) => [c, []]))),
  personIds: [],
  totals: [],
  version: null,
});

/**
 * The company's schedule version token (`schedule_company_versions`): a new one is drawn with every
 * change to its schedule rows, so an answer read at token T is current while this returns T.
 */
export const scheduleCompanyVersion = async (db: Kysely<Database>, companyId: string): Promise<string | null> =>
  (await db.selectFrom("schedule_company_versions").select("version").where("company_id", "=", companyId).executeTakeFirst())?.version ?? null;

/** The names of the company's people with these ids, in the order given (a person no longer in the directory keeps null names). */
export const schedulePeopleNames = async (db: Kysely<Database>, companyId: string, ids: readonly string[]): Promise<ScheduleNamedPerson[]> => {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("directory_users").select(["id", "first_name", "last_name"]).where("company_id", "=", companyId).where("id", "in", ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => ({ id, first_name: byId.get(id)?.first_name ?? null, last_name: byId.get(id)?.last_name ?? null }));
};

/**
 * The events of listScheduleEventsForRead for the month grid (`format=compact`), as columns built
 * by PostgreSQL: one statement, no joins per event, and one text value (array_to_json: no spaces between values) handed to the caller instead
 * of ~15,000 row objects of 19 fields each to parse, copy and serialise again (bench/RESULTS.md,
 * Schedules). The events are sorted in a materialised CTE and aggregated in that order; each
 * person's index is their rank by id, so `people` is the distinct persons by id.
 */
export const listScheduleEventsCompact = async (db: Kysely<Database>, companyId: string, filter: ScheduleEventsFilter): Promise<ScheduleCompactColumns> => {
  if (filter.personIds !== undefined && filter.personIds.length === 0) return noColumns();
  const people = filter.personIds === undefined ? sql`` : sql`and e.person_id = any(${sql.val(filter.personIds)}::text[])`;
  const position = filter.positionId === undefined ? sql`` : sql`and e.position_id = ${filter.positionId}`;
  const totals = weeklyTotalsQuery(db, companyId, filter);
  const result = await sql<{ events: string | null; people: string | null; totals: string | null; version: string | null }>`
    with ev as materialized (
      select e.event_id, e.person_id, (dense_rank() over (order by e.person_id) - 1)::int as person, e.position_id, e.kind, e.title,
        (extract(epoch from e.start_at) * 1000)::float8 as start_ms, (extract(epoch from e.end_at) * 1000)::float8 as end_ms,
        e.confirmed::int as confirmed, e.color, e.is_all_day::int as is_all_day, e.is_night_shift::int as is_night_shift,
        (e.shift_manager_id is not null and e.shift_manager_id = e.person_id)::int as is_shift_manager,
        e.series_id, e.pause_length_minutes, e.additional_break_minutes, e.total_seconds, e.comment, e.absence_type_id, e.work_leave::int as work_leave
      from schedule_events e
      where e.company_id = ${companyId} and e.date >= ${filter.from} and e.date <= ${filter.to} ${people} ${position}
      order by e.start_at, e.event_id
    )
    select
      (select json_build_object(
        'id', array_to_json(array_agg(event_id)), 'person', array_to_json(array_agg(person)), 'position_id', array_to_json(array_agg(position_id)), 'type', array_to_json(array_agg(kind)),
        'title', array_to_json(array_agg(title)), 'start_ms', array_to_json(array_agg(start_ms)), 'end_ms', array_to_json(array_agg(end_ms)), 'confirmed', array_to_json(array_agg(confirmed)),
        'color', array_to_json(array_agg(color)), 'is_all_day', array_to_json(array_agg(is_all_day)), 'is_night_shift', array_to_json(array_agg(is_night_shift)),
        'is_shift_manager', array_to_json(array_agg(is_shift_manager)), 'series_id', array_to_json(array_agg(series_id)), 'pause_length', array_to_json(array_agg(pause_length_minutes)),
        'additional_break_time', array_to_json(array_agg(additional_break_minutes)), 'total', array_to_json(array_agg(total_seconds)), 'comment', array_to_json(array_agg(comment)),
        'type_id', array_to_json(array_agg(absence_type_id)), 'work_leave', array_to_json(array_agg(work_leave))
      ) from ev having count(*) > 0)::text as events,
      (select json_agg(p.person_id order by p.person_id) from (select distinct person_id from ev) p)::text as people,
      (select json_agg(t order by t.person_id, t.week) from (${totals}) t)::text as totals,
      (select v.version from schedule_company_versions v where v.company_id = ${companyId}) as version`.execute(db);
  const row = result.rows[0];
  const totalRows = (JSON.parse(row?.totals ?? "[]") as { person_id: string; week: string; total_seconds: string | number }[]).map(totalRowOf);
  if (row?.events == null) return { ...noColumns(), totals: totalRows, version: row?.version ?? null };
  return { eventsJson: row.events, personIds: JSON.parse(row.people ?? "[]") as string[], totals: totalRows, version: row.version };
};
