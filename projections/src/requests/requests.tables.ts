import type { ColumnType, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * One bonus or paid-absence request, keyed by company and request id. Paid absences fill the type
 * and the interval [start_at, end_at); bonuses the work log and the amounts (`bonus`: asked, or
 * approved once decided; `original_bonus`: what the worker asked).
 */
export interface RequestsTable {
  company_id: string;
  request_id: string;
  kind: "bonus" | "paid_absence";
  worker_id: string;
  work_id: string | null;
  status: "pending" | "approved" | "declined";
  absence_type_id: string | null;
  absence_type_name: string | null;
  start_at: Timestamp | null;
  end_at: Timestamp | null;
  bonus: number | null;
  original_bonus: number | null;
  comment: string;
  manager_id: string | null;
  requested_at: Timestamp;
  updated_at: Timestamp;
  decided_by: string | null;
  decided_at: Timestamp | null;
}

export type RequestRow = Selectable<RequestsTable>;
