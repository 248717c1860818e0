import {
  ChangeMeritPalkSettings,
  ChangeNetvisorCompanySettings,
  ChangeNetvisorPartnerSettings,
  payrollSettingsMessages,
  type MeritPalkSettings,
  type MeritWorkspaceCredentials,
  type NetvisorCompanySettings,
  type NetvisorPartnerSettings,
  type PayrollSettingsCommand,
  type PayrollSettingsEvent,
} from "@workledger/event-schemas";
import { assertNever, throwIfAny, validateWith } from "../organisation/organisation-errors.ts";
import { canonicalJson } from "./payroll-export.decider.ts";

/**
 * Payroll connection settings. The admin's partner settings live in one platform stream; a
 * company's Netvisor customer settings and Merit Palk credentials in the company's stream. Each
 * change carries the whole settings (a reader never merges partial changes).
 */
export interface PayrollSettingsState {
  readonly partner: NetvisorPartnerSettings | null;
  readonly netvisor: NetvisorCompanySettings | null;
  readonly meritPalk: MeritPalkSettings | null;
}

export const initialPayrollSettingsState: PayrollSettingsState = { partner: null, netvisor: null, meritPalk: null };

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
      const settings = { url: command.data.settings.url.trim(), partnerId: command.data.settings.partnerId.trim(), partnerKey: command.data.settings.partnerKey.trim() };
      return same(settings, state.partner) ? [] : [{ type: "NetvisorPartnerSettingsChanged", data: { settings } }];
    }
    case "ChangeNetvisorCompanySettings": {
      validateWith(ChangeNetvisorCompanySettings.data, "Netvisor settings", command.data);
      const { settings } = command.data;
      return same(settings, state.netvisor) ? [] : [{ type: "NetvisorCompanySettingsChanged", data: { settings } }];
    }
    case "ChangeMeritPalkSettings": {
      validateWith(ChangeMeritPalkSettings.data, "Merit Palk settings", command.data);
      const settings = mergeMeritPalkSettings(state.meritPalk, command.data.settings);
      return same(settings, state.meritPalk) ? [] : [{ type: "MeritPalkSettingsChanged", data: { settings } }];
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
    default:
      return assertNever(event);
  }
};

export const payrollSettingsDecider = { decide: decidePayrollSettings, evolve: evolvePayrollSettings, initialState: initialPayrollSettingsState };
