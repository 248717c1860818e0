import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer, Input } from "../../ui/index.ts";
import { fieldErrorsOf, readData, sendCommand, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";

interface ConnectionSettings {
  readonly url: string;
  readonly partnerID: string;
  readonly partnerKey: string;
}

const fields: readonly (keyof ConnectionSettings)[] = ["url", "partnerID", "partnerKey"];
const labels: Readonly<Record<keyof ConnectionSettings, string>> = { url: "URL", partnerID: "Partner ID", partnerKey: "Partner key" };

/** The admin's 'Connection Settings' (accounting) drawer: url, partnerID and partnerKey, all required (section 5). */
const ConnectionSettingsForm = ({ initial, onClose }: { initial: ConnectionSettings; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const missing = (f: keyof ConnectionSettings) => form[f].trim() === "";
  const errorOf = (f: keyof ConnectionSettings) => (tried && missing(f) ? t("This field is required") : serverErrors[f] === undefined ? undefined : t(serverErrors[f]));
  const save = async () => {
    setTried(true);
    if (fields.some(missing)) return;
    setSaving(true);
    try {
      const result = await sendCommand("post", "admin/netvisor/settings", form, t("Settings updated successfully"));
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
          <Input key={f} label={t(labels[f])} type={f === "partnerKey" ? "password" : "text"} value={form[f]} onChange={(e) => setForm({ ...form, [f]: e.currentTarget.value })} error={errorOf(f)} required autoComplete="off" />
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
