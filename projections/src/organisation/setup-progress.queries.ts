import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";

/** How far a company has come through its first setup, read from the read models (nothing is stored for it). */
export interface SetupProgress {
  /** A pay-period rule was chosen (the company's own, not the default). */
  readonly payPeriodChosen: boolean;
  readonly workspaces: number;
  readonly workTypes: number;
  /** People of the company other than `ownerId` (invited ones count while they wait). */
  readonly people: number;
  readonly confirmedLogs: number;
}

export const readSetupProgress = async (db: Kysely<Database>, companyId: string, ownerId: string): Promise<SetupProgress> => {
  const count = sql<number>`count(*)::int`.as("n");
  const [rules, workspaces, workTypes, people, confirmed] = await Promise.all([
    db.selectFrom("pay_period_rules").select(count).where("company_id", "=", companyId).executeTakeFirstOrThrow(),
    db.selectFrom("organisation_workspaces").select(count).where("company_id", "=", companyId).where("active", "!=", 0).executeTakeFirstOrThrow(),
    db.selectFrom("organisation_work_types").select(count).where("company_id", "=", companyId).where("active", "!=", 0).executeTakeFirstOrThrow(),
    db
      .selectFrom("directory_users")
      .select(count)
      .where("company_id", "=", companyId)
      .where("id", "!=", ownerId)
      .where("status", "!=", "deleted")
      .executeTakeFirstOrThrow(),
    // One is enough to tick the step: no need to count them all.
    db
      .selectFrom((q) => q.selectFrom("timesheet_logs").select("company_id").where("company_id", "=", companyId).where("confirmed", "=", true).where("deleted", "=", false).limit(1).as("c"))
      .select(count)
      .executeTakeFirstOrThrow(),
  ]);
  return { payPeriodChosen: rules.n > 0, workspaces: workspaces.n, workTypes: workTypes.n, people: people.n, confirmedLogs: confirmed.n };
};
