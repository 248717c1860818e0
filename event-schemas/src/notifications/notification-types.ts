/**
 * The notification types of spec section 8, one per text. The feed keeps the type and the data
 * its text is filled from; the text itself is rendered in the reader's locale (notification-texts).
 * Free of effect, so the web imports it (and the texts) without the schema library.
 */
export const notificationTypes = [
  "system",
  "company",
  "overtime",
  "workspace_in",
  "workspace_out",
  "automatic_start_by_mobile",
  "automatic_end_by_mobile",
  "automatic_pause_by_preference",
  "automatic_resume_by_preference",
  "automatic_end_by_preference",
  "bonus_added",
  "bonus_declined",
  "bonus_request",
  "absence_added",
  "absence_declined",
  "absence_request",
  "bill_warning",
  "trial_ends",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const isNotificationType = (type: string): type is NotificationType => (notificationTypes as readonly string[]).includes(type);

/**
 * The key of notification_settings (/preference/notifications) that switches a type's email on
 * or off; a key the user never set is on.
 */
export const notificationSettingOf: Readonly<Record<NotificationType, string>> = {
  system: "system",
  company: "company",
  overtime: "overtime",
  workspace_in: "workspace_in_out",
  workspace_out: "workspace_in_out",
  automatic_start_by_mobile: "automatic_by_mobile",
  automatic_end_by_mobile: "automatic_by_mobile",
  automatic_pause_by_preference: "automatic_by_preference",
  automatic_resume_by_preference: "automatic_by_preference",
  automatic_end_by_preference: "automatic_by_preference",
  bonus_added: "bonus",
  bonus_declined: "bonus",
  bonus_request: "bonus_request",
  absence_added: "absence",
  absence_declined: "absence",
  absence_request: "absence_request",
  bill_warning: "bill_warning",
  trial_ends: "trial_ends",
};

/** The keys notification_settings may hold: one per switch on /preference/notifications, nothing else. */
export const notificationSettingKeys: readonly string[] = [...new Set(Object.values(notificationSettingOf))];

/** Whether the user's notification_settings let this type be emailed (absent keys are on). */
export const notificationEmailEnabled = (settings: Readonly<Record<string, unknown>> | null | undefined, type: NotificationType): boolean =>
  settings?.[notificationSettingOf[type]] !== false;

/** Spec section 6: added is success, requests are primary, overtime is warning, declined is danger. */
export type NotificationKind = "success" | "primary" | "warning" | "danger" | "neutral";
export const notificationKindOf = (type: NotificationType): NotificationKind => {
  if (type === "bonus_added" || type === "absence_added") return "success";
  if (type === "bonus_request" || type === "absence_request") return "primary";
  if (type === "overtime") return "warning";
  if (type === "bonus_declined" || type === "absence_declined") return "danger";
  return "neutral";
};

/**
 * The structured data a notification's text is filled from (spec section 3, "Notification data for
 * text"), plus the ids the feed keeps (status, comment, work_id, request_id).
 */
export interface NotificationData {
  readonly name?: string;
  readonly workspace?: string;
  readonly worktype?: string;
  /** An instant (ISO); rendered as dd.MM.yyyy HH:mm in the reader's zone. */
  readonly datetime?: string;
  readonly manager?: string;
  readonly worker?: string;
  readonly action?: string;
  /**
   * The paid absence's [start, end) instants (ISO), as the ledger keeps them; rendered as dd.MM.yyyy:
   * :start its first day, :end the last day it covers (the day before an end at midnight). A bare
   * YYYY-MM-DD is a day already and is shown as it is.
   */
  readonly start?: string;
  readonly end?: string;
  readonly type?: string;
  readonly bonus?: number;
  /** The closing date (ISO date or instant) of an unpaid-invoice warning. */
  readonly bill_warning?: string;
  readonly trial_ends_at_in_days?: number;
  /** The plain message shown when the structured data is missing (and a broadcast's text). */
  readonly message?: string;
  readonly title?: string;
  readonly status?: string;
  readonly comment?: string;
  readonly work_id?: string;
  readonly request_id?: string;
  readonly [key: string]: unknown;
}

/** Spec section 4: the feed's groups by created_at. Latest is the last 24 hours ('Recent' in section 9). */
export type NotificationGroup = "latest" | "this_week" | "older";
export const notificationGroupOf = (createdAt: Date | string, now: Date): NotificationGroup => {
  const age = now.getTime() - new Date(createdAt).getTime();
  if (age < 24 * 3600_000) return "latest";
  if (age < 7 * 24 * 3600_000) return "this_week";
  return "older";
};

/**
 * A trial's end is told to the company's main user only when it is this near (days): a trial that
 * ends in a year is no billing reminder on the first day.
 */
export const TRIAL_REMINDER_DAYS = 14;
