import { ValidationError } from "../errors.ts";
import { identityMessages } from "./identity-messages.ts";

/**
 * One address, one form. Every path that takes an address (sign-up, invite, add user, email
 * change, and the lookups of login, forgot-password and resend-verification) reads it through
 * `checkEmailAddress`, so two spellings of one mailbox are one account and a look-alike of an
 * address (a Cyrillic 'о', a full-width 'ｗ', a zero-width space, a trailing dot) is either the
 * same address or refused. Pure: the web runs the same rule for instant feedback.
 */

export const emailAddressMessages = {
  invalid: identityMessages.invalidEmail,
  required: identityMessages.fieldRequired,
  invisible: "The email address contains invisible or formatting characters",
  mixedScripts: "The email address mixes alphabets or character widths (for example Latin and Cyrillic letters)",
} as const;

export type EmailAddressProblem = keyof typeof emailAddressMessages;

export type EmailAddressCheck = { readonly ok: true; readonly email: string } | { readonly ok: false; readonly problem: EmailAddressProblem };

// Format (Cf: zero-width space and joiners, soft hyphen, bidi controls), control, private-use,
// unassigned and default-ignorable code points (Hangul fillers, variation selectors), line and
// paragraph separators, every space but the plain one (which the shape refuses), and the Braille
// blank that renders as a space.
const invisibleSource = "[\\p{Cc}\\p{Cf}\\p{Co}\\p{Cn}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}\\u2800]|(?! )\\p{Zs}";
const invisible = new RegExp(invisibleSource, "u");
const invisibleAll = new RegExp(invisibleSource, "gu");

// Latin letters and digits in their full-width forms, and in their usual (ASCII) forms.
const fullWidthAlnum = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/u;
const asciiAlnum = /[0-9A-Za-z]/;

const scripts = [
  "Latin", "Greek", "Cyrillic", "Armenian", "Hebrew", "Arabic", "Syriac", "Thaana", "Nko", "Devanagari", "Bengali",
  "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala", "Thai", "Lao", "Tibetan",
  "Myanmar", "Georgian", "Hangul", "Ethiopic", "Cherokee", "Canadian_Aboriginal", "Ogham", "Runic", "Khmer", "Mongolian",
  "Hiragana", "Katakana", "Bopomofo", "Han", "Yi", "Coptic", "Tifinagh", "Vai", "Javanese", "Balinese", "Glagolitic",
] as const;
const scriptPatterns = scripts.map((name) => [name, new RegExp(`\\p{Script=${name}}`, "u")] as const);

const scriptOf = (letter: string): string => scriptPatterns.find(([, pattern]) => pattern.test(letter))?.[0] ?? "Other";

// Scripts that are written together (Unicode TS #39, 'highly restrictive'): Japanese, Chinese and Korean, each with Latin.
const writtenTogether: readonly (readonly string[])[] = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
];

/** True when the letters of `part` come from more than one script (beyond those written together). */
const mixesScripts = (part: string): boolean => {
  const used = new Set([...part].filter((c) => /\p{L}/u.test(c)).map(scriptOf));
  if (used.size <= 1) return false;
  return !writtenTogether.some((set) => [...used].every((s) => set.includes(s)));
};

/** Full-width letters or digits beside ordinary ones: 'ｗorker' (one full-width w) reads as 'worker'. */
const mixesWidths = (part: string): boolean => fullWidthAlnum.test(part) && asciiAlnum.test(part);

const ats = /[@\uFF20\uFE6B]/u;
const localChar = /^[^\s@,;:<>()[\]\\"]+$/u;
const domainLabel = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/**
 * The normal form of an address, or why it is refused: trimmed; invisible and format characters
 * refused; each part's letters from one script and one width; NFKC; lower case; one trailing dot
 * of the domain dropped; then the shape (one '@', a dotted domain, at most 64 + 254 characters).
 */
export const checkEmailAddress = (raw: string): EmailAddressCheck => {
  const trimmed = raw.trim();
  if (trimmed === "") return { ok: false, problem: "required" };
  if (invisible.test(trimmed)) return { ok: false, problem: "invisible" };
  const rawParts = trimmed.normalize("NFC").split(ats);
  if (rawParts.length !== 2) return { ok: false, problem: "invalid" };
  if (rawParts.some((part) => mixesWidths(part))) return { ok: false, problem: "mixedScripts" };
  const folded = trimmed.normalize("NFKC").toLowerCase().normalize("NFKC");
  if (invisible.test(folded)) return { ok: false, problem: "invisible" };
  const at = folded.lastIndexOf("@");
  if (at <= 0 || folded.indexOf("@") !== at) return { ok: false, problem: "invalid" };
  const local = folded.slice(0, at);
  const domain = folded.slice(at + 1).replace(/\.$/, "");
  const labels = domain.split(".");
  if (mixesScripts(local) || labels.some(mixesScripts)) return { ok: false, problem: "mixedScripts" };
  const shapeOk =
    local.length <= 64 &&
    localChar.test(local) &&
    !local.startsWith(".") &&
    !local.endsWith(".") &&
    !local.includes("..") &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= 63 && domainLabel.test(label));
  const email = `${local}@${domain}`;
  if (!shapeOk || email.length > 254) return { ok: false, problem: "invalid" };
  return { ok: true, email };
};

/** The normal form, or undefined when the address is refused. */
export const normalEmailAddress = (raw: string): string | undefined => {
  const check = checkEmailAddress(raw);
  return check.ok ? check.email : undefined;
};

/**
 * The key to look an address up by (login, forgot-password, resend-verification): its normal form,
 * or, for a refused spelling (which no account can hold), the trimmed lower-case text as typed.
 */
export const emailLookupKey = (raw: string): string => normalEmailAddress(raw) ?? raw.trim().toLowerCase();

/** The message for a refused address (the web shows it as one types), or null when it is fine. */
export const emailAddressProblem = (raw: string): string | null => {
  const check = checkEmailAddress(raw);
  return check.ok ? null : emailAddressMessages[check.problem];
};

const problemCodes: Readonly<Record<EmailAddressProblem, string>> = {
  invalid: "invalid_email",
  required: "required",
  invisible: "email_invisible_characters",
  mixedScripts: "email_mixed_scripts",
};

/** The normal form of `raw`, or a 400 naming `field` with the reason. */
export const assertEmailAddress = (raw: string, field = "email"): string => {
  const check = checkEmailAddress(raw);
  if (check.ok) return check.email;
  throw ValidationError.of(field, emailAddressMessages[check.problem], problemCodes[check.problem]);
};


/** The address with its invisible characters spelled out (<U+200B>), for messages that name it. */
export const visibleEmailAddress = (raw: string): string =>
  raw.replace(invisibleAll, (c) => `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}>`);
