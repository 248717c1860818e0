import type { ColumnType, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A pay period rule of a company, from its effective date (local, 'yyyy-MM-dd') until the next one's. */
export interface PayPeriodRulesTable {
  company_id: string;
  effective_from: string;
  kind: string;
  start_day: number;
  close_after_days: number;
  changed_by: string;
  changed_at: Timestamp;
}

/** A pay period a manager closed for workers (every earlier one with it). */
export interface PayPeriodClosesTable {
  company_id: string;
  start_date: string;
  end_date: string;
  closed_by: string;
  closed_at: Timestamp;
}

/** A dated time zone change: person_id '' is the company's; a null zone follows the company again. */
export interface TimeZoneChangesTable {
  company_id: string;
  person_id: string;
  effective_from: string;
  time_zone: string | null;
  changed_by: string;
  changed_at: Timestamp;
}

export type PayPeriodRuleRow = Selectable<PayPeriodRulesTable>;
export type PayPeriodCloseRow = Selectable<PayPeriodClosesTable>;
export type TimeZoneChangeRow = Selectable<TimeZoneChangesTable>;
