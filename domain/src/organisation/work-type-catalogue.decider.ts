import { CreateWorkType, UpdateWorkType, type WorkTypeCommand, type WorkTypeDetails, type WorkTypeEvent } from "@workledger/event-schemas";
import { ConflictError, ValidationError } from "../errors.ts";
import { alreadyExists, assertNever, duplicateOption, normalisedName, notFound, tidyName, validateWith } from "./organisation-errors.ts";
import { sameValue } from "../unchanged.ts";

export interface WorkType {
  readonly workTypeId: string;
  readonly details: WorkTypeDetails;
  /** Spec: active 1 = kept in lists; deactivated types stay for history. */
  readonly active: boolean;
}

/** All work types of one company, so names can be compared across them. */
export interface WorkTypeCatalogueState {
  readonly workTypes: ReadonlyMap<string, WorkType>;
}

export const initialWorkTypeCatalogueState: WorkTypeCatalogueState = { workTypes: new Map() };

const find = (state: WorkTypeCatalogueState, workTypeId: string): WorkType => {
  const workType = state.workTypes.get(workTypeId);
  if (workType === undefined) throw notFound("Work type", "work_type_not_found");
  return workType;
};

const tidy = (details: WorkTypeDetails): WorkTypeDetails => ({
  ...details,
  name: tidyName(details.name),
  costDescriptions: details.costDescriptions.map(tidyName),
});

const ancestorsOf = (state: WorkTypeCatalogueState, parentId: string | null): string[] => {
  const seen: string[] = [];
  for (let id = parentId; id !== null && !seen.includes(id); id = state.workTypes.get(id)?.details.parentId ?? null) seen.push(id);
  return seen;
};

/** Active sub-types, deepest first, so a parent is never active below an inactive one. */
const activeDescendantsOf = (state: WorkTypeCatalogueState, workTypeId: string): string[] =>
  [...state.workTypes.values()]
    .filter((t) => t.active && t.details.parentId === workTypeId)
    .flatMap((child) => [...activeDescendantsOf(state, child.workTypeId), child.workTypeId]);

/**
 * The rules a work type's details must keep inside its company: the parent exists, is active and is
 * not the type itself or below it; no active sibling has the same name and no cost description is
 * given twice ('Option already exist').
 */
const checkDetails = (state: WorkTypeCatalogueState, workTypeId: string, details: WorkTypeDetails): void => {
  if (details.parentId !== null) {
    const parent = state.workTypes.get(details.parentId);
    if (parent === undefined) throw ValidationError.of("details.parentId", "Parent work type not found", "parent_not_found");
    if (!parent.active) throw ValidationError.of("details.parentId", "The parent work type is inactive", "parent_inactive");
    if (ancestorsOf(state, details.parentId).includes(workTypeId)) {
      throw ValidationError.of("details.parentId", "A work type cannot be under itself", "parent_cycle");
    }
  }
  const name = normalisedName(details.name);
  const clash = [...state.workTypes.values()].some(
    (t) => t.workTypeId !== workTypeId && t.active && t.details.parentId === details.parentId && normalisedName(t.details.name) === name,
  );
  if (clash) throw duplicateOption("details.name");
  const costs = details.costDescriptions.map(normalisedName);
  if (new Set(costs).size !== costs.length) throw duplicateOption("details.costDescriptions");
};

const sameDetails = (a: WorkTypeDetails, b: WorkTypeDetails): boolean => sameValue(a, b);

export const decideWorkTypeCatalogue = (command: WorkTypeCommand, state: WorkTypeCatalogueState): WorkTypeEvent[] => {
  switch (command.type) {
    case "CreateWorkType": {
      validateWith(CreateWorkType.data, "work type", command.data);
      const { workTypeId } = command.data;
      if (state.workTypes.has(workTypeId)) throw alreadyExists("Work type", "work_type_exists");
      const details = tidy(command.data.details);
      checkDetails(state, workTypeId, details);
      return [{ type: "WorkTypeCreated", data: { workTypeId, details } }];
    }
    case "UpdateWorkType": {
      validateWith(UpdateWorkType.data, "work type", command.data);
      const current = find(state, command.data.workTypeId);
      const details = tidy(command.data.details);
      if (sameDetails(details, current.details)) return [];
      if (current.active) checkDetails(state, current.workTypeId, details);
      else if (details.parentId !== null && ancestorsOf(state, details.parentId).includes(current.workTypeId)) {
        throw ValidationError.of("details.parentId", "A work type cannot be under itself", "parent_cycle");
      }
      return [{ type: "WorkTypeUpdated", data: { workTypeId: current.workTypeId, details } }];
    }
    case "DeactivateWorkType": {
      const current = find(state, command.data.workTypeId);
      if (!current.active) return [];
      // A parent takes its active sub-types with it.
      return [...activeDescendantsOf(state, current.workTypeId), current.workTypeId].map((workTypeId) => ({
        type: "WorkTypeDeactivated" as const,
        data: { workTypeId },
      }));
    }
    case "ReactivateWorkType": {
      const current = find(state, command.data.workTypeId);
      if (current.active) return [];
      const parentId = current.details.parentId;
      if (parentId !== null && state.workTypes.get(parentId)?.active !== true) {
        throw new ConflictError("Reactivate the parent work type first", "parent_inactive");
      }
      checkDetails(state, current.workTypeId, current.details);
      return [{ type: "WorkTypeReactivated", data: { workTypeId: current.workTypeId } }];
    }
    default:
      return assertNever(command);
  }
};

const withType = (state: WorkTypeCatalogueState, workType: WorkType): WorkTypeCatalogueState => ({
  workTypes: new Map(state.workTypes).set(workType.workTypeId, workType),
});

const change = (state: WorkTypeCatalogueState, workTypeId: string, f: (t: WorkType) => WorkType): WorkTypeCatalogueState => {
  const current = state.workTypes.get(workTypeId);
  return current === undefined ? state : withType(state, f(current));
};

export const evolveWorkTypeCatalogue = (state: WorkTypeCatalogueState, event: WorkTypeEvent): WorkTypeCatalogueState => {
  switch (event.type) {
    case "WorkTypeCreated":
      return withType(state, { workTypeId: event.data.workTypeId, details: event.data.details, active: true });
    case "WorkTypeUpdated":
      return change(state, event.data.workTypeId, (t) => ({ ...t, details: event.data.details }));
    case "WorkTypeDeactivated":
      return change(state, event.data.workTypeId, (t) => ({ ...t, active: false }));
    case "WorkTypeReactivated":
      return change(state, event.data.workTypeId, (t) => ({ ...t, active: true }));
    default:
      return assertNever(event);
  }
};

export const workTypeCatalogueDecider = {
  decide: decideWorkTypeCatalogue,
  evolve: evolveWorkTypeCatalogue,
  initialState: initialWorkTypeCatalogueState,
};

/** Active work types only (spec: only active = 1 kept), parents before their sub-types. */
export const activeWorkTypes = (state: WorkTypeCatalogueState): WorkType[] => {
  const active = [...state.workTypes.values()].filter((t) => t.active);
  const depth = (t: WorkType) => ancestorsOf(state, t.details.parentId).length;
  return active.sort((a, b) => depth(a) - depth(b));
};
