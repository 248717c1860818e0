import { scheduleMessages } from "@workledger/domain/schedules/schedules.errors.ts";
import { assertNoShiftOverlap } from "@workledger/domain/schedules/schedules.rules.ts";
import type { ScheduleItem, ScheduleRow } from "./schedule-model.ts";
import { eventInputOf, kindPath } from "./schedules.api.ts";
import { instantOf, type LocalTime } from "./timeline/local-time.ts";
import { moved, pastedTimes, type TimelineView } from "./timeline/timeline-grid.ts";

export interface ScheduleCommand {
  readonly path: string;
  readonly body: Readonly<Record<string, unknown>>;
}

type PersonRow = Extract<ScheduleRow, { kind: "person" }>;

/** One move (or copy) per dragged event: same wall-clock times, shifted by whole slots, maybe to another row. */
export const moveCommands = (
  items: readonly ScheduleItem[],
  request: { readonly slots: number; readonly toRow: PersonRow | null; readonly copying: boolean },
  view: TimelineView,
  zone: string,
): readonly ScheduleCommand[] =>
  items.map((item) => {
    const times = moved(item, view, request.slots);
    const over = {
      start: instantOf(times.start, zone),
      end: instantOf(times.end, zone),
      ...(request.toRow === null ? {} : { user_id: request.toRow.person.id, position_id: request.toRow.positionId }),
    };
    return { path: `schedules/${item.id}/${kindPath[item.kind]}`, body: { action: request.copying ? "copy" : "move", ...eventInputOf(item, over) } };
  });

export const resizeCommand = (item: ScheduleItem, end: LocalTime, zone: string): ScheduleCommand => ({
  path: `schedules/${item.id}/${kindPath[item.kind]}`,
  body: { action: "resize", ...eventInputOf(item, { end: instantOf(end, zone) }) },
});

/**
 * Pasting copied events on a day: one `multiple` call. Events copied from one row go to the row
 * pasted on; copied from several rows, each keeps its own person and position.
 */
export const pasteCommand = (companyId: string, copied: readonly ScheduleItem[], row: PersonRow, date: string, zone: string): ScheduleCommand | null => {
  if (copied.length === 0) return null;
  const oneRow = copied.every((c) => c.rowKey === copied[0]?.rowKey);
  const byId = new Map(copied.map((c) => [c.id, c]));
  const events = pastedTimes(copied, date).flatMap(({ id, start, end }) => {
    const item = byId.get(id);
    if (item === undefined) return [];
    const over = { start: instantOf(start, zone), end: instantOf(end, zone), ...(oneRow ? { user_id: row.person.id, position_id: row.positionId } : {}) };
    return [{ type: item.kind, ...eventInputOf(item, over) }];
  });
  return { path: `schedules/${companyId}/multiple`, body: { events } };
};

/**
 * The domain's overlap rule on the events as they would be after a move or paste: the message
 * of the first conflict (the server would answer 409), or null.
 */
export const plannedConflict = (
  changed: readonly { readonly id: string; readonly personId: string; readonly kind: ScheduleItem["kind"]; readonly start: string; readonly end: string }[],
  all: readonly ScheduleItem[],
): string | null => {
  const ignore = new Set(changed.map((c) => c.id));
  for (const personId of new Set(changed.filter((c) => c.kind === "shift").map((c) => c.personId))) {
    const candidates = changed.filter((c) => c.kind === "shift" && c.personId === personId).map((c) => ({ eventId: c.id, start: c.start, end: c.end }));
    const others = all.filter((a) => a.kind === "shift" && a.personId === personId && !ignore.has(a.id)).map((a) => ({ eventId: a.id, start: a.startInstant, end: a.endInstant }));
    try {
      assertNoShiftOverlap(candidates, others);
    } catch {
      return scheduleMessages.schedule_overlap;
    }
  }
  return null;
};

/** What a command body puts where, for the overlap check (copies are new events: they keep nothing out). */
export const plannedOf = (command: ScheduleCommand, item: ScheduleItem, copying: boolean) => ({
  id: copying ? `copy-${item.id}` : item.id,
  personId: String(command.body["user_id"] ?? item.personId),
  kind: item.kind,
  start: String(command.body["start"]),
  end: String(command.body["end"]),
});

/** Confirm all: the unconfirmed events shown (never a preset); unconfirm all: the confirmed ones. */
export const confirmAllIds = (items: readonly ScheduleItem[], confirm: boolean): readonly string[] =>
  items.filter((i) => !i.isPreset && i.confirmed !== confirm).map((i) => i.id);
