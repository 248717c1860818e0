/**
 * A value as PostgreSQL's jsonb gives it back: object keys ordered by length, then bytewise. Deciders
 * read their history from jsonb, so a "nothing changed" check must not depend on key order.
 */
export const inJsonbOrder = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(inJsonbOrder) as T;
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, inJsonbOrder(v)])) as T;
};
