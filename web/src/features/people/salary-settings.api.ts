import { queryOptions } from "@tanstack/react-query";
import { http } from "../../lib/http/http-client.ts";
import { peopleKeys } from "./people.api.ts";

/** A person's salary settings as GET /api/companies/{id}/users/{userId}/salary-settings answers them. */
export interface SalarySettingsResponse {
  readonly netvisor_employee_number: string | null;
  readonly merit_contract_code: string | null;
  readonly work_type_prices: readonly { readonly work_type_id: string; readonly price: number }[];
  /** The profile's ID code (edited on the Personal tab). */
  readonly id_code: string | null;
}

export type SalarySettingsBody = Omit<SalarySettingsResponse, "id_code">;

const quiet = { globalErrorHandling: false } as const;
const url = (companyId: string, userId: string) => `companies/${companyId}/users/${userId}/salary-settings`;

export const salarySettingsKey = (companyId: string, userId: string) => [...peopleKeys.person(companyId, userId), "salary-settings"] as const;

export const salarySettingsQueryOptions = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: salarySettingsKey(companyId, userId),
    queryFn: async ({ signal }) => (await http.get<{ data: SalarySettingsResponse }>(url(companyId, userId), { signal })).data,
  });

export const saveSalarySettings = (companyId: string, userId: string, body: SalarySettingsBody) => http.put<{ message?: string }>(url(companyId, userId), body, quiet);
