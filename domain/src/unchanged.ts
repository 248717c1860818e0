/**
 * What a save changed. A form is saved whole, but only what the user edited is a fact worth an event,
 * so every decider that takes a whole form compares it with its state through these.
 */

/** JSON with object keys sorted: stored events come back from jsonb with their keys reordered. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );

/** The same value, whatever the order of object keys. */
export const sameValue = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** Never filled in: a field the state has not heard of reads like an empty one ("", [], null). */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * The fields of `changes` whose value differs from `current` (undefined = not sent). With `blankIsUnset`
 * an empty value is the same as a missing one, so saving an untouched empty field is no change.
 * `defaults` gives the value of a field the state has not recorded (a flag off).
 */
export const changedFields = <T extends object>(
  current: T,
  changes: Partial<T>,
  options: { readonly blankIsUnset?: boolean; readonly defaults?: Partial<T> } = {},
): Partial<T> =>
  Object.fromEntries(
    Object.entries(changes).filter(([k, v]) => {
      if (v === undefined) return false;
      const recorded = current[k as keyof T];
      const before = recorded === undefined ? options.defaults?.[k as keyof T] : recorded;
      if (options.blankIsUnset === true && isBlank(before) && isBlank(v)) return false;
      return !sameValue(before, v);
    }),
  ) as Partial<T>;
