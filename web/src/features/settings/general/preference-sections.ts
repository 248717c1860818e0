import { calendarCodes, type OwnSettingsSource } from "../../preferences/preferences.ts";
import { formOfPreferences, preferencesBody, type PreferencesData, type PreferencesForm } from "./preferences-form.ts";
import type { CompanySettings } from "./settings.queries.ts";

/**
 * The two sections of /preference that hold settings (not rule groups): "My preferences" and
 * "Company". Each shows a value once and saves it wherever the API keeps it, so the stores never
 * disagree: time as decimals and the holiday calendar live both on the user (identity) and in the
 * person's preferences (organisation); the company's switches repeat three of its preferences.
 */

/** GET companies/{id}/preferences/me: what applies to me, and what I chose myself. */
export interface MyPreferencesAnswer {
  readonly data: PreferencesData;
  readonly chosen: Partial<PreferencesData>;
}

/**
 * Decimals as the timesheet resolves them (clarification 26): my own choice, else the company
 * switch, else the company preference. The user's flag reads false when never set, so the person's
 * own preference (written with it by every save of this page) is asked first.
 */
export const myTimeAsDecimals = (me: MyPreferencesAnswer, own: OwnSettingsSource, company: CompanySettings): boolean =>
  me.chosen.time_as_decimals ?? (own.user_settings?.show_time_decimal === true ? true : company.show_time_decimal || me.data.time_as_decimals);

/** My preferences' form: what applies to me, with decimals and the calendar as I see them. */
export const myPreferencesForm = (me: MyPreferencesAnswer, own: OwnSettingsSource, company: CompanySettings): PreferencesForm => ({
  ...formOfPreferences(me.data),
  timeAsDecimals: myTimeAsDecimals(me, own, company),
  countryCode: own.schedule_options?.calendar_code ?? me.data.holidays.country_code,
});

/** The working-time choices a person makes for themself (the rest are the company's). */
const personalKeys = ["auto_pause", "auto_end", "auto_end_at", "idle_stop_minutes"] as const;

/**
 * What one Save of My preferences sends. The person's preferences get decimals and the holiday
 * calendar always (with the days-off rule unchanged), and a working-time choice only when it
 * changed, so an untouched one keeps following the company. The user gets the same decimals and
 * calendar.
 */
export const myPreferencesBodies = (initial: PreferencesForm, form: PreferencesForm) => {
  const before = preferencesBody(initial);
  const after = preferencesBody(form);
  const organisation: Record<string, unknown> = { time_as_decimals: after["time_as_decimals"], holidays: after["holidays"] };
  for (const key of personalKeys) if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) organisation[key] = after[key];
  return { organisation, identity: { show_time_decimal: form.timeAsDecimals, calendar_code: form.countryCode.trim().toUpperCase() } };
};

/** The Company section: the company's preferences plus the one switch that has no preference twin. */
export interface CompanyForm extends PreferencesForm {
  readonly applyAllWorkspaces: boolean;
}

/** A switch and its preference twin show as one control: the switch wins for decimals (as on the timesheet), either one turns automation on (as the scheduler reads them). */
export const companyForm = (settings: CompanySettings, prefs: PreferencesData): CompanyForm => ({
  ...formOfPreferences(prefs),
  timeAsDecimals: settings.show_time_decimal,
  autoEnd: settings.auto_end_workday || prefs.auto_end,
  autoPause: settings.auto_add_pause_time || prefs.auto_pause,
  applyAllWorkspaces: settings.apply_all_workspace,
});

/** One Save of the Company section writes the switches and the preferences with the same values. */
export const companyBodies = (form: CompanyForm) => ({
  settings: { show_time_decimal: form.timeAsDecimals, auto_end_workday: form.autoEnd, auto_add_pause_time: form.autoPause, apply_all_workspace: form.applyAllWorkspaces } satisfies CompanySettings,
  preferences: preferencesBody(form),
});

/** Holiday countries as names in the interface language; a stored code outside the list stays offered, so the select never shows blank. */
export const holidayCountryOptions = (current: string, language: string): { value: string; label: string }[] => {
  const codes: string[] = calendarCodes.map(([code]) => code);
  if (/^[A-Z]{2}$/.test(current) && !codes.includes(current)) codes.push(current);
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language, "en"], { type: "region" });
  } catch {
    names = undefined;
  }
  return codes.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language));
};
