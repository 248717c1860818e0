import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { feedback } from "../../../lib/feedback/feedback.ts";
import { Button, DurationSelect, Input, Select } from "../../../ui/index.ts";
import { CheckboxField } from "../kit/CheckboxField.tsx";
import { fieldErrorsOf, sendQuietly, type FieldErrors } from "../kit/organisation-client.ts";
import { pageStyles } from "../kit/page-styles.ts";
import { roundingLabels } from "../rule-groups/rule-group-texts.ts";
import { HolidayCountrySelect, HolidayList } from "./HolidayCountry.tsx";
import { companyBodies, companyForm, type CompanyForm } from "./preference-sections.ts";
import { preferencesFormErrors, type PreferencesData } from "./preferences-form.ts";
import { companySettingsQueryOptions, preferencesQueryOptions, settingsKeys, type CompanySettings } from "./settings.queries.ts";

const roundingOptions = [{ value: "", label: "Not rounded" }, ...roundingLabels.map(([value, label]) => ({ value, label }))];

const Form = ({ companyId, settings, prefs, editable }: { companyId: string; settings: CompanySettings; prefs: PreferencesData; editable: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CompanyForm>(() => companyForm(settings, prefs));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const instant = preferencesFormErrors(form);
  const error = (k: string) => {
    const m = (tried ? instant[k] : undefined) ?? serverErrors[k];
    return m === undefined ? undefined : t(m);
  };
  const set = (patch: Partial<CompanyForm>) => (setServerErrors({}), setForm((f) => ({ ...f, ...patch })));
  const save = async () => {
    setTried(true);
    if (Object.keys(instant).length > 0) return;
    setSaving(true);
    const bodies = companyBodies(form);
    // The preferences first: their field errors come before the switches are touched.
    for (const write of [() => sendQuietly("update", `companies/${companyId}/preferences`, bodies.preferences), () => sendQuietly("post", `companies/${companyId}/settings`, bodies.settings)]) {
      const result = await write();
      if (!result.ok) {
        setSaving(false);
        const fields = fieldErrorsOf(result);
        setServerErrors(fields);
        if (Object.keys(fields).length === 0) feedback().toast({ type: "error", message: typeof result["message"] === "string" ? t(result["message"]) : t("Something went wrong") });
        return;
      }
    }
    feedback().toast({ type: "success", message: t("Settings updated successfully") });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.company(companyId) }),
      queryClient.invalidateQueries({ queryKey: settingsKeys.preferences(companyId, "company").slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: ["work-time", companyId] }),
    ]);
    setSaving(false);
  };
  return (
    <form className={pageStyles.form} aria-labelledby="company-settings-title" data-testid="company-settings-form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      <p className={pageStyles.muted}>{t("Defaults for everyone; a person's own choices win over them.")}</p>
      <fieldset disabled={!editable} className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t("Time and calendar")}</legend>
        <CheckboxField label={t("Show time as decimals")} checked={form.timeAsDecimals} disabled={!editable} onChange={(v) => set({ timeAsDecimals: v })} />
        <div className={pageStyles.pair}>
          <Select
            label={t("Sorting order")}
            options={[
              { value: "FirstName", label: t("First name") },
              { value: "LastName", label: t("Last name") },
            ]}
            value={form.sortingOrder}
            disabled={!editable}
            onChange={(v) => set({ sortingOrder: v === "LastName" ? "LastName" : "FirstName" })}
          />
          <Select label={t("Rounding")} options={roundingOptions.map((o) => ({ value: o.value, label: t(o.label) }))} value={form.rounding} disabled={!editable} onChange={(v) => set({ rounding: v ?? "" })} />
        </div>
        <HolidayCountrySelect value={form.countryCode} disabled={!editable} onChange={(code) => set({ countryCode: code })} error={error("holidays")} />
        <CheckboxField label={t("National holidays are days off")} checked={form.holidaysAreDaysOff} disabled={!editable} onChange={(v) => set({ holidaysAreDaysOff: v })} />
        <HolidayList code={form.countryCode} />
      </fieldset>
      <fieldset disabled={!editable} className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t("Working time")}</legend>
        <div className={pageStyles.pair}>
          <Input label={t("Normal workday length (hours)")} inputMode="decimal" value={form.normalWorkdayHours} onChange={(e) => set({ normalWorkdayHours: e.currentTarget.value })} error={error("normal_workday_seconds")} />
          <Input label={t("Stop work after idle (minutes)")} inputMode="numeric" value={form.idleStopMinutes} onChange={(e) => set({ idleStopMinutes: e.currentTarget.value })} error={error("idle_stop_minutes")} />
        </div>
        <div className={pageStyles.pair}>
          <Input type="time" label={t("Lunch time")} value={form.lunchStartsAt} onChange={(e) => set({ lunchStartsAt: e.currentTarget.value })} error={error("lunch_time")} />
          <DurationSelect label={t("Lunch length")} value={form.lunchMinutes} onChange={(m) => set({ lunchMinutes: m })} />
        </div>
        <CheckboxField label={t("Pause automatically at lunch time")} checked={form.autoPause} disabled={!editable} onChange={(v) => set({ autoPause: v })} />
        <CheckboxField label={t("End work automatically")} checked={form.autoEnd} disabled={!editable} onChange={(v) => set({ autoEnd: v })} />
        {form.autoEnd && <Input type="time" label={t("End work at")} value={form.autoEndAt} onChange={(e) => set({ autoEndAt: e.currentTarget.value })} error={error("auto_end_at")} />}
        <CheckboxField label={t("Apply to all workspaces")} checked={form.applyAllWorkspaces} disabled={!editable} onChange={(v) => set({ applyAllWorkspaces: v })} />
      </fieldset>
      {editable ? (
        <div className={pageStyles.actions}>
          <Button type="submit" variant="primary" loading={saving}>
            {t("Save")}
          </Button>
        </div>
      ) : (
        <p className={pageStyles.muted}>{t("Only people allowed to edit preferences can change these.")}</p>
      )}
    </form>
  );
};

/** "Company": the company's switches and preferences, one control per value and one Save. */
export const CompanySection = ({ companyId, editable }: { companyId: string; editable: boolean }) => {
  const { t } = useTranslation();
  const settings = useQuery(companySettingsQueryOptions(companyId));
  const prefs = useQuery(preferencesQueryOptions(companyId, "company"));
  const failed = settings.isError || prefs.isError;
  return (
    <section className={pageStyles.formCard} aria-labelledby="company-settings-title" data-testid="company-settings">
      <h2 id="company-settings-title" className={pageStyles.subtitle}>
        {t("Company settings")}
      </h2>
      {settings.data && prefs.data ? (
        <Form key={JSON.stringify([settings.data, prefs.data])} companyId={companyId} settings={settings.data} prefs={prefs.data} editable={editable} />
      ) : (
        <p className={pageStyles.muted}>{failed ? t("Something went wrong") : t("Loading")}</p>
      )}
    </section>
  );
};
