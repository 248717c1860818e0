/** Email entry for multiselects: typed text is split on commas (and whitespace/semicolons when pasted). */

// Deliberately simple: one '@', a dotted domain, no spaces. The server has the last word.
const EMAIL = /^[^\s@,;]+@[^\s@,;.]+(\.[^\s@,;.]+)+$/;

export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

export const splitEmails = (text: string): string[] =>
  text.split(/[,;\s]+/).map((part) => part.trim()).filter((part) => part !== "");

/** Adds the addresses in `text` to `current`, keeping order and skipping case-insensitive duplicates. */
export const addEmails = (current: readonly string[], text: string): string[] => {
  const seen = new Set(current.map((e) => e.toLowerCase()));
  const next = [...current];
  for (const email of splitEmails(text)) {
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    next.push(email);
  }
  return next;
};

export const invalidEmails = (emails: readonly string[]): string[] => emails.filter((e) => !isValidEmail(e));
