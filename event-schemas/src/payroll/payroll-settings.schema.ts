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
  payCode: "Enter a whole number of at most 9 digits",
  duplicateTier: "Each overtime tier can have only one pay code",
  duplicateAbsenceType: "Each paid absence type can have only one code",
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

/** The longest API key a person may type (the API's input bound). */
export const payrollKeyMaxLength = 255;
/**
 * A stored API key: AES-256-GCM ciphertext with its version prefix (`wlenc:v1:`, see
 * command-api/src/payroll/payroll-secrets.ts), or, in a ledger written before keys were
 * encrypted, the plaintext. 2048 holds the ciphertext of any 255-character key.
 */
const storedKey = requiredText(2048);
/** A key in a command: the ciphertext to store, or empty to keep the stored one. */
const keyOrKeep = Schema.String.check(Schema.isMaxLength(2048));
/** A key as a person types it: empty keeps the stored one (GET never answers keys). */
const keyInput = Schema.String.check(Schema.isMaxLength(payrollKeyMaxLength));

/** Admin: the partner (software vendor) credentials, set once for the platform. */
export const NetvisorPartnerSettings = Schema.Struct({ url: IntegrationUrl, partnerId: requiredText(100), partnerKey: storedKey });
export type NetvisorPartnerSettings = typeof NetvisorPartnerSettings.Type;

export const NetvisorLanguage = Schema.Literals(["FI", "EN", "SV"]);

/** Per company: the Netvisor customer credentials and the organisation's business id (Y-tunnus). */
export const NetvisorCompanySettings = Schema.Struct({
  customerId: requiredText(100),
  customerKey: storedKey,
  organisationId: requiredText(32),
  language: NetvisorLanguage,
});
export type NetvisorCompanySettings = typeof NetvisorCompanySettings.Type;

export const MeritWorkspaceCredentials = Schema.Struct({ divisionId: EntityId, apiId: requiredText(64), apiKey: storedKey });
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
  apiKey: storedKey,
  workspaces: Schema.Array(MeritWorkspaceCredentials).check(Schema.isMaxLength(500, { message: payrollSettingsMessages.tooManyWorkspaces })),
});
export type MeritPalkSettings = typeof MeritPalkSettings.Type;

/** The settings of a command: keys encrypted by the API, an empty key keeps the stored one. */
export const NetvisorPartnerSettingsChange = Schema.Struct({ ...NetvisorPartnerSettings.fields, partnerKey: keyOrKeep });
export type NetvisorPartnerSettingsChange = typeof NetvisorPartnerSettingsChange.Type;
export const NetvisorCompanySettingsChange = Schema.Struct({ ...NetvisorCompanySettings.fields, customerKey: keyOrKeep });
export type NetvisorCompanySettingsChange = typeof NetvisorCompanySettingsChange.Type;
export const MeritWorkspaceCredentialsChange = Schema.Struct({ ...MeritWorkspaceCredentials.fields, apiKey: keyOrKeep });
export const MeritPalkSettingsChange = Schema.Struct({
  ...MeritPalkSettings.fields,
  apiKey: keyOrKeep,
  workspaces: Schema.Array(MeritWorkspaceCredentialsChange).check(Schema.isMaxLength(500, { message: payrollSettingsMessages.tooManyWorkspaces })),
});
export type MeritPalkSettingsChange = typeof MeritPalkSettingsChange.Type;

/** The bodies as a person sends them: plaintext keys of at most 255 characters, empty to keep the stored one. */
export const NetvisorCompanySettingsInput = Schema.Struct({ ...NetvisorCompanySettings.fields, customerKey: keyInput });
export const MeritPalkSettingsInput = Schema.Struct({
  ...MeritPalkSettings.fields,
  apiKey: keyInput,
  workspaces: Schema.Array(Schema.Struct({ ...MeritWorkspaceCredentials.fields, apiKey: keyInput })).check(Schema.isMaxLength(500, { message: payrollSettingsMessages.tooManyWorkspaces })),
});

/** A target's pay code: Netvisor collectorratio / payrollratio (record type) or Palk Typecode, a whole number. */
export const PayCode = Schema.String.check(Schema.isMaxLength(16), Schema.makeFilter((s: string) => /^-?\d{1,9}$/.test(s.trim()) || payrollSettingsMessages.payCode));
export const OvertimePeriodName = Schema.Literals(["daily", "weekly", "monthly"]);
export const OvertimeTierNumber = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 6 }));
/** The pay code of one overtime tier of one period (tier 1 is the overtime group's first tier). */
export const OvertimeTierPayCode = Schema.Struct({ period: OvertimePeriodName, tier: OvertimeTierNumber, code: PayCode });
export type OvertimeTierPayCode = typeof OvertimeTierPayCode.Type;
/** A paid-absence type's code at the target (Palk `sendabsence` Typecode: 1 annual vacation, 7 sick leave, ...). */
export const AbsencePayCode = Schema.Struct({ absenceTypeId: EntityId, code: PayCode });
export type AbsencePayCode = typeof AbsencePayCode.Type;
export const PayrollTargetName = Schema.Literals(["netvisor", "merit-palk"]);

/**
 * Per company and target: the pay code of each overtime tier and each paid-absence type. A tier
 * without a code is paid under the work type's code (the hours still split, so the lines are the
 * same as before the company set codes); an absence type without a code is not exported (listed).
 */
/**
 * The codes of the other paid components, each optional (absent: the component is not sent and
 * the export lists it): the production bonus, the daily allowance (per diem), compensation-group
 * windows, and the Sunday, holiday and night premium hours.
 */
export const payComponentCodeFields = {
  bonus: Schema.optionalKey(PayCode),
  dailyAllowance: Schema.optionalKey(PayCode),
  compensation: Schema.optionalKey(PayCode),
  sundayPremium: Schema.optionalKey(PayCode),
  holidayPremium: Schema.optionalKey(PayCode),
  nightPremium: Schema.optionalKey(PayCode),
} as const;
export type PayComponentCodeName = keyof typeof payComponentCodeFields;
export const payComponentCodeNames = Object.keys(payComponentCodeFields) as PayComponentCodeName[];

export const PayrollPayCodes = Schema.Struct({
  target: PayrollTargetName,
  overtime: Schema.Array(OvertimeTierPayCode).check(Schema.isMaxLength(18)),
  absences: Schema.Array(AbsencePayCode).check(Schema.isMaxLength(200)),
  ...payComponentCodeFields,
});
export type PayrollPayCodes = typeof PayrollPayCodes.Type;
/** The body of a pay-code save (the target is the route's). */
export const PayrollPayCodesInput = Schema.Struct({ overtime: PayrollPayCodes.fields.overtime, absences: PayrollPayCodes.fields.absences, ...payComponentCodeFields });

export const ChangeNetvisorPartnerSettings = defineCommand("ChangeNetvisorPartnerSettings", { settings: NetvisorPartnerSettingsChange });
export const ChangeNetvisorCompanySettings = defineCommand("ChangeNetvisorCompanySettings", { settings: NetvisorCompanySettingsChange });
export const ChangeMeritPalkSettings = defineCommand("ChangeMeritPalkSettings", { settings: MeritPalkSettingsChange });
export const ChangePayrollPayCodes = defineCommand("ChangePayrollPayCodes", { payCodes: PayrollPayCodes });
export const PayrollSettingsCommand = Schema.Union([ChangeNetvisorPartnerSettings.schema, ChangeNetvisorCompanySettings.schema, ChangeMeritPalkSettings.schema, ChangePayrollPayCodes.schema]);
export type PayrollSettingsCommand = typeof PayrollSettingsCommand.Type;

export const NetvisorPartnerSettingsChanged = defineEvent("NetvisorPartnerSettingsChanged", 1, { settings: NetvisorPartnerSettings });
export const NetvisorCompanySettingsChanged = defineEvent("NetvisorCompanySettingsChanged", 1, { settings: NetvisorCompanySettings });
export const MeritPalkSettingsChanged = defineEvent("MeritPalkSettingsChanged", 1, { settings: MeritPalkSettings });
export const PayrollPayCodesChanged = defineEvent("PayrollPayCodesChanged", 1, { payCodes: PayrollPayCodes });
export const PayrollSettingsEvent = Schema.Union([NetvisorPartnerSettingsChanged.schema, NetvisorCompanySettingsChanged.schema, MeritPalkSettingsChanged.schema, PayrollPayCodesChanged.schema]);
export type PayrollSettingsEvent = typeof PayrollSettingsEvent.Type;

/** The platform's partner settings: one stream, written only by admins. */
export const netvisorPartnerStreamName = "netvisor-partner-settings";
/** A company's payroll settings (Netvisor customer and Merit Palk credentials). */
export const payrollSettingsStreamName = (companyId: string): string => `payroll-settings-${companyId}`;
