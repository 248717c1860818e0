import type { Kysely } from "kysely";
import type { Database } from "../database.ts";

const parsed = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

export interface NetvisorPartnerView {
  readonly url: string;
  readonly partnerId: string;
  readonly partnerKey: string;
}

export const findNetvisorPartnerSettings = async (db: Kysely<Database>): Promise<NetvisorPartnerView | null> => {
  const row = await db.selectFrom("payroll_partner_settings").selectAll().where("integration", "=", "netvisor").executeTakeFirst();
  return row === undefined ? null : { url: row.url, partnerId: row.partner_id, partnerKey: row.partner_key };
};

/** A company's settings for one integration, as last saved; null when never saved. */
export const findPayrollSettings = async (db: Kysely<Database>, companyId: string, integration: "netvisor" | "merit-palk"): Promise<Record<string, unknown> | null> => {
  const row = await db.selectFrom("payroll_settings").select("settings").where("company_id", "=", companyId).where("integration", "=", integration).executeTakeFirst();
  if (row === undefined) return null;
  return typeof row.settings === "string" ? (JSON.parse(row.settings) as Record<string, unknown>) : row.settings;
};

export interface PayrollExportView {
  readonly exportId: string;
  readonly target: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly position: string;
  readonly ruleVersions: Record<string, number>;
  readonly workerIds: string[];
  readonly payloadHash: string;
  readonly correctionOf: string | null;
  readonly sourceEventIds: string[];
  readonly responses: { workerId: string; status: string; messages: string[]; approvedDates: string[] }[];
  readonly recordedBy: string;
  readonly recordedAt: string;
}


/** A company's export history, newest first; at most `limit` (bounded to 200) runs. */
export const listPayrollExports = async (db: Kysely<Database>, companyId: string, options: { target?: string; limit?: number } = {}): Promise<PayrollExportView[]> => {
  let query = db.selectFrom("payroll_exports").selectAll().where("company_id", "=", companyId);
  if (options.target !== undefined) query = query.where("target", "=", options.target);
  const rows = await query.orderBy("recorded_at", "desc").orderBy("export_id").limit(Math.min(Math.max(options.limit ?? 50, 1), 200)).execute();
  return rows.map((row) => ({
    exportId: row.export_id,
    target: row.target,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    position: row.position,
    ruleVersions: parsed(row.rule_versions),
    workerIds: parsed(row.worker_ids),
    payloadHash: row.payload_hash,
    correctionOf: row.correction_of,
    sourceEventIds: parsed(row.source_event_ids),
    responses: parsed(row.responses),
    recordedBy: row.recorded_by,
    recordedAt: new Date(row.recorded_at).toISOString(),
  }));
};

/** A worker as read for export (spec section 3): identifiers, unconfirmed work and dates with work in the period. */
export interface PayrollExportWorkerRow {
  readonly id: string;
  readonly name: string;
  /** Netvisor employee number (the worker's `visma.id`). */
  readonly vismaId: string | null;
  /** Merit Palk contract code, else the person's ID code. */
  readonly idCode: string | null;
  readonly hasUnconfirmed: boolean;
  readonly dates: string[];
  /** The person's general workspaces, for the caller's scope check. */
  readonly generalWorkspaceIds: string[];
}

/** Everyone with live work logs in [from, to] (local dates), with their payroll identifiers; ordered by name. */
export const payrollExportWorkers = async (db: Kysely<Database>, companyId: string, from: string, to: string): Promise<PayrollExportWorkerRow[]> => {
  const logs = await db
    .selectFrom("timesheet_logs")
    .select(["worker_id", "date", "confirmed"])
    .where("company_id", "=", companyId)
    .where("deleted", "=", false)
    .where("date", ">=", from)
    .where("date", "<=", to)
    .execute();
  const byWorker = new Map<string, { dates: Set<string>; unconfirmed: boolean }>();
  for (const log of logs) {
    const entry = byWorker.get(log.worker_id) ?? { dates: new Set<string>(), unconfirmed: false };
    entry.dates.add(log.date);
    entry.unconfirmed ||= !log.confirmed;
    byWorker.set(log.worker_id, entry);
  }
  const ids = [...byWorker.keys()];
  if (ids.length === 0) return [];
  const [people, salaries] = await Promise.all([
    db.selectFrom("directory_users").select(["id", "first_name", "last_name", "profile", "rights"]).where("id", "in", ids).execute(),
    db.selectFrom("salary_settings").select(["user_id", "netvisor_employee_number", "merit_contract_code"]).where("company_id", "=", companyId).where("user_id", "in", ids).execute(),
  ]);
  const salaryOf = new Map(salaries.map((s) => [s.user_id, s]));
  const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
  return people
    .map((person) => {
      const profile = parsed<Record<string, unknown>>(person.profile) ?? {};
      const rights = parsed<{ general_rights_workspace_ids?: string[] }>(person.rights) ?? {};
      const salary = salaryOf.get(person.id);
      const work = byWorker.get(person.id)!;
      return {
        id: person.id,
        name: `${person.first_name} ${person.last_name}`.trim(),
        vismaId: salary?.netvisor_employee_number ?? null,
        idCode: text(salary?.merit_contract_code) ?? text(profile["id_code"]),
        hasUnconfirmed: work.unconfirmed,
        dates: [...work.dates].sort(),
        generalWorkspaceIds: rights.general_rights_workspace_ids ?? [],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en") || (a.id < b.id ? -1 : 1));
};
