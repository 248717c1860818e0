/**
 * Avatar fallback (spec section 2): initials of the name, or '-' when there is no name. Only
 * words that hold a letter or digit count, and each gives its first one, so a decoration such as
 * '(Admin)' or a leading quote never becomes an initial.
 */
export const initials = (name: string | null | undefined): string => {
  const words = (name ?? "")
    .trim()
    .split(/\s+/)
    .map((w) => /[\p{L}\p{N}]/u.exec(w)?.[0] ?? "")
    .filter((w) => w !== "");
  const first = words[0];
  if (first === undefined) return "-";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].filter((w): w is string => w !== undefined).map((w) => Array.from(w)[0] ?? "");
  return letters.join("").toLocaleUpperCase();
};
