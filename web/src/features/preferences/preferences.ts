/** The signed-in user's own settings as GET /api/current-user carries them (CurrentUserResponse). */
export interface OwnSettingsSource {
  readonly user_settings?: { readonly show_time_decimal?: boolean } | null;
  readonly schedule_options?: { readonly calendar_code?: string | null } | null;
  readonly notification_settings?: string | null;
}

export interface PreferencesForm {
  show_time_decimal: boolean;
  calendar_code: string | null;
}

export const preferencesOf = (user: OwnSettingsSource): PreferencesForm => ({
  show_time_decimal: user.user_settings?.show_time_decimal === true,
  calendar_code: user.schedule_options?.calendar_code ?? null,
});

/** Holiday calendars offered (national holidays by country code), named in their own language. */
export const calendarCodes = [
  ["FI", "Suomi"],
  ["EE", "Eesti"],
  ["SE", "Sverige"],
  ["ES", "España"],
  ["LV", "Latvija"],
  ["LT", "Lietuva"],
  ["NO", "Norge"],
  ["DE", "Deutschland"],
  ["GB", "United Kingdom"],
] as const;

/** Notification types of spec section 8 a user may switch on or off. */
export const notificationTypes = [
  ["system", "System notifications"],
  ["company", "Company notifications"],
  ["overtime", "Overtime"],
  ["workspace_in_out", "Entering and leaving a workspace"],
  ["automatic_by_mobile", "Automatic start and end by mobile"],
  ["automatic_by_preference", "Automatic pause, resume and end by preference"],
  ["bonus", "Bonuses added or declined"],
  ["bonus_request", "Bonus requests"],
  ["absence", "Paid absences added or declined"],
  ["absence_request", "Paid absence requests"],
  ["bill_warning", "Bill warnings"],
  ["trial_ends", "Trial ending"],
] as const;

/** notification_settings is a JSON string map from type to boolean; a type not in it is on. */
export const readNotificationSettings = (json: string | null | undefined): Record<string, boolean> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? "{}");
  } catch {
    parsed = {};
  }
  const stored = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return Object.fromEntries(notificationTypes.map(([type]) => [type, stored[type] !== false]));
};
