import type { ColumnType, Selectable } from "kysely";
import type { Int8 } from "../runner/projection-checkpoints.table.ts";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;
type NullableInt8 = ColumnType<string | null, string | bigint | null, string | bigint | null>;

/**
 * A versioned row is valid from the position that wrote it (inclusive) until the position that
 * replaced it (exclusive; null while current). Reading "as of P" takes from <= P < to.
 */
interface Versioned {
  company_id: string;
  from_commit: Int8;
  from_prepare: Int8;
  to_commit: NullableInt8;
  to_prepare: NullableInt8;
  /** When the event that wrote this version happened (metadata occurredAt): "as of an instant" resolves through it. */
  recorded_at: Timestamp;
}

export interface ReportPause {
  readonly start: string;
  readonly end: string | null;
  readonly lengthSeconds: number | null;
}

/** One version of a work log as reports read it. */
export interface ReportEntryVersionsTable extends Versioned {
  work_id: string;
  worker_id: string;
  date: string;
  start_at: Timestamp;
  end_at: NullableTimestamp;
  pauses: Json<readonly ReportPause[]>;
  work_type_id: string | null;
  workspace_id: string | null;
  bonus: number | null;
  confirmed: boolean;
  deleted: boolean;
  confirmed_pricing: Json<Record<string, unknown> | null>;
  /** Every event of the log up to this version, in ledger order. */
  event_ids: Json<readonly string[]>;
}

/** One version of a work type (name, codes, price, unit, include in overtime, dimension data). */
export interface ReportWorkTypeVersionsTable extends Versioned {
  work_type_id: string;
  details: Json<Record<string, unknown>>;
  active: boolean;
  event_id: string;
}

/** An approved paid absence, valid while it stays approved. */
export interface ReportAbsenceVersionsTable extends Versioned {
  request_id: string;
  worker_id: string;
  absence_type_id: string | null;
  start_at: Timestamp;
  end_at: Timestamp;
  approved: boolean;
  event_id: string;
}

/** Every version of every rule group's rules; version 1 is the creation (effective_at null: from the start). */
export interface ReportRuleVersionsTable {
  company_id: string;
  kind: string;
  group_id: string;
  version: number;
  position_commit: Int8;
  position_prepare: Int8;
  recorded_at: Timestamp;
  effective_at: NullableTimestamp;
  /** The local date the change names as its start; null: from `effective_at` (its recording) as before. */
  effective_date: ColumnType<string | null, string | null | undefined, string | null>;
  rules: Json<unknown>;
  event_id: string;
}

/** A person joining (group_id) or leaving (null) a group of a kind; the first one reaches back (effective_at null). */
export interface ReportRuleAssignmentsTable {
  company_id: string;
  position_commit: Int8;
  position_prepare: Int8;
  kind: string;
  person_id: string;
  group_id: string | null;
  recorded_at: Timestamp;
  effective_at: NullableTimestamp;
  event_id: string;
}

/**
 * A change of the company's holiday country (national holidays, Sunday and holiday premiums), kept
 * with the position that wrote it: as of a position, the rows up to it are the history as it stood.
 * It applies from the local date of `effective_at` (when it was made) in the company zone: the
 * preference event names no date of its own.
 */
export interface ReportHolidayCountriesTable {
  company_id: string;
  position_commit: Int8;
  position_prepare: Int8;
  recorded_at: Timestamp;
  effective_at: Timestamp;
  country_code: string;
  event_id: string;
}

/** Computed figures of a worker's month under one fingerprint of the facts (see the migration). */
export interface ReportMonthFiguresTable {
  company_id: string;
  worker_id: string;
  month: string;
  fingerprint: string;
  /** Finished, not deleted logs of the month the figures hold. */
  logs: number;
  figures: Json<unknown>;
  /** The month's totals per day and per day's workspace, work type and confirmation: what the report page's month call reads. */
  totals: Json<unknown>;
  /** The report engine version that computed the figures (older ones are pruned). */
  engine_version: string;
  computed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type ReportEntryVersionRow = Selectable<ReportEntryVersionsTable>;
export type ReportWorkTypeVersionRow = Selectable<ReportWorkTypeVersionsTable>;
export type ReportAbsenceVersionRow = Selectable<ReportAbsenceVersionsTable>;
export type ReportRuleVersionRow = Selectable<ReportRuleVersionsTable>;
export type ReportRuleAssignmentRow = Selectable<ReportRuleAssignmentsTable>;
export type ReportHolidayCountryRow = Selectable<ReportHolidayCountriesTable>;

export const reportTables = ["report_entry_versions", "report_work_type_versions", "report_absence_versions", "report_rule_versions", "report_rule_assignments", "report_holiday_countries"] as const;
