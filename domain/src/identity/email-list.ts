import { ValidationError } from "../errors.ts";
import { checkEmailAddress, emailAddressMessages, emailLookupKey, visibleEmailAddress, type EmailAddressProblem } from "./email-address.ts";
import { identityMessages } from "./identity-messages.ts";

/** The address is accepted by the one address rule (email-address.ts). */
export const isEmail = (value: string): boolean => checkEmailAddress(value).ok;

/** The normal form of an accepted address; a refused one is only trimmed and lower-cased (a lookup key). */
export const normaliseEmail = (email: string): string => emailLookupKey(email);

/** Splits comma-separated inputs (a creatable select sends either form), trims, drops empties and duplicates. */
export const splitEmails = (inputs: readonly string[]): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of inputs.flatMap((i) => i.split(","))) {
    const email = part.trim();
    if (email === "" || seen.has(emailLookupKey(email))) continue;
    seen.add(emailLookupKey(email));
    out.push(email);
  }
  return out;
};

/**
 * The normal forms of a list of addresses, or a 400 on `field`: 'Invalid email address [a, b]'
 * naming every refused one (spec section 5), then one line per reason that is not the plain
 * format (invisible characters spelled out as <U+200B>), or 'This field is required' for none.
 */
export interface RefusedEmail {
  readonly raw: string;
  /** As typed, with invisible characters spelled out (<U+200B>). */
  readonly visible: string;
  readonly problem: EmailAddressProblem;
}

/** The addresses of a list that the one address rule refuses, with why (the web marks them as one types). */
export const refusedEmails = (emails: readonly string[]): RefusedEmail[] =>
  emails.flatMap((raw) => {
    const check = checkEmailAddress(raw);
    return check.ok ? [] : [{ raw, visible: visibleEmailAddress(raw), problem: check.problem }];
  });

/** The reasons beyond the plain format, one per kind, naming the addresses: '<reason>: a, b'. */
export const refusedEmailReasons = (refused: readonly RefusedEmail[]): { readonly reason: string; readonly emails: string }[] =>
  (["invisible", "mixedScripts"] as const satisfies readonly EmailAddressProblem[]).flatMap((problem) => {
    const named = refused.filter((r) => r.problem === problem).map((r) => r.visible);
    return named.length === 0 ? [] : [{ reason: emailAddressMessages[problem], emails: named.join(", ") }];
  });

export const assertEmailList = (emails: readonly string[], field = "emails"): string[] => {
  if (emails.length === 0) throw ValidationError.of(field, identityMessages.fieldRequired, "required");
  const refused = refusedEmails(emails);
  if (refused.length > 0) {
    const message = `${identityMessages.invalidEmail} [${refused.map((r) => r.visible).join(", ")}]`;
    const reasons = refusedEmailReasons(refused).map((r) => `${r.reason}: ${r.emails}`);
    throw new ValidationError({ [field]: [message, ...reasons] }, message, "invalid_email");
  }
  return [...new Set(emails.map(emailLookupKey))];
};
