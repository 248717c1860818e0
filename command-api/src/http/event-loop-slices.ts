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
