import type { SchedulePositionEvent } from "@workledger/event-schemas";
import { scheduleConflict, scheduleInvalid, scheduleNotFound } from "./schedules.errors.ts";

export interface SchedulePosition {
  readonly positionId: string;
  readonly name: string;
  readonly orderNumber: number;
  /** The people in this row, in their order. */
  readonly personIds: readonly string[];
}

/** A company's schedule rows (positions) and who is in each. */
export interface PositionsState {
  readonly positions: ReadonlyMap<string, SchedulePosition>;
}
export const initialPositionsState: PositionsState = { positions: new Map() };

/** The next position's order number: the highest existing plus 1, or 1 when there is none. */
export const nextOrderNumber = (positions: Iterable<Pick<SchedulePosition, "orderNumber">>): number => {
  let highest = 0;
  for (const p of positions) highest = Math.max(highest, p.orderNumber);
  return highest + 1;
};

/** The schedule's resource (row) of a person in a position: built from the position's order number and the person id. */
export const scheduleResourceId = (orderNumber: number | null, personId: string): string => `${orderNumber ?? 0}-${personId}`;

/**
 * Reordering remaps each event to the resource built from its position's new order number and its
 * person: given the positions after the reorder, each event's resource id.
 */
export const remapResources = <E extends { readonly positionId: string | null; readonly personId: string }>(
  positions: ReadonlyMap<string, Pick<SchedulePosition, "orderNumber">>,
  events: readonly E[],
): (E & { readonly resourceId: string })[] =>
  events.map((e) => ({ ...e, resourceId: scheduleResourceId(e.positionId === null ? null : (positions.get(e.positionId)?.orderNumber ?? null), e.personId) }));

export type PositionsCommand =
  | { readonly type: "AddSchedulePosition"; readonly data: { readonly positionId: string; readonly name: string } }
  | { readonly type: "RenameSchedulePosition"; readonly data: { readonly positionId: string; readonly name: string } }
  | { readonly type: "DeleteSchedulePosition"; readonly data: { readonly positionId: string } }
  | { readonly type: "ReorderSchedulePositions"; readonly data: { readonly positionIds: readonly string[] } }
  | { readonly type: "AssignScheduleWorker"; readonly data: { readonly positionId: string; readonly personId: string } }
  | { readonly type: "RemoveScheduleWorker"; readonly data: { readonly positionId: string; readonly personId: string } }
  | { readonly type: "ReorderScheduleWorkers"; readonly data: { readonly positionId: string; readonly personIds: readonly string[] } };

const positionOf = (state: PositionsState, id: string): SchedulePosition => {
  const p = state.positions.get(id);
  if (p === undefined) throw scheduleNotFound("position_not_found");
  return p;
};
const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));
const nameOf = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed === "") throw scheduleInvalid("name", "position_name_required");
  return trimmed;
};

export const decidePositions = (command: PositionsCommand, state: PositionsState): SchedulePositionEvent[] => {
  switch (command.type) {
    case "AddSchedulePosition":
      if (state.positions.has(command.data.positionId)) throw scheduleConflict("position_exists");
      return [{ type: "SchedulePositionAdded", data: { positionId: command.data.positionId, name: nameOf(command.data.name), orderNumber: nextOrderNumber(state.positions.values()) } }];
    case "RenameSchedulePosition": {
      const p = positionOf(state, command.data.positionId);
      const name = nameOf(command.data.name);
      return p.name === name ? [] : [{ type: "SchedulePositionRenamed", data: { positionId: p.positionId, name } }];
    }
    case "DeleteSchedulePosition":
      positionOf(state, command.data.positionId);
      return [{ type: "SchedulePositionDeleted", data: { positionId: command.data.positionId } }];
    case "ReorderSchedulePositions": {
      const ids = command.data.positionIds;
      if (!sameSet(ids, [...state.positions.keys()])) throw scheduleInvalid("position_ids", "reorder_mismatch");
      const orders = ids.map((positionId, i) => ({ positionId, orderNumber: i + 1 }));
      if (orders.every((o) => state.positions.get(o.positionId)!.orderNumber === o.orderNumber)) return [];
      return [{ type: "SchedulePositionsReordered", data: { positionId: ids[0]!, orders } }];
    }
    case "AssignScheduleWorker": {
      const p = positionOf(state, command.data.positionId);
      if (p.personIds.includes(command.data.personId)) throw scheduleConflict("worker_already_assigned");
      return [{ type: "ScheduleWorkerAssigned", data: { positionId: p.positionId, personId: command.data.personId } }];
    }
    case "RemoveScheduleWorker": {
      const p = positionOf(state, command.data.positionId);
      if (!p.personIds.includes(command.data.personId)) throw scheduleNotFound("position_not_found");
      return [{ type: "ScheduleWorkerRemoved", data: { positionId: p.positionId, personId: command.data.personId } }];
    }
    case "ReorderScheduleWorkers": {
      const p = positionOf(state, command.data.positionId);
      if (!sameSet(command.data.personIds, p.personIds)) throw scheduleInvalid("user_ids", "reorder_mismatch");
      if (command.data.personIds.every((id, i) => p.personIds[i] === id)) return [];
      return [{ type: "ScheduleWorkersReordered", data: { positionId: p.positionId, personIds: [...command.data.personIds] } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
};

const update = (state: PositionsState, id: string, f: (p: SchedulePosition) => SchedulePosition): PositionsState => {
  const p = state.positions.get(id);
  return p === undefined ? state : { positions: new Map(state.positions).set(id, f(p)) };
};

export const evolvePositions = (state: PositionsState, event: SchedulePositionEvent): PositionsState => {
  switch (event.type) {
    case "SchedulePositionAdded":
      return { positions: new Map(state.positions).set(event.data.positionId, { ...event.data, personIds: [] }) };
    case "SchedulePositionRenamed":
      return update(state, event.data.positionId, (p) => ({ ...p, name: event.data.name }));
    case "SchedulePositionDeleted": {
      const positions = new Map(state.positions);
      positions.delete(event.data.positionId);
      return { positions };
    }
    case "SchedulePositionsReordered": {
      let next = state;
      for (const o of event.data.orders) next = update(next, o.positionId, (p) => ({ ...p, orderNumber: o.orderNumber }));
      return next;
    }
    case "ScheduleWorkerAssigned":
      return update(state, event.data.positionId, (p) => ({ ...p, personIds: [...p.personIds, event.data.personId] }));
    case "ScheduleWorkerRemoved":
      return update(state, event.data.positionId, (p) => ({ ...p, personIds: p.personIds.filter((id) => id !== event.data.personId) }));
    case "ScheduleWorkersReordered":
      return update(state, event.data.positionId, (p) => ({ ...p, personIds: event.data.personIds }));
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
};

export const schedulePositionsDecider = { decide: decidePositions, evolve: evolvePositions, initialState: initialPositionsState } as const;
