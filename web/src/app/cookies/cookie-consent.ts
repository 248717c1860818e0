/** Spec section 9: the cookie-accepted cookie is kept 36 days. */
export const cookieConsentName = "cookie_accepted";
export const cookieConsentDays = 36;

const dayMs = 24 * 60 * 60 * 1000;

/** The Set-Cookie string for document.cookie, for a consent given at `now`. */
export const consentCookie = (now: Date, secure: boolean): string =>
  [
    `${cookieConsentName}=true`,
    `expires=${new Date(now.getTime() + cookieConsentDays * dayMs).toUTCString()}`,
    `max-age=${cookieConsentDays * 24 * 60 * 60}`,
    "path=/",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");

export const hasConsent = (cookieHeader: string): boolean =>
  cookieHeader.split(";").some((part) => part.trim() === `${cookieConsentName}=true`);
