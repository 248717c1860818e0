import { localOf, type LocalTime } from "./timeline/local-time.ts";
import type { TimelineItem } from "./timeline/timeline-grid.ts";

export type ScheduleEventKind = "shift" | "task" | "absence";

/** One planned event as the page shows it: times on the company's wall clock. */
export interface ScheduleItem extends TimelineItem {
  readonly kind: ScheduleEventKind;
  readonly title: string;
  /** Instants as the API sent them (the domain's rules take instants). */
  readonly startInstant: string;
  readonly endInstant: string;
  readonly personId: string;
  readonly positionId: string | null;
  readonly confirmed: boolean;
  readonly editable: boolean;
  readonly isPreset: boolean;
  readonly isRepeating: boolean;
  readonly isAllDay: boolean;
  readonly isNightShift: boolean;
  readonly isShiftManager: boolean;
  readonly pauseMinutes: number | null;
  readonly additionalBreakMinutes: number;
  readonly totalSeconds: number;
  readonly comment: string;
  readonly color: string | null;
  readonly name: string;
  readonly initials: string;
  readonly absenceTypeId: string | null;
  readonly workLeave: boolean;
}

export interface SchedulePerson {
  readonly id: string;
  readonly name: string;
  readonly initials: string;
}

export interface SchedulePosition {
  readonly id: string;
  readonly name: string;
  readonly orderNumber: number;
  /** The people in this position's rows, in their order. */
  readonly personIds: readonly string[];
}

/** Rows of the manager's timeline: a heading per position, then a row per person in it. */
export type ScheduleRow =
  | { readonly kind: "position"; readonly key: string; readonly positionId: string | null; readonly title: string; readonly count: number }
  | { readonly kind: "person"; readonly key: string; readonly positionId: string | null; readonly person: SchedulePerson; readonly totalSeconds: number; readonly shiftCount: number };

export const rowKeyOf = (positionId: string | null, personId: string): string => `${positionId ?? "-"}:${personId}`;
export const UNPOSITIONED = "-";

/**
 * Rows: each position (in order) with its people, then everyone's own row for events without a
 * position. Filters narrow people and positions; a position whose people are all filtered out goes.
 * Totals count the planned working time of shifts and tasks in the view (absences are not work).
 */
export const rowsOf = (
  positions: readonly SchedulePosition[],
  people: readonly SchedulePerson[],
  items: readonly ScheduleItem[],
  filter: { readonly personIds: readonly string[]; readonly positionIds: readonly string[] },
  unpositionedTitle: string,
): readonly ScheduleRow[] => {
  const byId = new Map(people.map((p) => [p.id, p]));
  const totals = new Map<string, { seconds: number; count: number }>();
  for (const item of items) {
    if (item.kind === "absence") continue;
    const t = totals.get(item.rowKey) ?? { seconds: 0, count: 0 };
    t.seconds += item.totalSeconds;
    if (item.kind === "shift") t.count += 1;
    totals.set(item.rowKey, t);
  }
  const keepPerson = (id: string) => filter.personIds.length === 0 || filter.personIds.includes(id);
  const personRow = (positionId: string | null, person: SchedulePerson): ScheduleRow => {
    const key = rowKeyOf(positionId, person.id);
    return { kind: "person", key, positionId, person, totalSeconds: totals.get(key)?.seconds ?? 0, shiftCount: totals.get(key)?.count ?? 0 };
  };
  const rows: ScheduleRow[] = [];
  const sorted = [...positions].sort((a, b) => a.orderNumber - b.orderNumber);
  for (const position of sorted) {
    if (filter.positionIds.length > 0 && !filter.positionIds.includes(position.id)) continue;
    // People with events in the position show even when no longer assigned to it.
    const withEvents = items.filter((i) => i.positionId === position.id).map((i) => i.personId);
    const ids = [...new Set([...position.personIds, ...withEvents])];
    const members = ids.map((id) => byId.get(id)).filter((p): p is SchedulePerson => p !== undefined && keepPerson(p.id));
    if (members.length === 0 && filter.personIds.length > 0) continue;
    rows.push({ kind: "position", key: `position:${position.id}`, positionId: position.id, title: position.name, count: members.length });
    for (const person of members) rows.push(personRow(position.id, person));
  }
  if (filter.positionIds.length === 0 || filter.positionIds.includes(UNPOSITIONED)) {
    const everyone = people.filter((p) => keepPerson(p.id));
    if (everyone.length > 0) {
      rows.push({ kind: "position", key: "position:-", positionId: null, title: unpositionedTitle, count: everyone.length });
      for (const person of everyone) rows.push(personRow(null, person));
    }
  }
  return rows;
};

/** The item's wall-clock times in the company zone. */
export const localTimesOf = (startInstant: string, endInstant: string, zone: string): { readonly start: LocalTime; readonly end: LocalTime } => ({
  start: localOf(startInstant, zone),
  end: localOf(endInstant, zone),
});

export const eventColours: Readonly<Record<ScheduleEventKind, string>> = { shift: "#2563eb", task: "#0d9488", absence: "#b45309" };

/** The colour an event is drawn in: its own, else its kind's. Only #rgb/#rrggbb are taken from data. */
export const colourOf = (item: Pick<ScheduleItem, "color" | "kind">): string =>
  item.color !== null && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(item.color) ? item.color : eventColours[item.kind];

/** Seconds as h:mm. */
export const hoursLabel = (seconds: number): string => `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}`;
