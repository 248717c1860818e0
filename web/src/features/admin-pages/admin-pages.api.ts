import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { http } from "../../lib/http/http-client.ts";

/** The admin lists of GET /api/admin/<page> (command-api/src/admin/admin-pages.routes.ts). */
export type AdminListEndpoint = "logins" | "accounts" | "signup-history" | "register-history" | "warnings";

export interface AdminListParams {
  readonly q: string;
  readonly sort: string;
  readonly order: "asc" | "desc";
  readonly limit: number;
  readonly offset: number;
  /** The page's one filter (outcome, status or kind), empty for all. */
  readonly filter: { readonly name: string; readonly value: string } | null;
  readonly lang: string;
}

export interface AdminListAnswer<T> {
  readonly data: T[];
  readonly total: number;
  readonly total_capped: boolean;
}

export const adminListKeys = { all: ["admin", "lists"] as const, page: (endpoint: AdminListEndpoint, params: AdminListParams) => ["admin", "lists", endpoint, params] as const };

export const adminListSearch = (params: AdminListParams): string => {
  const search = new URLSearchParams({ sort: params.sort, order: params.order, limit: String(params.limit), offset: String(params.offset), lang: params.lang });
  if (params.q.trim() !== "") search.set("q", params.q.trim().slice(0, 100));
  if (params.filter !== null && params.filter.value !== "") search.set(params.filter.name, params.filter.value);
  return search.toString();
};

export const adminListQueryOptions = <T>(endpoint: AdminListEndpoint, params: AdminListParams) =>
  queryOptions({
    queryKey: adminListKeys.page(endpoint, params),
    queryFn: async ({ signal }) => http.get<AdminListAnswer<T>>(`admin/${endpoint}?${adminListSearch(params)}`, { signal }),
    // Paging and typing keep the last page on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

export interface SignInRow extends Record<string, unknown> {
  readonly id: string;
  readonly occurred_at: string;
  readonly outcome: "succeeded" | "failed";
  readonly reason: string | null;
  readonly email: string;
  readonly user_name: string | null;
  readonly company_name: string | null;
  readonly ip: string;
  readonly user_agent: string;
  readonly throttle_tripped: boolean;
  readonly unrecorded_before: number;
}

export interface AccountRow extends Record<string, unknown> {
  readonly user_id: string;
  readonly name: string;
  readonly email: string;
  readonly status: string;
  readonly is_admin: boolean;
  readonly companies: readonly { readonly id: string; readonly name: string | null }[];
  readonly created_at: string;
  readonly last_sign_in_at: string | null;
  readonly last_sign_in_ip: string | null;
  readonly sign_in_count: number;
  readonly failed_sign_in_count: number;
}

export interface SignupRow extends Record<string, unknown> {
  readonly user_id: string;
  readonly name: string;
  readonly email: string;
  readonly company_name: string | null;
  readonly signed_up_at: string;
  readonly email_verified_at: string | null;
  readonly registration_completed_at: string | null;
  readonly first_sign_in_at: string | null;
  readonly lapsed_at: string | null;
  readonly completion: "completed" | "pending" | "lapsed";
}

export interface RegistrationRow extends Record<string, unknown> {
  readonly company_id: string;
  readonly name: string;
  readonly via: string;
  readonly registered_at: string;
  readonly main_user_email: string | null;
  readonly trial_ends_at: string | null;
  readonly completed_at: string | null;
  readonly completed: boolean;
}

export interface WarningRow extends Record<string, unknown> {
  readonly id: string;
  readonly company_name: string | null;
  readonly kind: "trial_ends" | "bill_warning";
  readonly issued_at: string;
  readonly trial_ends_at: string | null;
  readonly closes_on: string | null;
  readonly text: string;
}

/**
 * POST /api/admin/users/{userId}/erase: erases the person for good (admin only). Resolves once the
 * accounts list has applied the erasure, so a refetch shows the placeholder.
 */
export const erasePerson = async (userId: string): Promise<void> => {
  const answer = await http.post<{ position: string }>(`admin/users/${encodeURIComponent(userId)}/erase`);
  await http.get(`admin/accounts?limit=1&waitFor=${encodeURIComponent(answer.position)}`);
};
