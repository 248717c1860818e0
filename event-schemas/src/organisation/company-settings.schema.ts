import { Schema } from "effect";
import { LooseBoolean } from "./organisation-values.ts";
import { defineCommand, defineEvent } from "./define-message.ts";

/** The company-wide switches of the spec, as the API names them. */
export const CompanySettings = Schema.Struct({
  auto_end_workday: Schema.Boolean,
  show_time_decimal: Schema.Boolean,
  apply_all_workspace: Schema.Boolean,
  auto_add_pause_time: Schema.Boolean,
});
export type CompanySettings = typeof CompanySettings.Type;
export const defaultCompanySettings: CompanySettings = {
  auto_end_workday: false,
  show_time_decimal: false,
  apply_all_workspace: false,
  auto_add_pause_time: false,
};

/** Settings as a server or an old client may send them; the string 'true' reads as true. */
export const CompanySettingsInput = Schema.Struct({
  auto_end_workday: Schema.optionalKey(LooseBoolean),
  show_time_decimal: Schema.optionalKey(LooseBoolean),
  apply_all_workspace: Schema.optionalKey(LooseBoolean),
  auto_add_pause_time: Schema.optionalKey(LooseBoolean),
});
export type CompanySettingsInput = typeof CompanySettingsInput.Type;

export const ChangeCompanySettings = defineCommand("ChangeCompanySettings", { settings: CompanySettingsInput });

export const CompanySettingsCommand = ChangeCompanySettings.schema;
export type CompanySettingsCommand = typeof CompanySettingsCommand.Type;

/** Only the settings that changed, with their new values. */
export const CompanySettingsChanged = defineEvent("CompanySettingsChanged", 1, {
  changes: Schema.Struct({
    auto_end_workday: Schema.optionalKey(Schema.Boolean),
    show_time_decimal: Schema.optionalKey(Schema.Boolean),
    apply_all_workspace: Schema.optionalKey(Schema.Boolean),
    auto_add_pause_time: Schema.optionalKey(Schema.Boolean),
  }),
});

export const companySettingsEvents = [CompanySettingsChanged] as const;
export const CompanySettingsEvent = CompanySettingsChanged.schema;
export type CompanySettingsEvent = typeof CompanySettingsEvent.Type;

/**
 * Feature flags are not here: they are facts of the company itself (identity's
 * CompanyFeatureFlagsChanged on the company stream), so there is one source of truth.
 */
export const companySettingsStreamName = (companyId: string): string => `company-settings-${companyId}`;
