import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer, Input, Select } from "../../ui/index.ts";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { workspacesQueryOptions } from "../workspaces/workspaces.queries.ts";
import { hasStoredKey, meritPalkBody, meritPalkFormErrors, meritPalkFormOf, withWorkspace, type MeritPalkForm } from "./merit-palk-form.ts";
import { payrollKeys, type MeritPalkSettingsDto } from "./payroll.api.ts";

export interface MeritPalkDrawerProps {
  readonly companyId: string;
  readonly settings: MeritPalkSettingsDto | null;
  readonly onClose: () => void;
}

/** The 'Merit Palk Setting' drawer: one set of credentials for the company, or one per workspace. */
export const MeritPalkDrawer = ({ companyId, settings, onClose }: MeritPalkDrawerProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const workspaces = useQuery(workspacesQueryOptions(companyId));
  const [form, setForm] = useState<MeritPalkForm>(() => meritPalkFormOf(settings));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const instant = meritPalkFormErrors(form, settings);
  const keyKept = hasStoredKey(form, settings);
  const errorOf = (field: string) => {
    const message = (tried ? instant[field] : undefined) ?? serverErrors[field];
    return message === undefined ? undefined : t(message);
  };
  const edit = (next: MeritPalkForm) => {
    setServerErrors({});
    setForm(next);
  };
  const save = async () => {
    setTried(true);
    if (Object.keys(instant).length > 0) return;
    setSaving(true);
    try {
      // A save error only stops the processing state (spec section 8); the drawer stays open.
      const result = await sendCommand("post", `merit-palk/companies/${companyId}/settings`, meritPalkBody(form, settings), t("Settings updated successfully"));
      if (!result.ok) return setServerErrors(fieldErrorsOf(result));
      await queryClient.invalidateQueries({ queryKey: payrollKeys.merit(companyId) });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  const options = (workspaces.data ?? []).map((w) => ({ value: String(w.id), label: String(w.name) }));
  return (
    <Drawer title={t("Merit Palk Setting")} onCancel={onClose} onSave={() => void save()} processing={saving}>
      <div className={pageStyles.form} data-testid="merit-palk-form">
        <label className={pageStyles.list}>
          <span>
            <input type="checkbox" checked={form.applyAllWorkspace} onChange={(e) => edit({ ...form, applyAllWorkspace: e.currentTarget.checked })} />{" "}
            {t("Apply to all workspaces")}
          </span>
        </label>
        {!form.applyAllWorkspace && (
          <>
            <Select label={t("Workspace")} placeholder={t("Choose a workspace")} options={options} value={form.workspaceId ?? ""} onChange={(value) => edit(withWorkspace(form, settings, value === "" ? null : value))} invalid={errorOf("workspace_id") !== undefined} />
            {errorOf("workspace_id") !== undefined && <p className={pageStyles.error}>{errorOf("workspace_id")}</p>}
          </>
        )}
        <Input label={t("API ID")} value={form.apiId} onChange={(e) => edit({ ...form, apiId: e.currentTarget.value })} error={errorOf("api_id")} required autoComplete="off" />
        <Input label={t("API key")} type="password" value={form.apiKey} onChange={(e) => edit({ ...form, apiKey: e.currentTarget.value })} error={errorOf("api_key")}
          required={!keyKept}
          helperText={keyKept ? t("A key is saved. Leave empty to keep it.") : undefined}
          autoComplete="off"
        />
      </div>
    </Drawer>
  );
};
