import type { ColumnType, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A person's payroll identifiers, keyed by company and person; who changed them last and when. */
export interface SalarySettingsTable {
  company_id: string;
  user_id: string;
  netvisor_employee_number: string | null;
  merit_contract_code: string | null;
  changed_by: string;
  changed_at: Timestamp;
}

/** A person's price for one work type, over the work type's own (numeric(9,2): cents, at most 1,000,000). */
export interface SalaryWorkTypePricesTable {
  company_id: string;
  user_id: string;
  work_type_id: string;
  /** numeric comes back from PostgreSQL as a string; the queries read it as a number. */
  price: ColumnType<string, number | string, number | string>;
}

export type SalarySettingsRow = Selectable<SalarySettingsTable>;
export type SalaryWorkTypePriceRow = Selectable<SalaryWorkTypePricesTable>;
