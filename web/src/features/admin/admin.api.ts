import { queryOptions } from "@tanstack/react-query";
import { apiUrl, authHeaders, http } from "../../lib/http/http-client.ts";

export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** One row of GET /api/admin/audits. */
export interface AuditRow extends Record<string, unknown> {
  readonly position: string;
  readonly event_id: string;
  readonly stream_name: string;
  readonly revision: number;
  readonly type: string;
  readonly what: string;
  readonly company_id: string;
  readonly company_name: string | null;
  readonly actor_id: string;
  readonly actor_name: string | null;
  readonly actor_kind: "user" | "system" | "device" | "connector";
  readonly persona: string;
  readonly source: string;
  readonly person_id: string | null;
  readonly person_name: string | null;
  readonly occurred_at: string;
  readonly recorded_at: string;
  /** The company's zone when the event was recorded: times show in it, UTC on hover. */
  readonly time_zone: string;
  readonly changes: readonly FieldChange[];
}

export interface AuditFilters {
  readonly company_id?: string;
  readonly person_id?: string;
  readonly type?: string;
  readonly stream?: string;
  readonly from?: string;
  readonly to?: string;
}

export interface AuditPage {
  readonly data: readonly AuditRow[];
  readonly next_cursor: string | null;
}

export const auditKeys = {
  all: ["admin", "audits"] as const,
  page: (filters: AuditFilters, cursor: string | null, limit: number, lang: string) => [...auditKeys.all, "page", filters, cursor, limit, lang] as const,
};

const clean = (filters: AuditFilters): Record<string, string> => Object.fromEntries(Object.entries(filters).filter(([, v]) => typeof v === "string" && v !== "")) as Record<string, string>;

export const auditPageQueryOptions = (filters: AuditFilters, cursor: string | null, limit: number, lang: string) =>
  queryOptions({
    queryKey: auditKeys.page(filters, cursor, limit, lang),
    queryFn: ({ signal }) => http.get<AuditPage>("admin/audits", { signal, query: { ...clean(filters), limit, lang, ...(cursor === null ? {} : { cursor }) } }),
  });

export const auditTypesQueryOptions = () =>
  queryOptions({
    queryKey: [...auditKeys.all, "types"] as const,
    queryFn: async ({ signal }) => (await http.get<{ data: { type: string; what: string }[] }>("admin/audits/types", { signal })).data,
    staleTime: 60_000,
  });

export const auditPeopleQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...auditKeys.all, "people", companyId] as const,
    queryFn: async ({ signal }) => (await http.get<{ data: { id: string; name: string }[] }>("admin/audits/people", { signal, query: { company_id: companyId } })).data,
    enabled: companyId !== "",
  });

/** A client company as GET /api/admin/companies answers it. */
export interface AdminCompany extends Record<string, unknown> {
  readonly id: string;
  readonly name: string;
}

export const adminCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "companies"] as const,
    queryFn: async ({ signal }) => (await http.get<{ data: AdminCompany[] }>("admin/companies", { signal })).data,
  });

export interface AsOfLog {
  readonly work_id: string;
  readonly date: string;
  readonly start: string;
  readonly end: string | null;
  readonly pause_seconds: number;
  readonly worked_seconds: number | null;
  readonly comment: string;
  readonly confirmed: boolean;
}

export interface AsOfTimesheet {
  readonly as_of: string | null;
  readonly logs: readonly AsOfLog[];
  readonly total_worked_seconds: number;
  readonly events: number;
}

export const timesheetAsOfQueryOptions = (companyId: string, personId: string, position: string | null) =>
  queryOptions({
    queryKey: [...auditKeys.all, "timesheet", companyId, personId, position] as const,
    queryFn: async ({ signal }) =>
      (await http.get<{ data: AsOfTimesheet }>("admin/audits/timesheet", { signal, query: { company_id: companyId, person_id: personId, ...(position === null ? {} : { position }) } })).data,
  });

export interface ChainBreak {
  readonly stream_name: string;
  readonly revision: string;
  readonly event_id: string | null;
  readonly reason: string;
}

export interface ChainVerification {
  readonly supported: boolean;
  readonly ok: boolean | null;
  readonly events_checked: number;
  readonly streams_checked: number;
  readonly heads_digest?: string | null;
  readonly first_break: ChainBreak | null;
}

export const verifyLedger = async (streamName?: string): Promise<ChainVerification> =>
  (await http.post<{ data: ChainVerification }>("admin/ledger/verify", streamName === undefined ? {} : { stream_name: streamName })).data;

/** Downloads the filtered trail (the export needs the session's headers, so it is fetched, then saved). */
export const downloadAuditExport = async (format: "csv" | "xlsx", filters: AuditFilters, lang: string): Promise<void> => {
  const response = await fetch(apiUrl("admin/audits/export", { ...clean(filters), format, lang }), { headers: authHeaders(), credentials: "same-origin" });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `audit-log.${format}`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
