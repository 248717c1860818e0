/** An instant in the reader's language and zone, date and time; an empty cell for none. */
export const formatInstant = (language: string, instant: string | null): string =>
  instant === null ? "" : new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));

/** A day (date only). */
export const formatDay = (language: string, instant: string | null): string =>
  instant === null ? "" : new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(instant));

/** Why a sign-in was refused, as the English key of its words (admin-pages.translations.ts). */
export const signInReasonKeys: Readonly<Record<string, string>> = {
  invalid_credentials: "Refused: wrong password",
  account_not_found: "Refused: no such account",
  account_deleted: "Refused: account deleted",
  email_unverified: "Refused: email not verified",
  account_deactivated: "Refused: account deactivated",
  company_disabled: "Refused: company disabled",
};

/** Account statuses as the people pages name them. */
export const accountStatusKeys: Readonly<Record<string, string>> = {
  active: "Active",
  waiting_activation: "Waiting activation",
  inactive: "Inactive",
  deleted: "Deleted",
  erased: "Erased",
};
