import { createHash } from "node:crypto";
import type { WeeklyTotalRow } from "@workledger/projections";

/** What a compact month read keeps of the read model: everything that comes from the company's schedule rows. */
export interface CachedScheduleRead {
  /** The event columns as PostgreSQL built them (JSON text). */
  readonly eventsJson: string;
  /** Who each person index of the columns is (names are read with each answer: they change in the directory, not the schedule). */
  readonly personIds: readonly string[];
  readonly totals: readonly WeeklyTotalRow[];
}

/** What one read asks for; with the company's version token it names one answer of the read model. */
export interface ScheduleReadKey {
  readonly companyId: string;
  readonly from: string;
  readonly to: string;
  readonly positionId: string | undefined;
  /** The people whose events are read (the actor's reach, or one person). */
  readonly personIds: readonly string[];
}

export interface ScheduleReadCache {
  get(key: ScheduleReadKey, version: string): CachedScheduleRead | undefined;
  set(key: ScheduleReadKey, version: string, value: CachedScheduleRead): void;
  /** Entries and the bytes of their event text, for tests and the bench. */
  size(): { readonly entries: number; readonly bytes: number };
}

export interface ScheduleReadCacheOptions {
  /** Most answers kept; the least recently used goes first. */
  readonly maxEntries?: number;
  /** Most bytes of event text kept (a month of 500 people is about 2.3 MB). */
  readonly maxBytes?: number;
}

const weightOf = (value: CachedScheduleRead): number => value.eventsJson.length + value.personIds.length * 40 + value.totals.length * 64;

/**
 * The month grid's read (`format=compact`) kept in memory per company, range, position and set of
 * people, under the company's schedule version token (`schedule_company_versions`). The schedules
 * projection draws a new token in the same transaction as any change to the company's rows, and the
 * token a read is stored under was read in the same statement as its columns; so an entry found
 * under the current token is exactly what the query would answer now. Old tokens are never asked
 * for again and age out of the LRU. Bounded by entries and by bytes.
 */
export const createScheduleReadCache = ({ maxEntries = 64, maxBytes = 64 * 1024 * 1024 }: ScheduleReadCacheOptions = {}): ScheduleReadCache => {
  const entries = new Map<string, { readonly value: CachedScheduleRead; readonly weight: number }>();
  let bytes = 0;
  const keyOf = (key: ScheduleReadKey, version: string): string => {
    const people = createHash("sha256").update([...key.personIds].sort().join(",")).digest("base64url");
    return [key.companyId, version, key.from, key.to, key.positionId ?? "", people].join("\n");
  };
  return {
    get: (key, version) => {
      const k = keyOf(key, version);
      const found = entries.get(k);
      if (found === undefined) return undefined;
      // Most recently used last.
      entries.delete(k);
      entries.set(k, found);
      return found.value;
    },
    set: (key, version, value) => {
      const k = keyOf(key, version);
      const weight = weightOf(value);
      if (weight > maxBytes) return;
      const old = entries.get(k);
      if (old !== undefined) {
        entries.delete(k);
        bytes -= old.weight;
      }
      entries.set(k, { value, weight });
      bytes += weight;
      for (const [oldest, entry] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.weight;
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };
};
