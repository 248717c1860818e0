import { queryOptions } from "@tanstack/react-query";
import { apiUrl, authHeaders, http, HttpError } from "../../lib/http/http-client.ts";
import type { ReportFilters } from "./report-filters.ts";

/** Totals as the reports API answers them (command-api/src/reports/README.md). */
export interface ReportTotalsDto {
  readonly worked_seconds: number;
  readonly regular_seconds: number;
  readonly overtime_seconds: number;
  readonly weighted_overtime_seconds: number;
  readonly absence_seconds: number;
  readonly daily_allowance_cents: number;
  readonly bonus: number;
  readonly unconfirmed: number;
}

export interface ReportDayDto {
  readonly date: string;
  readonly worked_seconds: number;
  readonly regular_seconds: number;
  readonly overtime_seconds: number;
  readonly absence_seconds: number;
  readonly overtime: readonly { readonly period: string; readonly multiplier: number; readonly seconds: number; readonly rule: string }[];
  readonly daily_allowance: { readonly name: string; readonly amount_cents: number } | null;
  readonly unconfirmed: number;
}

export interface ReportWorkerDto {
  readonly worker_id: string;
  readonly name: string;
  readonly totals: ReportTotalsDto;
  readonly weeks: readonly (ReportTotalsDto & { readonly week_start: string })[];
  readonly days: readonly ReportDayDto[];
}

export interface ReportDto {
  readonly position: string;
  readonly as_of: string | null;
  readonly from: string;
  readonly to: string;
  readonly workers: readonly ReportWorkerDto[];
  readonly totals: ReportTotalsDto;
  /** Worked seconds per date over every worker (in the summary, which has no days per worker). */
  readonly day_totals: readonly { readonly date: string; readonly worked_seconds: number }[];
}

export type ExportFormat = "csv" | "xlsx" | "pdf";

/** The query string of a report or an export: the filters, and the moment asked for. */
export const reportSearch = (filters: ReportFilters, asOf: string | null, extra: Readonly<Record<string, string>> = {}): string => {
  const params = new URLSearchParams({ from: filters.from, to: filters.to, confirmation: filters.confirmation });
  for (const id of filters.workerIds) params.append("worker_ids", id);
  for (const id of filters.workspaceIds) params.append("workspace_ids", id);
  for (const id of filters.workTypeIds) params.append("work_type_ids", id);
  if (asOf !== null) params.set("as_of", asOf);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
};

export const reportKeys = {
  all: (companyId: string) => ["reports", companyId] as const,
  report: (companyId: string, search: string) => [...reportKeys.all(companyId), search] as const,
};

/** The month call: totals per worker and the grand totals (detail=summary), without rows or days. */
export const reportQueryOptions = (companyId: string, filters: ReportFilters, asOf: string | null) => {
  const search = reportSearch(filters, asOf, { detail: "summary" });
  return queryOptions({
    queryKey: reportKeys.report(companyId, search),
    queryFn: async () => (await http.get<{ data: ReportDto }>(`companies/${companyId}/reports?${search}`)).data,
    enabled: companyId !== "",
  });
};

/** One worker's detail (days and rows), asked when the worker is opened. */
export const workerReportQueryOptions = (companyId: string, filters: ReportFilters, asOf: string | null, workerId: string | null) => {
  const search = reportSearch({ ...filters, workerIds: workerId === null ? [] : [workerId] }, asOf);
  return queryOptions({
    queryKey: reportKeys.report(companyId, search),
    queryFn: async () => (await http.get<{ data: ReportDto }>(`companies/${companyId}/reports?${search}`)).data,
    enabled: companyId !== "" && workerId !== null,
  });
};

/** Fetches an export with the bearer token; the caller saves or shows the blob. An aborted signal cancels it. */
export const fetchExport = async (companyId: string, search: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> => {
  const response = await fetch(apiUrl(`companies/${companyId}/reports/export?${search}`), { headers: authHeaders(), credentials: "include", ...(signal === undefined ? {} : { signal }) });
  if (!response.ok) throw new HttpError(response.status, await response.json().catch(() => ({})));
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "report";
  return { blob: await response.blob(), fileName };
};

export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
