import { queryOptions } from "@tanstack/react-query";
import { companyFlagKeys, type CompanyFlag } from "@workledger/event-schemas/identity/permission-keys.ts";
import type { AdminMailCapResponse } from "@workledger/event-schemas";
import { http } from "../../lib/http/http-client.ts";

/** The nine company feature flags (spec section 1), in the form's order: the contract's list. */
export const clientFlagKeys = companyFlagKeys;
export type ClientFlag = CompanyFlag;

/** A client as GET /api/admin/companies(/{id}) answers it. */
export interface Client extends Record<string, unknown> {
  readonly id: string;
  readonly name: string;
  readonly logo: string | null;
  readonly main_user_id: string | null;
  readonly tax_number: string | null;
  readonly address: string | null;
  readonly telephone_number: string | null;
  readonly activity: string | null;
  readonly disabled: boolean;
  readonly registration_completed: boolean;
  readonly subscription: { readonly trial_ends_at: string | null; readonly is_trial_over: boolean; readonly is_login_disabled: boolean };
  readonly account?: Record<string, unknown>;
}

export const clientKeys = { all: ["admin", "companies"] as const, one: (id: string) => ["admin", "companies", id] as const };

export const clientsQueryOptions = () =>
  queryOptions({ queryKey: clientKeys.all, queryFn: async ({ signal }) => (await http.get<{ data: Client[] }>("admin/companies", { signal })).data });

export const clientMailCapKey = (id: string) => [...clientKeys.one(id), "mail-cap"] as const;

/** A client's invitation and activation mails of the last day against its daily cap. */
export const clientMailCapQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientMailCapKey(id),
    queryFn: async ({ signal }) => (await http.get<{ data: AdminMailCapResponse }>(`admin/companies/${id}/mail-cap`, { signal })).data,
  });
