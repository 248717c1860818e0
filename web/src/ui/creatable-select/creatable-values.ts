/** Creatable select: typed text becomes values by splitting on commas and trimming. */
export const splitCreatable = (text: string): string[] =>
  text.split(",").map((part) => part.trim()).filter((part) => part !== "");

/** Adds new values to `current`, skipping exact duplicates. */
export const addCreatable = (current: readonly string[], text: string): string[] => {
  const next = [...current];
  for (const value of splitCreatable(text)) if (!next.includes(value)) next.push(value);
  return next;
};

/** The values in `text` that are already chosen: the spec rejects them with 'Option already exist'. */
export const duplicateCreatable = (current: readonly string[], text: string): string[] =>
  splitCreatable(text).filter((value) => current.includes(value));
