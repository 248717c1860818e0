import type { Instant } from "@workledger/event-schemas";
import type { OverlapEntry } from "./requests.errors.ts";

const ms = (instant: Instant): number => Date.parse(instant);

/**
 * Whether half-open [start, end) overlaps the entry (an open work occupies everything from its
 * start on). Touching ends do not overlap: an absence may begin when a work log ends.
 */
export const overlapsInterval = (start: Instant, end: Instant, entry: Pick<OverlapEntry, "start" | "end">): boolean =>
  ms(start) < (entry.end === null ? Number.POSITIVE_INFINITY : ms(entry.end)) && ms(entry.start) < ms(end);

/** The entries [start, end) overlaps, in time order. */
export const overlappingEntries = (start: Instant, end: Instant, entries: readonly OverlapEntry[]): OverlapEntry[] =>
  entries.filter((e) => overlapsInterval(start, end, e)).sort((a, b) => ms(a.start) - ms(b.start));
