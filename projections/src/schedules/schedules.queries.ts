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

/** Planned seconds per person per ISO week (shifts and tasks; absences plan no work). */
export const scheduleWeeklyTotals = async (db: Kysely<Database>, companyId: string, filter: ScheduleEventsFilter): Promise<WeeklyTotalRow[]> => {
  const week = sql<string>`to_char(date_trunc('week', e.date::date), 'YYYY-MM-DD')`;
  let query = db
    .selectFrom("schedule_events as e")
    .select(["e.person_id", week.as("week"), sql<string>`sum(e.total_seconds)`.as("total_seconds")])
    .where("e.company_id", "=", companyId)
    .where("e.kind", "!=", "absence")
    .where("e.date", ">=", filter.from)
    .where("e.date", "<=", filter.to);
  if (filter.personIds !== undefined) {
    if (filter.personIds.length === 0) return [];
    query = query.where("e.person_id", "in", filter.personIds);
  }
  const rows = await query.groupBy(["e.person_id", week]).orderBy("e.person_id").orderBy(week).execute();
  return rows.map((r) => ({ person_id: r.person_id, week: r.week, total_seconds: Number(r.total_seconds) }));
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
