import type { Kysely } from "kysely";
import type { PayrollPayCodes } from "@workledger/event-schemas";
import type { Database } from "../database.ts";
import type { PayrollSentLine } from "@workledger/event-schemas";

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

/** The company's pay codes for a target (overtime tiers, paid-absence types, the other paid components); empty lists when never saved. */
export const findPayrollPayCodes = async (
  db: Kysely<Database>,
  companyId: string,
  target: "netvisor" | "merit-palk",
): Promise<PayrollPayCodes> => {
  const row = await db.selectFrom("payroll_settings").select("settings").where("company_id", "=", companyId).where("integration", "=", `${target}-pay-codes`).executeTakeFirst();
  if (row === undefined) return { target, overtime: [], absences: [] };
  return (typeof row.settings === "string" ? JSON.parse(row.settings) : row.settings) as PayrollPayCodes;
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

/** One work log of a worker's date in the export's worker list. */
export interface PayrollExportWorkItem {
  readonly workId: string;
  readonly startAt: string;
  readonly endAt: string | null;
  readonly workedSeconds: number;
  readonly confirmed: boolean;
}

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
  /** The work logs of each date (spec 3: group_by_date entries of date and items), by start. */
  readonly items: Readonly<Record<string, readonly PayrollExportWorkItem[]>>;
  /** The person's general workspaces, for the caller's scope check. */
  readonly generalWorkspaceIds: string[];
}

/** Everyone with live work logs in [from, to] (local dates), with their payroll identifiers; ordered by name. */
export const payrollExportWorkers = async (db: Kysely<Database>, companyId: string, from: string, to: string): Promise<PayrollExportWorkerRow[]> => {
  const logs = await db
    .selectFrom("timesheet_logs")
    .select(["worker_id", "work_id", "date", "start_at", "end_at", "worked_seconds", "confirmed"])
    .where("company_id", "=", companyId)
    .where("deleted", "=", false)
    .where("date", ">=", from)
    .where("date", "<=", to)
    .orderBy("start_at")
    .orderBy("work_id")
    .execute();
  const byWorker = new Map<string, { dates: Set<string>; unconfirmed: boolean; items: Record<string, PayrollExportWorkItem[]> }>();
  for (const log of logs) {
    const entry = byWorker.get(log.worker_id) ?? { dates: new Set<string>(), unconfirmed: false, items: {} };
    entry.dates.add(log.date);
    entry.unconfirmed ||= !log.confirmed;
    const item = { workId: log.work_id, startAt: new Date(log.start_at).toISOString(), endAt: log.end_at === null ? null : new Date(log.end_at).toISOString(), workedSeconds: log.worked_seconds, confirmed: log.confirmed };
    (entry.items[log.date] ??= []).push(item);
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
        items: work.items,
        generalWorkspaceIds: rights.general_rights_workspace_ids ?? [],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en") || (a.id < b.id ? -1 : 1));
};

/** One worker's answers in a job: delivered requests, refusals and dates the payroll side had approved. */
export interface PayrollExportJobWorkerView {
  readonly workerId: string;
  readonly sent: number;
  readonly failed: number;
  readonly messages: string[];
  readonly approvedDates: string[];
}

export interface PayrollExportJobView {
  readonly jobId: string;
  readonly target: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly workerIds: string[];
  readonly status: "requested" | "running" | "finished" | "failed" | "cancelled";
  readonly exportId: string | null;
  readonly position: string | null;
  readonly total: number;
  readonly done: number;
  readonly blocked: { workerId: string; reason: string }[];
  readonly error: string | null;
  readonly requestedBy: string;
  readonly requestedAt: string;
  readonly endedAt: string | null;
  /** The export this job's run corrects: it then sent only the change (nothing at all when nothing changed). */
  readonly correctionOf: string | null;
  readonly workers: PayrollExportJobWorkerView[];
}

/** A job's progress and its answers per worker (what the export screen polls); null when unknown to the company. */
export const findPayrollExportJob = async (db: Kysely<Database>, companyId: string, jobId: string): Promise<PayrollExportJobView | null> => {
  const row = await db.selectFrom("payroll_export_jobs").selectAll().where("company_id", "=", companyId).where("job_id", "=", jobId).executeTakeFirst();
  if (row === undefined) return null;
  const outcomes = await db
    .selectFrom("payroll_export_job_outcomes")
    .select(["worker_id", "date", "status", "message"])
    .where("company_id", "=", companyId)
    .where("job_id", "=", jobId)
    .orderBy("worker_id")
    .orderBy("request_key")
    .execute();
  const byWorker = new Map<string, { sent: number; failed: number; messages: Set<string>; approvedDates: string[] }>();
  for (const o of outcomes) {
    const entry = byWorker.get(o.worker_id) ?? { sent: 0, failed: 0, messages: new Set<string>(), approvedDates: [] };
    if (o.status === "sent" || o.status === "already-received") entry.sent += 1;
    else entry.failed += 1;
    if (o.status === "failed" && o.message !== null) entry.messages.add(o.message);
    if (o.status === "already-approved" && o.date !== null) entry.approvedDates.push(o.date);
    byWorker.set(o.worker_id, entry);
  }
  return {
    jobId: row.job_id,
    target: row.target,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    workerIds: parsed(row.worker_ids),
    status: row.status as PayrollExportJobView["status"],
    exportId: row.export_id,
    position: row.position,
    total: row.total,
    done: row.done,
    blocked: parsed(row.blocked),
    error: row.error,
    requestedBy: row.requested_by,
    requestedAt: new Date(row.requested_at).toISOString(),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at).toISOString(),
    correctionOf: row.correction_of,
    workers: [...byWorker.entries()].map(([workerId, e]) => ({ workerId, sent: e.sent, failed: e.failed, messages: [...e.messages], approvedDates: e.approvedDates.sort() })),
  };
};

/** Jobs not yet ended, across companies, oldest first: what an exporter resumes when it starts. */
export const unfinishedPayrollExportJobs = async (db: Kysely<Database>, limit = 100): Promise<{ companyId: string; jobId: string }[]> => {
  const rows = await db
    .selectFrom("payroll_export_jobs")
    .select(["company_id", "job_id"])
    .where("status", "in", ["requested", "running"])
    .orderBy("requested_at")
    .limit(Math.min(Math.max(limit, 1), 1000))
    .execute();
  return rows.map((r) => ({ companyId: r.company_id, jobId: r.job_id }));
};

/**
 * What a target already holds of a period for some workers: every line delivered by earlier runs
 * (a correction's lines are its change, so they add up), dated lines within the period and period
 * lines inside it, without the rows of `exceptJob` (a resumed run re-plans against what came
 * before it). `lastExportId` is the newest of those runs: the export a correction corrects.
 */
export const payrollSentLines = async (
  db: Kysely<Database>,
  companyId: string,
  query: { readonly target: string; readonly from: string; readonly to: string; readonly workerIds: readonly string[]; readonly exceptJob?: string },
): Promise<{ lines: PayrollSentLine[]; lastExportId: string | null }> => {
  if (query.workerIds.length === 0) return { lines: [], lastExportId: null };
  let select = db
    .selectFrom("payroll_sent_lines")
    .select(["line", "export_id"])
    .where("company_id", "=", companyId)
    .where("target", "=", query.target)
    .where("worker_id", "in", [...query.workerIds])
    .where("date_from", ">=", query.from)
    .where("date_to", "<=", query.to);
  if (query.exceptJob !== undefined) select = select.where("job_id", "<>", query.exceptJob);
  const rows = await select.orderBy("recorded_at").orderBy("job_id").orderBy("chunk").orderBy("line_index").execute();
  return { lines: rows.map((r) => parsed<PayrollSentLine>(r.line)), lastExportId: rows.at(-1)?.export_id ?? null };
};
