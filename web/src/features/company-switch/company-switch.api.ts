import { queryOptions } from "@tanstack/react-query";
import { http } from "../../lib/http/http-client.ts";
import type { SwitchCompany } from "./company-switch-rules.ts";

/** GET /api/users/companies: the companies the user may switch to (an admin: every company). */
export const switchableCompaniesQueryOptions = (userId: string | number) =>
  queryOptions({
    queryKey: ["users", String(userId), "companies"] as const,
    queryFn: async ({ signal }) => (await http.get<{ data: SwitchCompany[] }>("users/companies", { signal, globalErrorHandling: false })).data,
    staleTime: 60_000,
  });

/** POST /api/users/{id}/company/update {company_id} (0: the admin persona); answers the current user. */
export const updateCompany = (userId: string | number, companyId: string | number) =>
  http.post<{ persona?: { current?: string } }>(`users/${userId}/company/update`, { company_id: companyId }, { globalErrorHandling: false });
