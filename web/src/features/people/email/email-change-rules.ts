import { emailAddressProblem, emailLookupKey } from "@workledger/domain/identity/email-address.ts";

/**
 * The email fields' instant feedback and the pending-address display. The rule itself is the
 * domain's one address rule (the API applies the same one): invisible characters and mixed
 * scripts or widths are named as one types.
 */

/** The message under an email field while `typed` is refused, or undefined (nothing typed yet is not an error here). */
export const emailFieldProblem = (typed: string): string | undefined => (typed.trim() === "" ? undefined : (emailAddressProblem(typed) ?? undefined));

/** `typed` names another address than `current` (different spellings of one address are the same). */
export const isAnotherAddress = (typed: string, current: string): boolean => typed.trim() !== "" && emailLookupKey(typed) !== emailLookupKey(current);

export interface PendingEmail {
  readonly email: string;
  /** The link sent to it no longer works: it must be sent again (or the change dropped). */
  readonly expired: boolean;
}

/** The address waiting for its confirmation link, or null. */
export const pendingEmailOf = (person: { readonly pending_email: string | null; readonly pending_email_expires_at: string | null }, now: Date): PendingEmail | null =>
  person.pending_email === null
    ? null
    : { email: person.pending_email, expired: person.pending_email_expires_at !== null && Date.parse(person.pending_email_expires_at) <= now.getTime() };
