import {
  ChangeMeritPalkSettings,
  ChangeNetvisorCompanySettings,
  ChangeNetvisorPartnerSettings,
  ChangePayrollPayCodes,
  payComponentCodeNames,
  payrollSettingsMessages,
  type PayrollPayCodes,
  type MeritPalkSettings,
  type MeritPalkSettingsChange,
  type MeritWorkspaceCredentials,
  type NetvisorCompanySettings,
  type NetvisorPartnerSettings,
  type PayrollSettingsCommand,
  type PayrollSettingsEvent,
} from "@workledger/event-schemas";
import { assertNever, throwIfAny, validateWith } from "../organisation/organisation-errors.ts";
import { canonicalJson } from "../unchanged.ts";

/**
 * Payroll connection settings. The admin's partner settings live in one platform stream; a
 * company's Netvisor customer settings and Merit Palk credentials in the company's stream. Each
 * change carries the whole settings (a reader never merges partial changes).
 */
export interface PayrollSettingsState {
  readonly partner: NetvisorPartnerSettings | null;
  readonly netvisor: NetvisorCompanySettings | null;
  readonly meritPalk: MeritPalkSettings | null;
  /** Pay codes of overtime tiers and paid-absence types, per target. */
  readonly payCodes: Readonly<Partial<Record<PayrollPayCodes["target"], PayrollPayCodes>>>;
}

export const initialPayrollSettingsState: PayrollSettingsState = { partner: null, netvisor: null, meritPalk: null, payCodes: {} };

/**
 * Field errors of a pay-code save (keyed by the body's path): one code per period and tier, one per
 * paid-absence type; the web asks the same before sending.
 */
export const payCodesErrors = (payCodes: Pick<PayrollPayCodes, "overtime" | "absences">): Record<string, string> => {
  const errors: Record<string, string> = {};
  const tiers = new Set<string>();
  payCodes.overtime.forEach((o, index) => {
    const key = `${o.period}:${o.tier}`;
    if (tiers.has(key)) errors[`overtime.${index}.tier`] = payrollSettingsMessages.duplicateTier;
    tiers.add(key);
  });
  const types = new Set<string>();
  payCodes.absences.forEach((a, index) => {
    if (types.has(a.absenceTypeId)) errors[`absences.${index}.absenceTypeId`] = payrollSettingsMessages.duplicateAbsenceType;
    types.add(a.absenceTypeId);
  });
  return errors;
};

/** Canonical order and trimmed codes, so the same settings are the same event (and the same export). */
export const normalisePayCodes = (payCodes: PayrollPayCodes): PayrollPayCodes => ({
  target: payCodes.target,
  overtime: [...payCodes.overtime]
    .map((o) => ({ ...o, code: o.code.trim() }))
    .sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : a.tier - b.tier)),
  absences: [...payCodes.absences].map((a) => ({ ...a, code: a.code.trim() })).sort((a, b) => (a.absenceTypeId < b.absenceTypeId ? -1 : a.absenceTypeId > b.absenceTypeId ? 1 : 0)),
  ...Object.fromEntries(payComponentCodeNames.flatMap((name) => (payCodes[name] === undefined ? [] : [[name, payCodes[name].trim()]]))),
});

const sortedWorkspaces = (workspaces: readonly MeritWorkspaceCredentials[]): MeritWorkspaceCredentials[] =>
  [...workspaces].sort((a, b) => (a.divisionId < b.divisionId ? -1 : a.divisionId > b.divisionId ? 1 : 0));

/** Section 5 field errors of a Merit Palk save, keyed by the settings' field; the web asks the same. */
export const meritPalkSettingsErrors = (next: Pick<MeritPalkSettings, "applyAllWorkspace" | "workspaceId" | "apiId" | "apiKey" | "workspaces">): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (next.apiId.trim() === "") errors["apiId"] = payrollSettingsMessages.required;
  if (next.apiKey.trim() === "") errors["apiKey"] = payrollSettingsMessages.required;
  if (!next.applyAllWorkspace && next.workspaceId === null) errors["workspaceId"] = payrollSettingsMessages.required;
  const seen = new Set<string>();
  next.workspaces.forEach((w, index) => {
    if (seen.has(w.divisionId)) errors[`workspaces.${index}.divisionId`] = payrollSettingsMessages.duplicateWorkspace;
    seen.add(w.divisionId);
  });
  return errors;
};

/**
 * Section 5: api_id and api_key are required, workspace_id when apply_all_workspace is false.
 * Per-workspace credentials are kept by workspace: this save's api_id/api_key replace the named
 * workspace's, the others stay.
 */
export const mergeMeritPalkSettings = (previous: MeritPalkSettings | null, next: MeritPalkSettings): MeritPalkSettings => {
  throwIfAny(Object.fromEntries(Object.entries(meritPalkSettingsErrors(next)).map(([field, message]) => [`settings.${field}`, [message]])));
  const byWorkspace = new Map([...(previous?.workspaces ?? []), ...next.workspaces].map((w) => [w.divisionId, w]));
  if (!next.applyAllWorkspace && next.workspaceId !== null) byWorkspace.set(next.workspaceId, { divisionId: next.workspaceId, apiId: next.apiId.trim(), apiKey: next.apiKey.trim() });
  const workspaces = sortedWorkspaces([...byWorkspace.values()]);
  return {
    ...next,
    apiId: next.apiId.trim(),
    apiKey: next.apiKey.trim(),
    workspaceIds: [...new Set([...next.workspaceIds, ...workspaces.map((w) => w.divisionId)])].sort(),
    workspaces,
  };
};

/**
 * An empty key in a command keeps the stored one (the API never answers keys, so a drawer saved
 * without retyping the key sends it empty): the company's, or the named workspace's.
 */
export const withStoredMeritKeys = (previous: MeritPalkSettings | null, next: MeritPalkSettingsChange): MeritPalkSettings => {
  const storedOf = (divisionId: string | null): string => previous?.workspaces.find((w) => w.divisionId === divisionId)?.apiKey ?? "";
  const keep = (key: string, stored: string): string => (key.trim() === "" ? stored : key);
  const errors: Record<string, string[]> = {};
  const workspaces = next.workspaces.map((w, index) => {
    const apiKey = keep(w.apiKey, storedOf(w.divisionId));
    if (apiKey.trim() === "") errors[`settings.workspaces.${index}.apiKey`] = [payrollSettingsMessages.required];
    return { ...w, apiKey };
  });
  throwIfAny(errors);
  return { ...next, apiKey: keep(next.apiKey, next.applyAllWorkspace ? (previous?.apiKey ?? "") : storedOf(next.workspaceId)), workspaces };
};

/** The Merit Palk credentials an export for this workspace must sign with. */
export const meritCredentialsFor = (settings: MeritPalkSettings, workspaceId: string | null): { apiId: string; apiKey: string } | null => {
  if (settings.applyAllWorkspace) return { apiId: settings.apiId, apiKey: settings.apiKey };
  const entry = settings.workspaces.find((w) => w.divisionId === workspaceId);
  return entry === undefined ? null : { apiId: entry.apiId, apiKey: entry.apiKey };
};

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

export const decidePayrollSettings = (command: PayrollSettingsCommand, state: PayrollSettingsState): PayrollSettingsEvent[] => {
  switch (command.type) {
    case "ChangeNetvisorPartnerSettings": {
      validateWith(ChangeNetvisorPartnerSettings.data, "Netvisor partner settings", command.data);
      // An empty key keeps the stored one.
      const key = command.data.settings.partnerKey.trim();
      const partnerKey = key === "" ? (state.partner?.partnerKey ?? "") : key;
      if (partnerKey === "") throwIfAny({ "settings.partnerKey": [payrollSettingsMessages.required] });
      const settings = { url: command.data.settings.url.trim(), partnerId: command.data.settings.partnerId.trim(), partnerKey };
      return same(settings, state.partner) ? [] : [{ type: "NetvisorPartnerSettingsChanged", data: { settings } }];
    }
    case "ChangeNetvisorCompanySettings": {
      validateWith(ChangeNetvisorCompanySettings.data, "Netvisor settings", command.data);
      const key = command.data.settings.customerKey.trim();
      const customerKey = key === "" ? (state.netvisor?.customerKey ?? "") : key;
      if (customerKey === "") throwIfAny({ "settings.customerKey": [payrollSettingsMessages.required] });
      const settings = { ...command.data.settings, customerKey };
      return same(settings, state.netvisor) ? [] : [{ type: "NetvisorCompanySettingsChanged", data: { settings } }];
    }
    case "ChangeMeritPalkSettings": {
      validateWith(ChangeMeritPalkSettings.data, "Merit Palk settings", command.data);
      const settings = mergeMeritPalkSettings(state.meritPalk, withStoredMeritKeys(state.meritPalk, command.data.settings));
      return same(settings, state.meritPalk) ? [] : [{ type: "MeritPalkSettingsChanged", data: { settings } }];
    }
    case "ChangePayrollPayCodes": {
      validateWith(ChangePayrollPayCodes.data, "pay codes", command.data);
      throwIfAny(Object.fromEntries(Object.entries(payCodesErrors(command.data.payCodes)).map(([field, message]) => [`payCodes.${field}`, [message]])));
      const payCodes = normalisePayCodes(command.data.payCodes);
      return same(payCodes, state.payCodes[payCodes.target] ?? null) ? [] : [{ type: "PayrollPayCodesChanged", data: { payCodes } }];
    }
    default:
      return assertNever(command);
  }
};

export const evolvePayrollSettings = (state: PayrollSettingsState, event: PayrollSettingsEvent): PayrollSettingsState => {
  switch (event.type) {
    case "NetvisorPartnerSettingsChanged":
      return { ...state, partner: event.data.settings };
    case "NetvisorCompanySettingsChanged":
      return { ...state, netvisor: event.data.settings };
    case "MeritPalkSettingsChanged":
      return { ...state, meritPalk: event.data.settings };
    case "PayrollPayCodesChanged":
      return { ...state, payCodes: { ...state.payCodes, [event.data.payCodes.target]: event.data.payCodes } };
    default:
      return assertNever(event);
  }
};

export const payrollSettingsDecider = { decide: decidePayrollSettings, evolve: evolvePayrollSettings, initialState: initialPayrollSettingsState };
