import {
  ChangePreferences,
  defaultPreferences,
  organisationMessages,
  type PreferenceChanges,
  type Preferences,
  type PreferencesCommand,
  type PreferencesEvent,
  type PreferencesScope,
} from "@workledger/event-schemas";
import { ConflictError, ValidationError } from "../errors.ts";
import { assertNever, validateWith } from "./organisation-errors.ts";
import { sameValue } from "../unchanged.ts";

/**
 * Preferences are kept as the choices someone made: the company's defaults (managers who may edit
 * preferences), and a person's own choices over them. What applies is defaults < company < person.
 */
export interface PreferencesState {
  readonly scope: PreferencesScope | null;
  readonly chosen: PreferenceChanges;
}

export const initialPreferencesState: PreferencesState = { scope: null, chosen: {} };

/** What applies to a person: spec defaults, then the company's choices, then their own. */
export const effectivePreferences = (company: PreferenceChanges, person: PreferenceChanges = {}): Preferences => ({
  ...defaultPreferences,
  ...company,
  ...person,
});

const sameScope = (a: PreferencesScope, b: PreferencesScope): boolean =>
  a.kind === b.kind && (a.kind === "company" || (b.kind === "person" && a.personId === b.personId));

export const decidePreferences = (command: PreferencesCommand, state: PreferencesState): PreferencesEvent[] => {
  switch (command.type) {
    case "ChangePreferences": {
      validateWith(ChangePreferences.data, "preferences", command.data);
      const { scope, changes } = command.data;
      if (state.scope !== null && !sameScope(state.scope, scope)) throw new ConflictError("These preferences belong to someone else", "preferences_scope_mismatch");
      const next = { ...state.chosen, ...changes };
      // An automatic end needs a time to end at; judged on what this scope will hold after the change.
      if (next.autoEnd === true && (next.autoEndAt ?? null) === null) {
        throw ValidationError.of("changes.autoEndAt", organisationMessages.required, "auto_end_time_required");
      }
      const changed = Object.fromEntries(
        Object.entries(changes).filter(([key, value]) => !sameValue(state.chosen[key as keyof PreferenceChanges], value)),
      ) as PreferenceChanges;
      return Object.keys(changed).length === 0 ? [] : [{ type: "PreferencesChanged", data: { scope, changes: changed } }];
    }
    default:
      return assertNever(command.type);
  }
};

export const evolvePreferences = (state: PreferencesState, event: PreferencesEvent): PreferencesState => {
  switch (event.type) {
    case "PreferencesChanged":
      return { scope: event.data.scope, chosen: { ...state.chosen, ...event.data.changes } };
    default:
      return assertNever(event.type);
  }
};

export const preferencesDecider = { decide: decidePreferences, evolve: evolvePreferences, initialState: initialPreferencesState };
