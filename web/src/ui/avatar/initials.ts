/** Avatar fallback (spec section 2): initials of the name, or '-' when there is no name. */
export const initials = (name: string | null | undefined): string => {
  const words = (name ?? "").trim().split(/\s+/).filter((w) => w !== "");
  const first = words[0];
  if (first === undefined) return "-";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].filter((w): w is string => w !== undefined).map((w) => Array.from(w)[0] ?? "");
  return letters.join("").toLocaleUpperCase();
};
