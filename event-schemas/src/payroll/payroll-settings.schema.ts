import { Schema } from "effect";
import { defineCommand, defineEvent } from "../organisation/define-message.ts";
import { EntityId, organisationMessages } from "../organisation/organisation-values.ts";

/** The payroll-settings messages a person can see (translated in the web's six locales). */
export const payrollSettingsMessages = {
  required: organisationMessages.required,
  settingsUpdated: "Settings updated successfully",
  url: "Enter an https address such as https://integration.netvisor.fi",
  tooManyWorkspaces: "At most 500 workspaces",
  duplicateWorkspace: "A workspace can have only one set of credentials",
  dimensionUpdateFailed: "Dimension updated unsuccessfully",
  missingIdentifier: "A worker missing an identification number blocks payroll export",
  exportFailed: "Error on exporting :type",
} as const;

const requiredText = (max: number) =>
  Schema.String.check(
    Schema.makeFilter((s: string) => s.trim().length > 0, { message: payrollSettingsMessages.required }),
    Schema.isMaxLength(max),
  );

/** An integration host: https (http only to a loopback host, for the local fakes). */
export const IntegrationUrl = requiredText(255).check(
  Schema.makeFilter((s: string) => /^https:\/\/[^\s/]+(\/\S*)?$/.test(s) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/\S*)?$/.test(s) || payrollSettingsMessages.url),
);

/** Admin: the partner (software vendor) credentials, set once for the platform. */
export const NetvisorPartnerSettings = Schema.Struct({ url: IntegrationUrl, partnerId: requiredText(100), partnerKey: requiredText(255) });
export type NetvisorPartnerSettings = typeof NetvisorPartnerSettings.Type;

export const NetvisorLanguage = Schema.Literals(["FI", "EN", "SV"]);

/** Per company: the Netvisor customer credentials and the organisation's business id (Y-tunnus). */
export const NetvisorCompanySettings = Schema.Struct({
  customerId: requiredText(100),
  customerKey: requiredText(255),
  organisationId: requiredText(32),
  language: NetvisorLanguage,
});
export type NetvisorCompanySettings = typeof NetvisorCompanySettings.Type;

export const MeritWorkspaceCredentials = Schema.Struct({ divisionId: EntityId, apiId: requiredText(64), apiKey: requiredText(255) });
export type MeritWorkspaceCredentials = typeof MeritWorkspaceCredentials.Type;

/**
 * Merit Palk settings as the spec names them: one set of credentials for the company when
 * apply_all_workspace is true, else one per workspace (`workspaces`); `workspace_id` names the
 * workspace the api_id and api_key of this save belong to.
 */
export const MeritPalkSettings = Schema.Struct({
  applyAllWorkspace: Schema.Boolean,
  workspaceIds: Schema.Array(EntityId).check(Schema.isMaxLength(500, { message: payrollSettingsMessages.tooManyWorkspaces })),
  workspaceId: Schema.NullOr(EntityId),
  apiId: requiredText(64),
  apiKey: requiredText(255),
  workspaces: Schema.Array(MeritWorkspaceCredentials).check(Schema.isMaxLength(500, { message: payrollSettingsMessages.tooManyWorkspaces })),
});
export type MeritPalkSettings = typeof MeritPalkSettings.Type;

export const ChangeNetvisorPartnerSettings = defineCommand("ChangeNetvisorPartnerSettings", { settings: NetvisorPartnerSettings });
export const ChangeNetvisorCompanySettings = defineCommand("ChangeNetvisorCompanySettings", { settings: NetvisorCompanySettings });
export const ChangeMeritPalkSettings = defineCommand("ChangeMeritPalkSettings", { settings: MeritPalkSettings });
export const PayrollSettingsCommand = Schema.Union([ChangeNetvisorPartnerSettings.schema, ChangeNetvisorCompanySettings.schema, ChangeMeritPalkSettings.schema]);
export type PayrollSettingsCommand = typeof PayrollSettingsCommand.Type;

export const NetvisorPartnerSettingsChanged = defineEvent("NetvisorPartnerSettingsChanged", 1, { settings: NetvisorPartnerSettings });
export const NetvisorCompanySettingsChanged = defineEvent("NetvisorCompanySettingsChanged", 1, { settings: NetvisorCompanySettings });
export const MeritPalkSettingsChanged = defineEvent("MeritPalkSettingsChanged", 1, { settings: MeritPalkSettings });
export const PayrollSettingsEvent = Schema.Union([NetvisorPartnerSettingsChanged.schema, NetvisorCompanySettingsChanged.schema, MeritPalkSettingsChanged.schema]);
export type PayrollSettingsEvent = typeof PayrollSettingsEvent.Type;

/** The platform's partner settings: one stream, written only by admins. */
export const netvisorPartnerStreamName = "netvisor-partner-settings";
/** A company's payroll settings (Netvisor customer and Merit Palk credentials). */
export const payrollSettingsStreamName = (companyId: string): string => `payroll-settings-${companyId}`;
