import type { ColumnType, Selectable } from "kysely";

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
