import { readStored, storageKeys, writeStored } from "../../lib/storage.ts";
import type { ScheduleEventKind, ScheduleItem } from "./schedule-model.ts";
import { timelineViews, type TimelineView } from "./timeline/timeline-grid.ts";

/** The schedule's filters, kept locally (spec section 3: schedule filters in local persistence). */
export interface ScheduleFilters {
  readonly view: TimelineView;
  /** Empty: everyone. */
  readonly personIds: readonly string[];
  /** Empty: every position ('-' is the rows without a position). */
  readonly positionIds: readonly string[];
  readonly kinds: readonly ScheduleEventKind[];
  readonly unconfirmedOnly: boolean;
}

const allKinds: readonly ScheduleEventKind[] = ["shift", "task", "absence"];
export const defaultScheduleFilters: ScheduleFilters = { view: "week", personIds: [], positionIds: [], kinds: allKinds, unconfirmedOnly: false };

const MAX_IDS = 1000;
const ids = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.length > 0 && v.length <= 100).slice(0, MAX_IDS) : [];

/** Stored filters per company over the defaults; anything unreadable falls back. */
export const readScheduleFilters = (companyId: string): ScheduleFilters => {
  let stored: unknown;
  try {
    stored = (JSON.parse(readStored(storageKeys.scheduleFilters) ?? "{}") as Record<string, unknown>)[companyId];
  } catch {
    return defaultScheduleFilters;
  }
  if (typeof stored !== "object" || stored === null) return defaultScheduleFilters;
  const s = stored as Record<string, unknown>;
  const kinds = ids(s["kinds"]).filter((k): k is ScheduleEventKind => (allKinds as readonly string[]).includes(k));
  return {
    view: timelineViews.includes(s["view"] as TimelineView) ? (s["view"] as TimelineView) : defaultScheduleFilters.view,
    personIds: ids(s["personIds"]),
    positionIds: ids(s["positionIds"]),
    kinds: kinds.length === 0 ? allKinds : kinds,
    unconfirmedOnly: s["unconfirmedOnly"] === true,
  };
};

/** Other companies' filters in the same entry are kept. */
export const writeScheduleFilters = (companyId: string, filters: ScheduleFilters): void => {
  let all: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(readStored(storageKeys.scheduleFilters) ?? "{}");
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) all = parsed as Record<string, unknown>;
  } catch {
    /* replaced below */
  }
  writeStored(storageKeys.scheduleFilters, JSON.stringify({ ...all, [companyId]: filters }));
};

export const itemPasses = (filters: ScheduleFilters) => (item: ScheduleItem): boolean =>
  filters.kinds.includes(item.kind) && (!filters.unconfirmedOnly || (!item.confirmed && !item.isPreset));
