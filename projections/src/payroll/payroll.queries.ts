import type { Kysely } from "kysely";
import type { Database } from "../database.ts";

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

const parsed = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

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
