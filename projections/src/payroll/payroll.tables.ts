import type { ColumnType, Selectable } from "kysely";
import type { PayrollSentLine } from "@workledger/event-schemas";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** The platform's partner credentials per integration (Netvisor), set by admins. */
export interface PayrollPartnerSettingsTable {
  integration: string;
  url: string;
  partner_id: string;
  partner_key: string;
  changed_by: string;
  changed_at: Timestamp;
}

/** A company's settings per integration ("netvisor", "merit-palk"), as the last event carried them. */
export interface PayrollSettingsTable {
  company_id: string;
  integration: string;
  settings: Json<Record<string, unknown>>;
  changed_by: string;
  changed_at: Timestamp;
}

/** One recorded export run per company and export id: its provenance and per-worker answers. */
export interface PayrollExportsTable {
  company_id: string;
  export_id: string;
  target: string;
  period_start: string;
  period_end: string;
  position: string;
  rule_versions: Json<Record<string, number>>;
  worker_ids: Json<string[]>;
  payload_hash: string;
  correction_of: string | null;
  source_event_ids: Json<string[]>;
  responses: Json<{ workerId: string; status: string; messages: string[]; approvedDates: string[] }[]>;
  recorded_by: string;
  recorded_at: Timestamp;
}

export type PayrollExportRow = Selectable<PayrollExportsTable>;

/** One export job per company and job id: what was asked, how far the exporter got, who was blocked. */
export interface PayrollExportJobsTable {
  company_id: string;
  job_id: string;
  target: string;
  period_start: string;
  period_end: string;
  worker_ids: Json<string[]>;
  /** requested | running | finished | failed */
  status: string;
  export_id: string | null;
  position: string | null;
  total: ColumnType<number, number | undefined, number>;
  done: ColumnType<number, number | undefined, number>;
  blocked: Json<{ workerId: string; reason: string }[]>;
  error: string | null;
  requested_by: string;
  requested_at: Timestamp;
  ended_at: Timestamp | null;
  /** The export this job's run corrects (null for a first run, or one recorded before corrections). */
  correction_of: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A pay line a run delivered (a correction's line is the change); `line` is the PayrollSentLine. */
export interface PayrollSentLinesTable {
  company_id: string;
  job_id: string;
  chunk: number;
  line_index: number;
  export_id: string;
  target: string;
  worker_id: string;
  date_from: string;
  date_to: string;
  line: Json<PayrollSentLine>;
  recorded_at: Timestamp;
}

/** Every answer of a job's requests, keyed by the request's stable key. */
export interface PayrollExportJobOutcomesTable {
  company_id: string;
  job_id: string;
  request_key: string;
  worker_id: string;
  date: string | null;
  status: string;
  message: string | null;
}
