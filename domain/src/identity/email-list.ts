import { ValidationError } from "../errors.ts";
import { identityMessages } from "./identity-messages.ts";

const emailPattern = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

export const isEmail = (value: string): boolean => emailPattern.test(value.trim());

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Splits comma-separated inputs (a creatable select sends either form), trims, drops empties and duplicates. */
export const splitEmails = (inputs: readonly string[]): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of inputs.flatMap((i) => i.split(","))) {
    const email = part.trim();
    if (email === "" || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out;
};

/** 'Invalid email address [a, b]' naming every invalid one, or 'This field is required' for none. */
export const assertEmailList = (emails: readonly string[], field = "emails"): string[] => {
  if (emails.length === 0) throw ValidationError.of(field, identityMessages.fieldRequired, "required");
  const invalid = emails.filter((e) => !isEmail(e));
  if (invalid.length > 0) {
    const message = `${identityMessages.invalidEmail} [${invalid.join(", ")}]`;
    throw new ValidationError({ [field]: [message] }, message, "invalid_email");
  }
  return emails.map(normaliseEmail);
};
