import { addDays, daysBetween, MINUTES_PER_DAY, normalise, plusMinutes, wallMinutesBetween, weekdayOf, type LocalTime } from "./local-time.ts";

/** Week and month: one column per day. Day: one column per hour, dragged in 15-minute slots. */
export type TimelineView = "day" | "week" | "month";
export const timelineViews: readonly TimelineView[] = ["day", "week", "month"];
export const DAY_SLOT_MINUTES = 15;
const SLOTS_PER_DAY = MINUTES_PER_DAY / DAY_SLOT_MINUTES;

export interface DateRange {
  readonly from: string;
  /** Inclusive. */
  readonly to: string;
}

/** A week starts on Monday. */
export const viewRange = (view: TimelineView, anchor: string): DateRange => {
  if (view === "day") return { from: anchor, to: anchor };
  if (view === "week") {
    const from = addDays(anchor, -weekdayOf(anchor));
    return { from, to: addDays(from, 6) };
  }
  const from = `${anchor.slice(0, 8)}01`;
  const next = `${anchor.slice(0, 5)}${String(Number(anchor.slice(5, 7)) + 1).padStart(2, "0")}-01`;
  const nextMonth = anchor.slice(5, 7) === "12" ? `${Number(anchor.slice(0, 4)) + 1}-01-01` : next;
  return { from, to: addDays(nextMonth, -1) };
};

export const stepAnchor = (view: TimelineView, anchor: string, step: number): string => {
  if (view === "day") return addDays(anchor, step);
  if (view === "week") return addDays(anchor, 7 * step);
  const months = Number(anchor.slice(0, 4)) * 12 + Number(anchor.slice(5, 7)) - 1 + step;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, "0")}-01`;
};

export interface Column {
  readonly index: number;
  readonly date: string;
  /** Day view only: the hour this column shows. */
  readonly hour: number | null;
}

export const columnsOf = (view: TimelineView, anchor: string): readonly Column[] => {
  const range = viewRange(view, anchor);
  if (view === "day") return Array.from({ length: 24 }, (_, hour) => ({ index: hour, date: range.from, hour }));
  return Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, index) => ({ index, date: addDays(range.from, index), hour: null }));
};

/** What the grid needs to know of an event to place it. */
export interface TimelineItem {
  readonly id: string;
  readonly rowKey: string;
  readonly start: LocalTime;
  readonly end: LocalTime;
  /** All-day events and absences span the days they cover; other events sit on their start date (a night shift too). */
  readonly spansDays: boolean;
}

/** The last date an item covers: an end at midnight belongs to the day before. */
export const lastDateOf = (item: Pick<TimelineItem, "start" | "end" | "spansDays">): string => {
  if (!item.spansDays) return item.start.date;
  const last = item.end.minutes === 0 && item.end.date > item.start.date ? addDays(item.end.date, -1) : item.end.date;
  return last < item.start.date ? item.start.date : last;
};

/** Left and width as fractions of the row; null when the item is outside the view. */
export interface Placement {
  readonly left: number;
  readonly width: number;
  /** Week and month: the first and last column covered (clipped to the view). */
  readonly startCol: number;
  readonly endCol: number;
}

export const placementOf = (item: TimelineItem, view: TimelineView, anchor: string): Placement | null => {
  const range = viewRange(view, anchor);
  if (view === "day") {
    const dayStart = { date: range.from, minutes: 0 };
    const s = item.spansDays && item.start.date <= range.from && lastDateOf(item) >= range.from ? 0 : wallMinutesBetween(dayStart, item.start);
    const e = item.spansDays && lastDateOf(item) >= range.from && item.start.date <= range.from ? MINUTES_PER_DAY : wallMinutesBetween(dayStart, item.end);
    const from = Math.max(0, s);
    const to = Math.min(MINUTES_PER_DAY, e);
    if (to <= from) return null;
    return { left: from / MINUTES_PER_DAY, width: (to - from) / MINUTES_PER_DAY, startCol: Math.floor(from / 60), endCol: Math.ceil(to / 60) - 1 };
  }
  const n = daysBetween(range.from, range.to) + 1;
  const first = daysBetween(range.from, item.start.date);
  const last = daysBetween(range.from, lastDateOf(item));
  if (last < 0 || first >= n) return null;
  const startCol = Math.max(0, first);
  const endCol = Math.min(n - 1, last);
  return { left: startCol / n, width: (endCol - startCol + 1) / n, startCol, endCol };
};

/** Stacks items that share columns (or minutes) into lanes; the row is as tall as its lanes. */
export const lanesOf = (placed: readonly { readonly id: string; readonly placement: Placement }[]): { readonly lane: ReadonlyMap<string, number>; readonly count: number } => {
  const sorted = [...placed].sort((a, b) => a.placement.left - b.placement.left || b.placement.width - a.placement.width);
  const laneEnds: number[] = [];
  const lane = new Map<string, number>();
  const EPS = 1e-9;
  for (const { id, placement } of sorted) {
    let i = laneEnds.findIndex((end) => end <= placement.left + EPS);
    if (i < 0) i = laneEnds.push(0) - 1;
    laneEnds[i] = placement.left + placement.width;
    lane.set(id, i);
  }
  return { lane, count: laneEnds.length };
};

/** The grid position under a pointer: week/month a day column, day view a 15-minute slot. */
export const slotAt = (view: TimelineView, columnCount: number, fraction: number): number => {
  const slots = view === "day" ? SLOTS_PER_DAY : columnCount;
  return Math.min(slots - 1, Math.max(0, Math.floor(fraction * slots)));
};

/** What dragging over empty cells from slot a to slot b creates. */
export type CreatedSpan =
  | { readonly kind: "days"; readonly dates: readonly string[] }
  | { readonly kind: "time"; readonly date: string; readonly startMinutes: number; readonly endMinutes: number };

export const createdSpan = (view: TimelineView, anchor: string, a: number, b: number): CreatedSpan => {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const range = viewRange(view, anchor);
  if (view === "day") return { kind: "time", date: range.from, startMinutes: lo * DAY_SLOT_MINUTES, endMinutes: (hi + 1) * DAY_SLOT_MINUTES };
  return { kind: "days", dates: Array.from({ length: hi - lo + 1 }, (_, i) => addDays(range.from, lo + i)) };
};

/** A move by whole slots: days in week and month, 15 minutes in the day view. The wall-clock length is kept. */
export const moved = (item: Pick<TimelineItem, "start" | "end">, view: TimelineView, slots: number): { readonly start: LocalTime; readonly end: LocalTime } => {
  if (view === "day") return { start: plusMinutes(item.start, slots * DAY_SLOT_MINUTES), end: plusMinutes(item.end, slots * DAY_SLOT_MINUTES) };
  return { start: { date: addDays(item.start.date, slots), minutes: item.start.minutes }, end: { date: addDays(item.end.date, slots), minutes: item.end.minutes } };
};

/**
 * Dragging an item's end edge to a slot. Day view: the end snaps to the slot's end, at least one
 * slot after the start. Week and month: an item spanning days ends on that day (at least its start
 * day); a one-day item cannot be stretched over days and keeps its end.
 */
export const resized = (item: TimelineItem, view: TimelineView, anchor: string, slot: number): LocalTime => {
  const range = viewRange(view, anchor);
  if (view === "day") {
    const end = { date: range.from, minutes: (slot + 1) * DAY_SLOT_MINUTES };
    const minEnd = plusMinutes(item.start, DAY_SLOT_MINUTES);
    return wallMinutesBetween(minEnd, end) < 0 ? minEnd : normalise(end);
  }
  if (!item.spansDays) return item.end;
  const day = addDays(range.from, slot);
  const last = day < item.start.date ? item.start.date : day;
  // An end at midnight covers the day before it (lastDateOf), so the new end is midnight after the last day.
  return item.end.minutes === 0 ? { date: addDays(last, 1), minutes: 0 } : { date: last, minutes: item.end.minutes };
};

/**
 * Where pasted events go: the earliest copied event lands on the target date, the others keep
 * their distance in days from it; times of day are kept.
 */
export const pastedTimes = (
  copied: readonly Pick<TimelineItem, "id" | "start" | "end">[],
  targetDate: string,
): readonly { readonly id: string; readonly start: LocalTime; readonly end: LocalTime }[] => {
  if (copied.length === 0) return [];
  const earliest = copied.reduce((min, c) => (c.start.date < min ? c.start.date : min), copied[0]?.start.date ?? targetDate);
  const offset = daysBetween(earliest, targetDate);
  return copied.map((c) => ({ id: c.id, start: { date: addDays(c.start.date, offset), minutes: c.start.minutes }, end: { date: addDays(c.end.date, offset), minutes: c.end.minutes } }));
};
