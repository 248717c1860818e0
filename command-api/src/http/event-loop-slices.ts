import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * How long a request may run on the thread before it lets the event loop turn: every other request
 * (every company's, health checks included) is read and answered between two slices.
 */
export const REQUEST_SLICE_MS = 10;

/**
 * A pause point for a loop over user-sized input: awaiting it lets the event loop turn once the
 * current slice has run REQUEST_SLICE_MS, and costs nothing before (no macrotask per item).
 */
export const slicer = (sliceMs = REQUEST_SLICE_MS): (() => Promise<void>) => {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
};

/** `items.map(f)` in slices: f runs synchronously per item, and the loop turns between slices. */
export const mapInSlices = async <T, R>(items: readonly T[], f: (item: T, index: number) => R): Promise<R[]> => {
  const pause = slicer();
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 1) {
    results.push(f(items[i]!, i));
    await pause();
  }
  return results;
};

/** `items.flatMap(f)` in slices (see mapInSlices). */
export const flatMapInSlices = async <T, R>(items: readonly T[], f: (item: T, index: number) => readonly R[]): Promise<R[]> => (await mapInSlices(items, f)).flat();

/** Arrays longer than this are written element by element, with pause points between. */
const LONG_ARRAY = 64;

/**
 * `JSON.stringify(value)` in slices: long arrays (a report's 60,000 rows) are written element by
 * element and the loop turns between slices, where one JSON.stringify of tens of megabytes would
 * hold every other request for hundreds of milliseconds. The same text as JSON.stringify.
 */
export const stringifyInSlices = async (value: unknown): Promise<string> => {
  const pause = slicer();
  const parts: string[] = [];
  const write = async (v: unknown): Promise<void> => {
    if (Array.isArray(v) && v.length > LONG_ARRAY) {
      parts.push("[");
      for (let i = 0; i < v.length; i += 1) {
        if (i > 0) parts.push(",");
        const item: unknown = v[i];
        if (item === undefined || typeof item === "function" || typeof item === "symbol") parts.push("null");
        else await write(item);
        await pause();
      }
      parts.push("]");
      return;
    }
    if (v !== null && typeof v === "object" && !Array.isArray(v) && typeof (v as { toJSON?: unknown }).toJSON !== "function") {
      parts.push("{");
      let first = true;
      for (const [key, item] of Object.entries(v)) {
        if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
        parts.push(`${first ? "" : ","}${JSON.stringify(key)}:`);
        first = false;
        await write(item);
      }
      parts.push("}");
      return;
    }
    parts.push(JSON.stringify(v) ?? "null");
  };
  await write(value);
  return parts.join("");
};
