import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { PersonResponse, Rights, UnplacedPeopleResponse } from "@workledger/event-schemas";
import { http } from "../../lib/http/http-client.ts";

/** People management calls (command-api identity README, "People"); forms handle their own errors. */
const quiet = { globalErrorHandling: false } as const;
type Answer<T = unknown> = { readonly message?: string; readonly data?: T };

export type StatusFilter = "all" | "active" | "inactive";
export const statusFilters: readonly StatusFilter[] = ["all", "active", "inactive"];
export const isStatusFilter = (v: unknown): v is StatusFilter => typeof v === "string" && (statusFilters as readonly string[]).includes(v);

export interface PermissionCatalogue {
  readonly roles: readonly { readonly id: number; readonly name: string }[];
  readonly assignable_role_ids: readonly number[];
  readonly permissions: { readonly manager: readonly string[]; readonly worker: readonly string[]; readonly admin: readonly string[] };
  readonly children: Readonly<Record<string, string>>;
}

export interface Workspace {
  readonly id: string;
  readonly name: string;
}

export const peopleKeys = {
  all: (companyId: string) => ["people", companyId] as const,
  list: (companyId: string, q: PeopleListQuery) => [...peopleKeys.all(companyId), "list", q] as const,
  person: (companyId: string, userId: string) => [...peopleKeys.all(companyId), "person", userId] as const,
  rights: (companyId: string, userId: string) => [...peopleKeys.all(companyId), "person", userId, "rights"] as const,
  catalogue: () => ["roles", "permissions"] as const,
  workspaces: (companyId: string) => ["divisions", companyId, "not-deleted"] as const,
  unplaced: (companyId: string) => [...peopleKeys.all(companyId), "unplaced"] as const,
};

/** People in no workspace, for the main user to place (GET companies/{id}/workers/unplaced). */
export const unplacedPeopleQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: peopleKeys.unplaced(companyId),
    queryFn: ({ signal }) => http.get<UnplacedPeopleResponse>(`companies/${companyId}/workers/unplaced`, { signal, ...quiet }),
  });

/** The columns the API sorts people by (GET companies/{id}/workers?sort=&direction=). */
export type PeopleSortColumn = "name" | "email" | "label" | "status";
const sortColumns: readonly string[] = ["name", "email", "label", "status"];
export const isPeopleSortColumn = (v: unknown): v is PeopleSortColumn => typeof v === "string" && sortColumns.includes(v);

/** One page of the list as the API pages it: status, search, page (from 1), per_page 10/50/100/250, sort. */
export interface PeopleListQuery {
  readonly status: StatusFilter;
  readonly search: string;
  readonly page: number;
  readonly perPage: number;
  readonly sort: { readonly column: PeopleSortColumn; readonly direction: "asc" | "desc" } | null;
}

export const peopleListQueryOptions = (companyId: string, q: PeopleListQuery) =>
  queryOptions({
    queryKey: peopleKeys.list(companyId, q),
    queryFn: async ({ signal }) =>
      http.get<{ data: PersonResponse[]; meta: { total: number } }>(`companies/${companyId}/workers`, {
        signal,
        query: {
          status: q.status,
          search: q.search.trim() === "" ? undefined : q.search.trim(),
          page: q.page,
          per_page: q.perPage,
          sort: q.sort?.column,
          direction: q.sort?.direction,
        },
      }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const personQueryOptions = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: peopleKeys.person(companyId, userId),
    queryFn: async ({ signal }) => {
      const body = await http.get<PersonResponse | { data: PersonResponse }>(`companies/${companyId}/users/${userId}`, { signal });
      return "data" in body ? body.data : body;
    },
  });

export const rightsQueryOptions = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: peopleKeys.rights(companyId, userId),
    queryFn: async ({ signal }) => (await http.get<{ data: Rights }>(`companies/${companyId}/users/${userId}/rights`, { signal })).data,
  });

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: peopleKeys.catalogue(),
    queryFn: async ({ signal }) => (await http.get<{ data: PermissionCatalogue }>("roles/permissions", { signal })).data,
    staleTime: Infinity,
  });

/** GET /api/companies/{id}/divisions?is_notDeleted=true; failures are swallowed (clarification 18). */
export const workspacesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: peopleKeys.workspaces(companyId),
    queryFn: async ({ signal }): Promise<Workspace[]> => {
      try {
        const body = await http.get<unknown>(`companies/${companyId}/divisions`, { signal, query: { is_notDeleted: true }, globalErrorHandling: false });
        const rows = Array.isArray(body) ? body : Array.isArray((body as { data?: unknown })?.data) ? (body as { data: unknown[] }).data : [];
        return rows.flatMap((r) => (typeof r === "object" && r !== null && "id" in r ? [{ id: String((r as { id: unknown }).id), name: String((r as { name?: unknown }).name ?? "") }] : []));
      } catch {
        return [];
      }
    },
  });

export interface InviteForm {
  readonly emails: readonly string[];
  readonly workspace: string;
  readonly language: string;
  /** Only from someone who may manage rights; the API's rights schema checks them. */
  readonly rights?: Rights;
  /** Optional, for one address: the person's names (the set-password page asks them otherwise). */
  readonly first_name?: string;
  readonly last_name?: string;
}

export interface NewPersonForm {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone_numbers?: readonly string[];
  readonly language?: string;
  /** The workspace the person starts in; without it the API places them in the adder's, else the company's first. */
  readonly workspace?: string;
}

const base = (companyId: string) => `companies/${companyId}/users`;

export const peopleApi = {
  invite: (companyId: string, form: InviteForm) =>
    http.post<{ message?: string; invited: { id: string; email: string }[]; conflicting: string[] }>(`${base(companyId)}/invite`, form, quiet),
  add: (companyId: string, form: NewPersonForm) => http.post<Answer<PersonResponse>>(base(companyId), form, quiet),
  update: (companyId: string, userId: string, changes: Record<string, unknown>) => http.put<Answer<PersonResponse>>(`${base(companyId)}/${userId}`, changes, quiet),
  setStatus: (companyId: string, userId: string, action: "activate" | "deactivate" | "activation/resend") => http.post<Answer>(`${base(companyId)}/${userId}/${action}`, {}, quiet),
  bulkStatus: (companyId: string, action: "activate" | "deactivate", userIds: readonly string[]) =>
    http.post<Answer>(`${base(companyId)}/${action}/bulk`, { user_ids: userIds }, quiet),
  /** Drops a pending email change (its link stops working). */
  cancelEmailChange: (companyId: string, userId: string) => http.post<Answer<PersonResponse>>(`${base(companyId)}/${userId}/email/cancel`, {}, quiet),
  saveRights: (companyId: string, userId: string, rights: Rights) => http.put<Answer<Rights>>(`${base(companyId)}/${userId}/rights`, rights, quiet),
  uploadPhoto: (companyId: string, userId: string, jpeg: Blob, filename: string) => {
    const body = new FormData();
    body.set("photo", jpeg, filename);
    return http.post<Answer>(`${base(companyId)}/${userId}/photo`, body, quiet);
  },
};
