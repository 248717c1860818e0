import { queryOptions } from "@tanstack/react-query";
import { http } from "../../lib/http/http-client.ts";

/** The nine company feature flags (spec section 1), in the form's order. */
export const clientFlagKeys = [
  "visma_active",
  "merit_palk_active",
  "custom_report_active",
  "boxes_active",
  "inner_range_active",
  "geofence_active",
  "schedule_active",
  "shift_manager_active",
  "production_bonus_active",
] as const;
export type ClientFlag = (typeof clientFlagKeys)[number];

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

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.one(id), queryFn: async ({ signal }) => (await http.get<{ data: Client }>(`admin/companies/${id}`, { signal })).data, enabled: id !== "" });
