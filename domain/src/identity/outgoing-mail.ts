import { ForbiddenError, RateLimitedError } from "../errors.ts";

/**
 * Mail the product sends for a company goes out from the operator's domain, so neither a fresh
 * sign-up nor anyone inside a company may turn it into a relay: what a company may mail, how much,
 * and how text its people chose may appear in a subject are decided here, once.
 */

/** The sending limits (SECURITY.md names them). Windows are sliding: the oldest counted mail leaving frees a place. */
export const mailLimits = {
  /** Addresses one invitation request may name. */
  invitationsPerRequest: 50,
  /** Invitation and activation mails to one address, from any company, per hour. */
  perAddressPerHour: 3,
  /** Invitation and activation mails one person asks for, per hour (the company's cap instead, once an admin lifted it). */
  perActorPerHour: 60,
  /** Invitation and activation mails one company sends per day, until an admin lifts its cap. */
  perCompanyPerDay: 200,
  /** The highest daily cap an admin may lift a company to. */
  maxLiftedDailyCap: 5000,
  hourMs: 3600_000,
  dayMs: 86_400_000,
} as const;

export const outgoingMailMessages = {
  ownerMustVerify: "Verify your email address first: until the company's owner has verified it, the company sends no invitations or other mail",
  addressThrottled: "Too many emails were sent to this address. Try again later.",
  actorThrottled: "You have sent too many invitations. Try again later.",
  companyCapReached: "Your company has reached its daily email limit. Try again tomorrow or contact support to raise it.",
  tooManyAddresses: `Invite at most ${mailLimits.invitationsPerRequest} addresses at a time`,
  invalidDailyCap: `The daily cap must be a whole number from ${mailLimits.perCompanyPerDay} to ${mailLimits.maxLiftedDailyCap}`,
} as const;

/** The longest stretch of a user's text a subject carries. */
export const subjectTextMax = 40;

/**
 * Text a user chose (a company name, a broadcast title), fit for a subject line after our own
 * words: one line, shortened to `max` characters with an ellipsis, inside typographic quotes.
 */
export const quotedSubjectText = (text: string, max = subjectTextMax): string => {
  const line = text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ").replace(/\s+/g, " ").replace(/[“”"]/g, "'").trim();
  const chars = [...line];
  const short = chars.length <= max ? line : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
  return `“${short}”`;
};

/** The company's owner as the mail rule sees them. */
export interface MailingOwner {
  /** The owner's user id; null when the company has no main user. */
  readonly userId: string | null;
  /** The owner's address has been shown to be theirs (they followed a link mailed to it). */
  readonly verified: boolean;
}

/**
 * A company whose owner has not verified their address mails nobody but the owner (403
 * owner_unverified): `recipientId` is the person the mail is for (null for someone not yet a
 * person, an invitee). A company without an owner (made by an admin) is the admin's, and may mail.
 */
export const assertCompanyMayMail = (owner: MailingOwner, recipientId: string | null): void => {
  if (owner.userId === null || owner.verified || owner.userId === recipientId) return;
  throw new ForbiddenError(outgoingMailMessages.ownerMustVerify, "owner_unverified");
};

/** What was sent in the windows that count: the number, and when the oldest counted one went. */
export interface SentInWindow {
  readonly count: number;
  readonly oldest: string | null;
}

export interface MailBudgets {
  readonly toAddress: SentInWindow;
  readonly byActor: SentInWindow;
  readonly byCompany: SentInWindow;
  /** The company's daily cap: `mailLimits.perCompanyPerDay` unless an admin lifted it. */
  readonly dailyCap: number;
}

const retryAfterSeconds = (sent: SentInWindow, windowMs: number, now: string): number => {
  const oldest = sent.oldest === null ? Date.parse(now) : Date.parse(sent.oldest);
  return Math.max(1, Math.ceil((oldest + windowMs - Date.parse(now)) / 1000));
};

/**
 * One person's hourly budget: `mailLimits.perActorPerHour`, or the whole daily cap once an admin
 * lifted it (a vetted company bringing hundreds of people in at once).
 */
export const actorHourlyLimit = (dailyCap: number): number => (dailyCap > mailLimits.perCompanyPerDay ? dailyCap : mailLimits.perActorPerHour);

/**
 * One more invitation or activation mail, or a 429 naming which budget is spent (per address,
 * per actor, the company's daily cap) with the seconds until a place frees (Retry-After).
 */
export const assertMailBudget = (budgets: MailBudgets, now: string): void => {
  const checks = [
    [budgets.toAddress, mailLimits.perAddressPerHour, mailLimits.hourMs, outgoingMailMessages.addressThrottled, "mail_address_throttled"],
    [budgets.byActor, actorHourlyLimit(budgets.dailyCap), mailLimits.hourMs, outgoingMailMessages.actorThrottled, "mail_actor_throttled"],
    [budgets.byCompany, budgets.dailyCap, mailLimits.dayMs, outgoingMailMessages.companyCapReached, "mail_company_cap"],
  ] as const;
  for (const [sent, max, windowMs, message, code] of checks) {
    if (sent.count >= max) throw new RateLimitedError(retryAfterSeconds(sent, windowMs, now), message, code);
  }
};

/** An admin's new daily cap for a company: a whole number above the default, up to the ceiling. */
export const isLiftedDailyCap = (cap: number): boolean => Number.isInteger(cap) && cap >= mailLimits.perCompanyPerDay && cap <= mailLimits.maxLiftedDailyCap;
