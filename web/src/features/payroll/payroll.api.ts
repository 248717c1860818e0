import { queryOptions } from "@tanstack/react-query";
import { apiUrl, authHeaders, HttpError } from "../../lib/http/http-client.ts";
import { readData } from "../settings/kit/organisation-client.ts";
import { PAYROLL_FILE_BLOCKED_HEADER, type PayrollFileFormat } from "@workledger/event-schemas";

/** GET /api/merit-palk/companies/{id}/settings (command-api/src/payroll). */
export interface MeritPalkSettingsDto {
  readonly apply_all_workspace: boolean;
  readonly workspace_ids: readonly string[];
  readonly workspace_id: string | null;
  readonly api_id: string;
  /** Always empty: the API never answers a key, only whether one is saved. */
  readonly api_key: string;
  readonly has_api_key?: boolean;
  readonly workspaces: readonly { readonly division_id: string; readonly api_id: string; readonly api_key: string; readonly has_api_key?: boolean }[];
}

export interface NetvisorSettingsDto {
  readonly customer_id: string;
  /** Always empty in answers: an empty key on save keeps the saved one. */
  readonly customer_key: string;
  readonly has_customer_key?: boolean;
  readonly organisation_id: string;
  readonly language: "FI" | "EN" | "SV";
}

export interface PayrollExportDto {
  readonly export_id: string;
  readonly target: "netvisor" | "merit-palk";
  readonly period_start: string;
  readonly period_end: string;
  readonly position: string;
  readonly rule_versions: Readonly<Record<string, number>>;
  readonly worker_ids: readonly string[];
  readonly payload_hash: string;
  readonly correction_of: string | null;
  readonly source_event_ids: readonly string[];
  readonly responses: readonly { readonly worker_id: string; readonly status: string; readonly messages: readonly string[]; readonly approved_dates: readonly string[] }[];
  readonly recorded_by: string;
  readonly recorded_at: string;
}

export const payrollKeys = {
  all: (companyId: string) => ["payroll", companyId] as const,
  merit: (companyId: string) => ["payroll", companyId, "merit-palk"] as const,
  netvisor: (companyId: string) => ["payroll", companyId, "netvisor"] as const,
  exports: (companyId: string) => ["payroll", companyId, "exports"] as const,
  payCodes: (companyId: string, target: "netvisor" | "merit-palk") => ["payroll", companyId, target, "pay-codes"] as const,
};

/** The other paid components' codes (event-schemas `payComponentCodeFields`, in the API's snake case); null: not sent. */
export const payComponentCodeKeys = ["bonus", "daily_allowance", "compensation", "sunday_premium", "holiday_premium", "night_premium"] as const;
export type PayComponentCodeKey = (typeof payComponentCodeKeys)[number];

/** GET /api/{netvisor|merit-palk}/companies/{id}/pay-codes: overtime tier, paid-absence and component codes. */
export interface PayCodesDto extends Partial<Readonly<Record<PayComponentCodeKey, string | null>>> {
  readonly overtime: readonly { readonly period: "daily" | "weekly" | "monthly"; readonly tier: number; readonly code: string }[];
  readonly absences: readonly { readonly absence_type_id: string; readonly code: string }[];
}

/** A save carries every code (a save replaces the whole set): the component codes kept, empty ones left out. */
export const payCodesBody = (saved: PayCodesDto, change: Partial<PayCodesDto>): PayCodesDto => {
  const next = { ...saved, ...change };
  const components = Object.fromEntries(payComponentCodeKeys.flatMap((key) => (next[key] === undefined || next[key] === null || next[key].trim() === "" ? [] : [[key, next[key].trim()]])));
  return { overtime: next.overtime, absences: next.absences, ...components };
};

export const payCodesQueryOptions = (companyId: string, target: "netvisor" | "merit-palk") =>
  queryOptions({ queryKey: payrollKeys.payCodes(companyId, target), queryFn: () => readData<PayCodesDto>(`${target}/companies/${companyId}/pay-codes`), enabled: companyId !== "" });

export const meritPalkSettingsQueryOptions = (companyId: string, enabled: boolean) =>
  queryOptions({ queryKey: payrollKeys.merit(companyId), queryFn: () => readData<MeritPalkSettingsDto | null>(`merit-palk/companies/${companyId}/settings`), enabled: enabled && companyId !== "" });

export const netvisorSettingsQueryOptions = (companyId: string, enabled: boolean) =>
  queryOptions({ queryKey: payrollKeys.netvisor(companyId), queryFn: () => readData<NetvisorSettingsDto | null>(`netvisor/companies/${companyId}/settings`), enabled: enabled && companyId !== "" });

export const payrollExportsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: payrollKeys.exports(companyId), queryFn: () => readData<PayrollExportDto[]>(`payroll/companies/${companyId}/exports`), enabled: companyId !== "" });

/** GET /api/payroll/companies/{id}/export-workers: a worker as read for export (spec section 3). */
export interface ExportWorkerDto {
  readonly id: string;
  readonly name: string;
  readonly visma: { readonly id: string | null };
  readonly id_code: string | null;
  readonly work_group: { readonly hasUnConfirmed: boolean; readonly group_by_date: readonly { readonly date: string; readonly items: readonly { readonly id: string; readonly start: string; readonly end: string | null; readonly work_duration: number; readonly confirmed: boolean }[] }[] };
}

export const exportWorkersQueryOptions = (companyId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ["payroll", companyId, "export-workers", from, to] as const,
    queryFn: () => readData<ExportWorkerDto[]>(`payroll/companies/${companyId}/export-workers`, { from, to }),
    enabled: companyId !== "" && from !== "" && to !== "" && from <= to,
  });

/** GET /api/payroll/companies/{id}/export-jobs/{job}: a job's progress and its answers per worker. */
export interface ExportJobDto {
  readonly job_id: string;
  readonly target: "netvisor" | "merit-palk";
  readonly status: "requested" | "running" | "finished" | "failed" | "cancelled";
  readonly export_id: string | null;
  /** The export this run corrects (it sent only the change; nothing when nothing changed). */
  readonly correction_of: string | null;
  readonly total: number;
  readonly done: number;
  readonly blocked: readonly { readonly worker_id: string; readonly reason: "missing-identifier" | "unconfirmed-work" }[];
  readonly error: string | null;
  readonly workers: readonly { readonly worker_id: string; readonly sent: number; readonly failed: number; readonly messages: readonly string[]; readonly approved_dates: readonly string[] }[];
}

export const exportJobEnded = (job: ExportJobDto | undefined): boolean => job?.status === "finished" || job?.status === "failed" || job?.status === "cancelled";

/** Polled every second until the job has ended (the integrations worker runs it on the server). */
export const exportJobQueryOptions = (companyId: string, jobId: string) =>
  queryOptions({
    queryKey: ["payroll", companyId, "export-jobs", jobId] as const,
    queryFn: () => readData<ExportJobDto>(`payroll/companies/${companyId}/export-jobs/${jobId}`),
    enabled: companyId !== "" && jobId !== "",
    refetchInterval: (query) => (exportJobEnded(query.state.data) ? false : 1000),
  });

/** The payroll file formats the page downloads and a 409's body (GET /api/payroll/companies/{id}/files): the shared contract. */
export type { PayrollFileFormat, PayrollFileRefusal } from "@workledger/event-schemas";

/**
 * Fetches a payroll file of the period (no connector needed): the same pay lines and reconciliation
 * as an export. Throws HttpError with the answer's body (a 409 names every disagreement).
 */
export const fetchPayrollFile = async (companyId: string, format: PayrollFileFormat, from: string, to: string): Promise<{ blob: Blob; fileName: string; blocked: number }> => {
  const response = await fetch(apiUrl(`payroll/companies/${companyId}/files`, { format, from, to }), { headers: authHeaders(), credentials: "include" });
  if (!response.ok) throw new HttpError(response.status, await response.json().catch(() => ({})));
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `payroll-${from}-${to}.${format === "paxml" ? "xml" : "csv"}`;
  return { blob: await response.blob(), fileName, blocked: Number(response.headers.get(PAYROLL_FILE_BLOCKED_HEADER) ?? "0") };
};
