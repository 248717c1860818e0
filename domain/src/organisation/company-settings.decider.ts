import { defaultCompanySettings, type CompanySettings, type CompanySettingsCommand, type CompanySettingsEvent } from "@workledger/event-schemas";
import { assertNever } from "./organisation-errors.ts";

export type CompanySettingsState = CompanySettings;

const keys = Object.keys(defaultCompanySettings) as (keyof CompanySettings)[];

/** Company-wide switches; the input was decoded already, so 'true' arrives as true. Unchanged keys are left out. */
export const decideCompanySettings = (command: CompanySettingsCommand, state: CompanySettingsState): CompanySettingsEvent[] => {
  switch (command.type) {
    case "ChangeCompanySettings": {
      const changes: Partial<Record<keyof CompanySettings, boolean>> = {};
      for (const key of keys) {
        const value = command.data.settings[key];
        if (value !== undefined && value !== state[key]) changes[key] = value;
      }
      return Object.keys(changes).length === 0 ? [] : [{ type: "CompanySettingsChanged", data: { changes } }];
    }
    default:
      return assertNever(command.type);
  }
};

export const evolveCompanySettings = (state: CompanySettingsState, event: CompanySettingsEvent): CompanySettingsState => {
  switch (event.type) {
    case "CompanySettingsChanged":
      return { ...state, ...event.data.changes };
    default:
      return assertNever(event.type);
  }
};

export const companySettingsDecider = {
  decide: decideCompanySettings,
  evolve: evolveCompanySettings,
  initialState: defaultCompanySettings as CompanySettingsState,
};
