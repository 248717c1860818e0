import { queryOptions } from "@tanstack/react-query";
import { readData, sendCommand } from "../settings/kit/organisation-client.ts";

/** GET /api/companies/{id}/pay-calendar (command-api/src/pay-calendar/README.md). */
export interface PayPeriodDto {
  readonly start: string;
  readonly end: string;
  readonly kind: "weekly" | "biweekly" | "semimonthly" | "monthly";
  readonly start_day: number;
  readonly close_after_days: number;
  readonly open_for_workers_until: string;
  readonly closed: boolean;
}

export interface DatedZoneDto {
  readonly effective_from: string;
  readonly time_zone: string | null;
}

export interface PayCalendarDto {
  readonly today: string;
  readonly time_zone: string;
  readonly company_time_zone: string;
  readonly registered_time_zone: string | null;
  readonly pay_period: PayPeriodDto;
  readonly previous_pay_period: PayPeriodDto;
  readonly closed_through: string | null;
  readonly manager_closed_through: string | null;
  readonly earliest_rule_change: string;
  readonly rules: readonly { readonly effective_from: string; readonly kind: PayPeriodDto["kind"]; readonly start_day: number; readonly close_after_days: number }[];
  readonly company_time_zones: readonly DatedZoneDto[];
  readonly my_time_zones: readonly DatedZoneDto[];
  readonly closes: readonly { readonly start: string; readonly end: string; readonly closed_by: string; readonly closed_at: string }[];
}

export const payCalendarKeys = { all: (companyId: string) => ["pay-calendar", companyId] as const };

export const payCalendarQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: payCalendarKeys.all(companyId),
    queryFn: () => readData<PayCalendarDto>(`companies/${companyId}/pay-calendar`),
    enabled: companyId !== "",
  });

export interface PayPeriodBody {
  readonly kind: PayPeriodDto["kind"];
  readonly start_day: number;
  readonly close_after_days: number;
  readonly effective_from: string;
}

/** The calendar's commands through the generic helpers (success toast; 400 field errors come back). */
export const payCalendarCommands = {
  setPayPeriod: (companyId: string, body: PayPeriodBody, message: string) => sendCommand("update", `companies/${companyId}/pay-calendar/pay-period`, body, message),
  setCompanyTimeZone: (companyId: string, body: { time_zone: string; effective_from: string }, message: string) =>
    sendCommand("update", `companies/${companyId}/pay-calendar/time-zone`, body, message),
  setMyTimeZone: (companyId: string, body: { time_zone: string | null; effective_from: string }, message: string) =>
    sendCommand("update", `companies/${companyId}/pay-calendar/my-time-zone`, body, message),
  closePayPeriod: (companyId: string, date: string, message: string) => sendCommand("post", `companies/${companyId}/pay-periods/close`, { date }, message),
};
