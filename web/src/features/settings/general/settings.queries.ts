import { queryOptions } from "@tanstack/react-query";
import { readAnswer, readData } from "../kit/organisation-client.ts";
import type { MyPreferencesAnswer } from "./preference-sections.ts";
import type { PreferencesData } from "./preferences-form.ts";

export interface CompanySettings {
  readonly auto_end_workday: boolean;
  readonly show_time_decimal: boolean;
  readonly apply_all_workspace: boolean;
  readonly auto_add_pause_time: boolean;
}

export interface Holiday {
  readonly date: string;
  readonly name: string;
}

export const settingsKeys = {
  company: (companyId: string) => ["company-settings", companyId] as const,
  preferences: (companyId: string, scope: "company" | "me") => ["preferences", companyId, scope] as const,
  mine: (companyId: string) => ["preferences", companyId, "me", "chosen"] as const,
  holidays: (code: string, year: number) => ["holidays", code, year] as const,
};

/** GET /api/companies/{id}/settings. */
export const companySettingsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: settingsKeys.company(companyId), queryFn: () => readData<CompanySettings>(`companies/${companyId}/settings`), enabled: companyId !== "" });

/** The company's defaults, or what applies to me (defaults < company < own). */
export const preferencesQueryOptions = (companyId: string, scope: "company" | "me") =>
  queryOptions({
    queryKey: settingsKeys.preferences(companyId, scope),
    queryFn: () => readData<PreferencesData>(`companies/${companyId}/preferences${scope === "me" ? "/me" : ""}`),
    enabled: companyId !== "",
  });

export const holidaysQueryOptions = (code: string, year: number) =>
  queryOptions({
    queryKey: settingsKeys.holidays(code, year),
    queryFn: () => readData<Holiday[]>(`holidays/${code}`, { year: String(year) }),
    enabled: /^[A-Z]{2}$/.test(code),
    staleTime: Infinity,
    retry: false,
  });

/** What applies to me and what I chose myself (GET companies/{id}/preferences/me). */
export const myPreferencesQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: settingsKeys.mine(companyId), queryFn: () => readAnswer<MyPreferencesAnswer>(`companies/${companyId}/preferences/me`), enabled: companyId !== "" });
