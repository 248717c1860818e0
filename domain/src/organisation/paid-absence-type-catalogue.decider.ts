import {
  AdoptDefaultPaidAbsenceTypes,
  CreatePaidAbsenceType,
  UpdatePaidAbsenceType,
  type PaidAbsenceTypeCommand,
  type PaidAbsenceTypeDetails,
  type PaidAbsenceTypeEvent,
} from "@workledger/event-schemas";
import { ValidationError } from "../errors.ts";
import { alreadyExists, assertNever, duplicateOption, normalisedName, notFound, tidyName, validateWith } from "./organisation-errors.ts";
import { sameValue } from "../unchanged.ts";
import { defaultPaidAbsenceTypes } from "./default-paid-absence-types.ts";

export interface PaidAbsenceType {
  readonly absenceTypeId: string;
  readonly details: PaidAbsenceTypeDetails;
  readonly active: boolean;
}

export interface PaidAbsenceTypeCatalogueState {
  readonly types: ReadonlyMap<string, PaidAbsenceType>;
}

export const initialPaidAbsenceTypeCatalogueState: PaidAbsenceTypeCatalogueState = { types: new Map() };

const find = (state: PaidAbsenceTypeCatalogueState, id: string): PaidAbsenceType => {
  const type = state.types.get(id);
  if (type === undefined) throw notFound("Paid absence type", "paid_absence_type_not_found");
  return type;
};

/** An absence counted in hours lasts at most a day; no two active types share a name. */
const checkDetails = (state: PaidAbsenceTypeCatalogueState, id: string, details: PaidAbsenceTypeDetails): void => {
  if (details.timeUnit === "Hour" && details.length > 24) {
    throw ValidationError.of("details.length", "An absence in hours lasts at most 24 hours", "absence_length_too_long");
  }
  const name = normalisedName(details.name);
  if ([...state.types.values()].some((t) => t.absenceTypeId !== id && t.active && normalisedName(t.details.name) === name)) {
    throw duplicateOption("details.name");
  }
};

export const decidePaidAbsenceTypeCatalogue = (command: PaidAbsenceTypeCommand, state: PaidAbsenceTypeCatalogueState): PaidAbsenceTypeEvent[] => {
  switch (command.type) {
    case "CreatePaidAbsenceType": {
      validateWith(CreatePaidAbsenceType.data, "paid absence type", command.data);
      const { absenceTypeId } = command.data;
      if (state.types.has(absenceTypeId)) throw alreadyExists("Paid absence type", "paid_absence_type_exists");
      const details = { ...command.data.details, name: tidyName(command.data.details.name) };
      checkDetails(state, absenceTypeId, details);
      return [{ type: "PaidAbsenceTypeCreated", data: { absenceTypeId, details } }];
    }
    case "UpdatePaidAbsenceType": {
      validateWith(UpdatePaidAbsenceType.data, "paid absence type", command.data);
      const current = find(state, command.data.absenceTypeId);
      const details = { ...command.data.details, name: tidyName(command.data.details.name) };
      if (sameValue(details, current.details)) return [];
      checkDetails(state, current.absenceTypeId, details);
      return [{ type: "PaidAbsenceTypeUpdated", data: { absenceTypeId: current.absenceTypeId, details } }];
    }
    case "AdoptDefaultPaidAbsenceTypes": {
      validateWith(AdoptDefaultPaidAbsenceTypes.data, "paid absence types", command.data);
      // Only a catalogue that never had a type starts from the defaults: a manager's own list stays.
      if (state.types.size > 0) return [];
      const defaults = defaultPaidAbsenceTypes(command.data.language);
      if (command.data.absenceTypeIds.length !== defaults.length || new Set(command.data.absenceTypeIds).size !== defaults.length) {
        throw ValidationError.of("absenceTypeIds", `One id for each of the ${defaults.length} default types`, "default_type_ids");
      }
      return defaults.map(({ kind: _kind, ...details }, i) => ({ type: "PaidAbsenceTypeCreated" as const, data: { absenceTypeId: command.data.absenceTypeIds[i]!, details } }));
    }
    case "DeactivatePaidAbsenceType": {
      const current = find(state, command.data.absenceTypeId);
      return current.active ? [{ type: "PaidAbsenceTypeDeactivated", data: { absenceTypeId: current.absenceTypeId } }] : [];
    }
    default:
      return assertNever(command);
  }
};

export const evolvePaidAbsenceTypeCatalogue = (state: PaidAbsenceTypeCatalogueState, event: PaidAbsenceTypeEvent): PaidAbsenceTypeCatalogueState => {
  const put = (type: PaidAbsenceType): PaidAbsenceTypeCatalogueState => ({ types: new Map(state.types).set(type.absenceTypeId, type) });
  switch (event.type) {
    case "PaidAbsenceTypeCreated":
      return put({ absenceTypeId: event.data.absenceTypeId, details: event.data.details, active: true });
    case "PaidAbsenceTypeUpdated": {
      const current = state.types.get(event.data.absenceTypeId);
      return current === undefined ? state : put({ ...current, details: event.data.details });
    }
    case "PaidAbsenceTypeDeactivated": {
      const current = state.types.get(event.data.absenceTypeId);
      return current === undefined ? state : put({ ...current, active: false });
    }
    default:
      return assertNever(event);
  }
};

export const paidAbsenceTypeCatalogueDecider = {
  decide: decidePaidAbsenceTypeCatalogue,
  evolve: evolvePaidAbsenceTypeCatalogue,
  initialState: initialPaidAbsenceTypeCatalogueState,
};
