/** The API speaks snake_case, the event schemas camelCase; convert keys (deeply) at the edge. */
const convert = (value: unknown, key: (k: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((v) => convert(v, key));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [key(k), convert(v, key)]));
  return value;
};

export const snakeKeys = <T = unknown>(value: unknown): T => convert(value, (k) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)) as T;
export const camelKeys = <T = unknown>(value: unknown): T => convert(value, (k) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())) as T;
