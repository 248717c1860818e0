import { queryOptions } from "@tanstack/react-query";
import { readData } from "../settings/kit/organisation-client.ts";

/** A division as GET /api/companies/{id}/divisions answers it (spec: only active non-zero ones listed). */
export interface Division extends Record<string, unknown> {
  readonly id: string;
  readonly name: string;
  readonly active: number;
  readonly location: { readonly lat: number; readonly lng: number };
  readonly radius_meters: number;
  readonly default_work_type_id: string | null;
  readonly person_ids: readonly string[];
  readonly created_at: string;
  readonly updated_at: string;
}

/** One line of a workspace's history: its own events, newest first. */
export interface HistoryLine {
  readonly id: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly actor_id: string;
  readonly occurred_at: string;
}

export const workspaceKeys = {
  all: (companyId: string) => ["workspaces", companyId] as const,
  list: (companyId: string) => [...workspaceKeys.all(companyId), "list"] as const,
  history: (companyId: string, id: string) => [...workspaceKeys.all(companyId), "history", id] as const,
};

export const workspacesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: workspaceKeys.list(companyId),
    queryFn: () => readData<Division[]>(`companies/${companyId}/divisions`, { is_notDeleted: "true" }),
    enabled: companyId !== "",
  });

export const workspaceHistoryQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: workspaceKeys.history(companyId, id),
    queryFn: () => readData<HistoryLine[]>(`companies/${companyId}/divisions/${id}/history`),
    enabled: companyId !== "" && id !== "",
  });
