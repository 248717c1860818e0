import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/index.ts";
import { CheckboxField } from "../kit/CheckboxField.tsx";
import { sendCommand } from "../kit/organisation-client.ts";
import { pageStyles } from "../kit/page-styles.ts";
import { companySettingLabels } from "./settings-texts.ts";
import { companySettingsQueryOptions, settingsKeys, type CompanySettings } from "./settings.queries.ts";


const SettingsForm = ({ companyId, initial, editable }: { companyId: string; initial: CompanySettings; editable: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const result = await sendCommand("post", `companies/${companyId}/settings`, settings, t("Settings updated successfully"));
    setSaving(false);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: settingsKeys.company(companyId) });
  };
  return (
    <>
      {companySettingLabels.map(([key, label]) => (
        <CheckboxField key={key} label={t(label)} checked={settings[key]} disabled={!editable} onChange={(v) => setSettings({ ...settings, [key]: v })} />
      ))}
      {editable && (
        <div className={pageStyles.actions}>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {t("Save")}
          </Button>
        </div>
      )}
    </>
  );
};

/** Company settings (spec section 3): four switches for everyone in the company. */
export const CompanySettingsCard = ({ companyId, editable }: { companyId: string; editable: boolean }) => {
  const { t } = useTranslation();
  const settings = useQuery(companySettingsQueryOptions(companyId));
  return (
    <section className={pageStyles.card} aria-label={t("Company settings")}>
      <h2 className={pageStyles.subtitle}>{t("Company settings")}</h2>
      {settings.data ? <SettingsForm key={JSON.stringify(settings.data)} companyId={companyId} initial={settings.data} editable={editable} /> : <p className={pageStyles.muted}>{t("Loading")}</p>}
    </section>
  );
};
