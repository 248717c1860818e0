import { nextOrderNumber } from "@workledger/domain/schedules/schedules.positions.ts";
import type { SchedulePosition } from "../schedule-model.ts";

/** The order number the next position gets (the domain's rule: the highest plus 1, or 1). */
export const nextPositionNumber = (positions: readonly SchedulePosition[]): number => nextOrderNumber(positions);

/** The positions in their schedule order (order number, then name). */
export const orderedPositions = (positions: readonly SchedulePosition[]): SchedulePosition[] =>
  [...positions].sort((a, b) => a.orderNumber - b.orderNumber || a.name.localeCompare(b.name));

/**
 * The ids with the one at `index` moved by `delta` places (-1 up, +1 down); null when it cannot
 * move that way (the first up, the last down), so the control is not offered.
 */
export const moved = (ids: readonly string[], index: number, delta: -1 | 1): string[] | null => {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

/** The people a position may still take: everyone listed not in it yet, by name. */
export const assignable = <P extends { readonly id: string; readonly name: string }>(people: readonly P[], position: SchedulePosition): P[] =>
  people.filter((p) => !position.personIds.includes(p.id)).sort((a, b) => a.name.localeCompare(b.name));

/** A position's name as typed: trimmed; null when empty or longer than the API takes. */
export const positionName = (text: string): string | null => {
  const name = text.trim();
  return name === "" || name.length > 255 ? null : name;
};

/** The shifts among the selected events: only shifts have a shift manager. */
export const selectedShiftIds = (items: readonly { readonly id: string; readonly kind: string }[], selected: readonly string[]): string[] => {
  const wanted = new Set(selected);
  return items.filter((i) => i.kind === "shift" && wanted.has(i.id)).map((i) => i.id);
};
