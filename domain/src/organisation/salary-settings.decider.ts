import {
  ChangeSalarySettings,
  emptySalarySettings,
  salarySettingsMessages,
  type SalarySettings,
  type SalarySettingsCommand,
  type SalarySettingsEvent,
} from "@workledger/event-schemas";
import { ConflictError } from "../errors.ts";
import { assertNever, throwIfAny, validateWith } from "./organisation-errors.ts";
import { canonicalJson } from "../unchanged.ts";

/**
 * A person's salary settings: payroll identifiers (Netvisor employee number, Merit contract code)
 * and work-type price overrides. One stream per person; each change carries the whole settings.
 * That every overridden work type is one of the company's is checked where the catalogue is read
 * (the shared body-id check), since that lives in another stream.
 */
export interface SalarySettingsState {
  readonly personId: string | null;
  readonly settings: SalarySettings;
}

export const initialSalarySettingsState: SalarySettingsState = { personId: null, settings: emptySalarySettings };

/** Same settings, whatever the order of the price overrides. */
const canonical = (settings: SalarySettings): string =>
  canonicalJson({ ...settings, workTypePrices: [...settings.workTypePrices].sort((a, b) => a.workTypeId.localeCompare(b.workTypeId)) });

export const decideSalarySettings = (command: SalarySettingsCommand, state: SalarySettingsState): SalarySettingsEvent[] => {
  switch (command.type) {
    case "ChangeSalarySettings": {
      validateWith(ChangeSalarySettings.data, "salary settings", command.data);
      const { personId, settings } = command.data;
      if (state.personId !== null && state.personId !== personId) throw new ConflictError("These salary settings belong to someone else", "salary_settings_person_mismatch");
      const errors: Record<string, string[]> = {};
      const seen = new Set<string>();
      settings.workTypePrices.forEach(({ workTypeId }, index) => {
        if (seen.has(workTypeId)) errors[`settings.workTypePrices.${index}.workTypeId`] = [salarySettingsMessages.duplicateWorkType];
        seen.add(workTypeId);
      });
      throwIfAny(errors);
      if (canonical(settings) === canonical(state.settings)) return [];
      return [{ type: "SalarySettingsChanged", data: { personId, settings } }];
    }
    default:
      return assertNever(command.type);
  }
};

export const evolveSalarySettings = (_state: SalarySettingsState, event: SalarySettingsEvent): SalarySettingsState => {
  switch (event.type) {
    case "SalarySettingsChanged":
      return { personId: event.data.personId, settings: event.data.settings };
    default:
      return assertNever(event.type);
  }
};

export const salarySettingsDecider = { decide: decideSalarySettings, evolve: evolveSalarySettings, initialState: initialSalarySettingsState };
