import type { Kysely } from "kysely";
import type { Database } from "../database.ts";

export interface SalarySettingsView {
  readonly netvisorEmployeeNumber: string | null;
  readonly meritContractCode: string | null;
  readonly workTypePrices: readonly { readonly workTypeId: string; readonly price: number }[];
  readonly changedBy: string | null;
  readonly changedAt: string | null;
}

/** One person's salary settings in a company; nothing set reads as empty. */
export const findSalarySettings = async (db: Kysely<Database>, companyId: string, userId: string): Promise<SalarySettingsView> => {
  const row = await db.selectFrom("salary_settings").selectAll().where("company_id", "=", companyId).where("user_id", "=", userId).executeTakeFirst();
  const prices = await db
    .selectFrom("salary_work_type_prices")
    .select(["work_type_id", "price"])
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .orderBy("work_type_id")
    .execute();
  return {
    netvisorEmployeeNumber: row?.netvisor_employee_number ?? null,
    meritContractCode: row?.merit_contract_code ?? null,
    workTypePrices: prices.map((p) => ({ workTypeId: p.work_type_id, price: Number(p.price) })),
    changedBy: row?.changed_by ?? null,
    changedAt: row === undefined ? null : new Date(row.changed_at).toISOString(),
  };
};
