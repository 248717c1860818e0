import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer, Input } from "../../ui/index.ts";
import { fieldErrorsOf, readData, sendCommand, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";

interface ConnectionSettings {
  readonly url: string;
  readonly partnerID: string;
  /** Always empty in answers: the key is never shown. */
  readonly partnerKey: string;
  readonly hasPartnerKey?: boolean;
}

const fields = ["url", "partnerID", "partnerKey"] as const;
const labels: Readonly<Record<(typeof fields)[number], string>> = { url: "URL", partnerID: "Partner ID", partnerKey: "Partner key" };

/** The admin's 'Connection Settings' (accounting) drawer: url, partnerID and partnerKey, all required (section 5). */
const ConnectionSettingsForm = ({ initial, onClose }: { initial: ConnectionSettings; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // The key is never answered: with one saved, an empty field keeps it.
  const keyKept = (f: (typeof fields)[number]) => f === "partnerKey" && initial.hasPartnerKey === true;
  const missing = (f: (typeof fields)[number]) => form[f].trim() === "" && !keyKept(f);
  const errorOf = (f: (typeof fields)[number]) => (tried && missing(f) ? t("This field is required") : serverErrors[f] === undefined ? undefined : t(serverErrors[f]));
  const save = async () => {
    setTried(true);
    if (fields.some(missing)) return;
    setSaving(true);
    try {
      const result = await sendCommand("post", "admin/netvisor/settings", { url: form.url, partnerID: form.partnerID, partnerKey: form.partnerKey }, t("Settings updated successfully"));
      if (!result.ok) return setServerErrors(fieldErrorsOf(result));
      await queryClient.invalidateQueries({ queryKey: ["payroll", "connection-settings"] });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer title={t("Connection Settings")} onCancel={onClose} onSave={() => void save()} processing={saving}>
      <div className={pageStyles.form} data-testid="connection-settings-form">
        {fields.map((f) => (
          <Input key={f} label={t(labels[f])} type={f === "partnerKey" ? "password" : "text"} value={form[f]} onChange={(e) => setForm({ ...form, [f]: e.currentTarget.value })} error={errorOf(f)}
            required={!keyKept(f)}
            helperText={keyKept(f) ? t("A key is saved. Leave empty to keep it.") : undefined}
            autoComplete="off"
          />
        ))}
      </div>
    </Drawer>
  );
};

export const ConnectionSettingsDrawer = ({ onClose }: { onClose: () => void }) => {
  const settings = useQuery({ queryKey: ["payroll", "connection-settings"], queryFn: () => readData<ConnectionSettings>("admin/netvisor/settings") });
  if (!settings.isSuccess) return null;
  return <ConnectionSettingsForm initial={settings.data} onClose={onClose} />;
};
