import { ChangePreferences } from "@workledger/event-schemas";
import { snakeKeys } from "../kit/case-keys.ts";
import type { FieldErrors } from "../kit/organisation-client.ts";
import { notNumbers, numberOrNaN, schemaErrors } from "../kit/schema-errors.ts";

/** Preferences as the API answers them (snake_case). */
export interface PreferencesData {
  readonly sorting_order: "FirstName" | "LastName";
  readonly time_as_decimals: boolean;
  readonly auto_pause: boolean;
  readonly auto_end: boolean;
  readonly auto_end_at: string | null;
  readonly rounding: 10 | 15 | 30 | 60 | null;
  readonly lunch_time: { readonly starts_at: string; readonly length_seconds: number };
  readonly idle_stop_minutes: number;
  readonly normal_workday_seconds: number;
  readonly holidays: { readonly country_code: string; readonly holidays_are_days_off: boolean };
}

export interface PreferencesForm {
  readonly sortingOrder: "FirstName" | "LastName";
  readonly timeAsDecimals: boolean;
  readonly autoPause: boolean;
  readonly autoEnd: boolean;
  readonly autoEndAt: string;
  readonly rounding: string;
  readonly lunchStartsAt: string;
  readonly lunchMinutes: number | null;
  readonly idleStopMinutes: string;
  readonly normalWorkdayHours: string;
  readonly countryCode: string;
  readonly holidaysAreDaysOff: boolean;
}

export const formOfPreferences = (p: PreferencesData): PreferencesForm => ({
  sortingOrder: p.sorting_order,
  timeAsDecimals: p.time_as_decimals,
  autoPause: p.auto_pause,
  autoEnd: p.auto_end,
  autoEndAt: p.auto_end_at ?? "",
  rounding: p.rounding === null ? "" : String(p.rounding),
  lunchStartsAt: p.lunch_time.starts_at,
  lunchMinutes: p.lunch_time.length_seconds > 0 ? Math.round(p.lunch_time.length_seconds / 60) : null,
  idleStopMinutes: String(p.idle_stop_minutes),
  normalWorkdayHours: String(Math.round((p.normal_workday_seconds / 3600) * 100) / 100),
  countryCode: p.holidays.country_code,
  holidaysAreDaysOff: p.holidays.holidays_are_days_off,
});

/** The changes in the event language (camelCase). */
const changes = (f: PreferencesForm) => ({
  sortingOrder: f.sortingOrder,
  timeAsDecimals: f.timeAsDecimals,
  autoPause: f.autoPause,
  autoEnd: f.autoEnd,
  autoEndAt: f.autoEndAt === "" ? null : f.autoEndAt,
  rounding: f.rounding === "" ? null : Number(f.rounding),
  lunchTime: { startsAt: f.lunchStartsAt, lengthSeconds: (f.lunchMinutes ?? 0) * 60 },
  idleStopMinutes: numberOrNaN(f.idleStopMinutes),
  normalWorkdaySeconds: Math.round(numberOrNaN(f.normalWorkdayHours) * 3600),
  holidays: { countryCode: f.countryCode.trim().toUpperCase(), holidaysAreDaysOff: f.holidaysAreDaysOff },
});

export const preferencesBody = (f: PreferencesForm) => snakeKeys<Record<string, unknown>>(changes(f));

/** Keyed by the API's top-level names (idle_stop_minutes, holidays, ...). */
export const preferencesFormErrors = (f: PreferencesForm): FieldErrors => {
  const errors: Record<string, string> = notNumbers({ idle_stop_minutes: f.idleStopMinutes, normal_workday_seconds: f.normalWorkdayHours });
  for (const [path, message] of Object.entries(schemaErrors(ChangePreferences.data.fields.changes, changes(f)))) {
    errors[Object.keys(snakeKeys({ [path.split(".")[0] ?? path]: 0 }) as object)[0] ?? path] ??= message;
  }
  if (f.autoEnd && f.autoEndAt === "") errors["auto_end_at"] ??= "This field is required";
  return errors;
};
