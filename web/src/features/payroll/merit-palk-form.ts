import { meritPalkSettingsErrors } from "@workledger/domain";
import type { MeritPalkSettingsDto } from "./payroll.api.ts";

/** The Merit Palk Setting drawer's form: company credentials, or one workspace's. */
export interface MeritPalkForm {
  readonly applyAllWorkspace: boolean;
  readonly workspaceId: string | null;
  readonly apiId: string;
  readonly apiKey: string;
}

export const emptyMeritPalkForm: MeritPalkForm = { applyAllWorkspace: true, workspaceId: null, apiId: "", apiKey: "" };

export const meritPalkFormOf = (settings: MeritPalkSettingsDto | null | undefined): MeritPalkForm =>
  settings == null ? emptyMeritPalkForm : { applyAllWorkspace: settings.apply_all_workspace, workspaceId: settings.workspace_id, apiId: settings.api_id, apiKey: settings.api_key };

/** Picking a workspace shows the credentials saved for it (empty when none yet). */
export const withWorkspace = (form: MeritPalkForm, settings: MeritPalkSettingsDto | null | undefined, workspaceId: string | null): MeritPalkForm => {
  const saved = settings?.workspaces.find((w) => w.division_id === workspaceId);
  return { ...form, workspaceId, apiId: saved?.api_id ?? "", apiKey: saved?.api_key ?? "" };
};

/** Whether a key is saved for what the form edits (the company's, or the chosen workspace's): an empty key field then keeps it. */
export const hasStoredKey = (form: MeritPalkForm, settings: MeritPalkSettingsDto | null | undefined): boolean =>
  settings != null && (form.applyAllWorkspace ? settings.has_api_key === true : settings.workspaces.some((w) => w.division_id === form.workspaceId && w.has_api_key === true));

/** Section 5 (the domain's rule), keyed by the API's field names; an empty key is fine when one is saved. */
export const meritPalkFormErrors = (form: MeritPalkForm, settings?: MeritPalkSettingsDto | null): Record<string, string> => {
  const keep = form.apiKey.trim() === "" && hasStoredKey(form, settings);
  const errors = meritPalkSettingsErrors({ ...form, apiKey: keep ? "kept" : form.apiKey, workspaces: [] });
  const names: Record<string, string> = { apiId: "api_id", apiKey: "api_key", workspaceId: "workspace_id" };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [names[field] ?? field, message]));
};

export const meritPalkBody = (form: MeritPalkForm, settings: MeritPalkSettingsDto | null | undefined) => ({
  apply_all_workspace: form.applyAllWorkspace,
  workspace_ids: settings?.workspace_ids ?? [],
  workspace_id: form.applyAllWorkspace ? null : form.workspaceId,
  api_id: form.apiId,
  api_key: form.apiKey,
  // The saved workspaces' keys are not answered: an empty key keeps each one.
  workspaces: (settings?.workspaces ?? []).map((w) => ({ division_id: w.division_id, api_id: w.api_id, api_key: "" })),
});
