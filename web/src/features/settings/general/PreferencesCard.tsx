import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, DurationSelect, Input, Select } from "../../../ui/index.ts";
import { CheckboxField } from "../kit/CheckboxField.tsx";
import { roundingLabels } from "../rule-groups/rule-group-texts.ts";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../kit/organisation-client.ts";
import { pageStyles } from "../kit/page-styles.ts";
import { formOfPreferences, preferencesBody, preferencesFormErrors, type PreferencesData, type PreferencesForm } from "./preferences-form.ts";
import { holidaysQueryOptions, preferencesQueryOptions, settingsKeys } from "./settings.queries.ts";

const roundingOptions = [{ value: "", label: "Not rounded" }, ...roundingLabels.map(([value, label]) => ({ value, label }))];

const Holidays = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const holidays = useQuery(holidaysQueryOptions(code, year));
  if (!holidays.data) return null;
  return (
    <details>
      <summary className={pageStyles.muted}>{t("National holidays in {{year}}", { year })}</summary>
      <ul className={pageStyles.list}>
        {holidays.data.map((h) => (
          <li key={h.date}>
            {h.date.split("-").reverse().join(".")} · {h.name}
          </li>
        ))}
      </ul>
    </details>
  );
};

const Form = ({ companyId, scope, initial, editable }: { companyId: string; scope: "company" | "me"; initial: PreferencesData; editable: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PreferencesForm>(formOfPreferences(initial));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const instant = preferencesFormErrors(form);
  const error = (k: string) => {
    const m = (tried ? instant[k] : undefined) ?? serverErrors[k];
    return m === undefined ? undefined : t(m);
  };
  const set = (patch: Partial<PreferencesForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = async () => {
    setTried(true);
    if (Object.keys(instant).length > 0) return;
    setSaving(true);
    const result = await sendCommand("update", `companies/${companyId}/preferences${scope === "me" ? "/me" : ""}`, preferencesBody(form), t("Settings updated successfully"));
    setSaving(false);
    if (!result.ok) return setServerErrors(fieldErrorsOf(result));
    await queryClient.invalidateQueries({ queryKey: settingsKeys.preferences(companyId, scope).slice(0, 2) });
  };
  return (
    <fieldset disabled={!editable} className={pageStyles.form}>
      <div className={pageStyles.pair}>
        <Select
          label={t("Sorting order")}
          options={[
            { value: "FirstName", label: t("First name") },
            { value: "LastName", label: t("Last name") },
          ]}
          value={form.sortingOrder}
          onChange={(v) => set({ sortingOrder: v === "LastName" ? "LastName" : "FirstName" })}
        />
        <Select label={t("Rounding")} options={roundingOptions.map((o) => ({ value: o.value, label: t(o.label) }))} value={form.rounding} onChange={(v) => set({ rounding: v ?? "" })} />
      </div>
      <CheckboxField label={t("Time as decimals")} checked={form.timeAsDecimals} onChange={(v) => set({ timeAsDecimals: v })} />
      <CheckboxField label={t("Pause automatically at lunch time")} checked={form.autoPause} onChange={(v) => set({ autoPause: v })} />
      <div className={pageStyles.pair}>
        <Input type="time" label={t("Lunch time")} value={form.lunchStartsAt} onChange={(e) => set({ lunchStartsAt: e.currentTarget.value })} error={error("lunch_time")} />
        <DurationSelect label={t("Lunch length")} value={form.lunchMinutes} onChange={(m) => set({ lunchMinutes: m })} />
      </div>
      <CheckboxField label={t("End work automatically")} checked={form.autoEnd} onChange={(v) => set({ autoEnd: v })} />
      {form.autoEnd && <Input type="time" label={t("End work at")} value={form.autoEndAt} onChange={(e) => set({ autoEndAt: e.currentTarget.value })} error={error("auto_end_at")} />}
      <div className={pageStyles.pair}>
        <Input label={t("Stop work after idle (minutes)")} inputMode="numeric" value={form.idleStopMinutes} onChange={(e) => set({ idleStopMinutes: e.currentTarget.value })} error={error("idle_stop_minutes")} />
        <Input label={t("Normal workday length (hours)")} inputMode="decimal" value={form.normalWorkdayHours} onChange={(e) => set({ normalWorkdayHours: e.currentTarget.value })} error={error("normal_workday_seconds")} />
      </div>
      <div className={pageStyles.pair}>
        <Input label={t("Holiday country code")} maxLength={2} value={form.countryCode} onChange={(e) => set({ countryCode: e.currentTarget.value.toUpperCase() })} error={error("holidays")} />
        <CheckboxField label={t("National holidays are days off")} checked={form.holidaysAreDaysOff} onChange={(v) => set({ holidaysAreDaysOff: v })} />
      </div>
      <Holidays code={form.countryCode} />
      {editable && (
        <div className={pageStyles.actions}>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {t("Save")}
          </Button>
        </div>
      )}
    </fieldset>
  );
};

/** Preferences (spec section 3): the company's defaults for managers, one's own for everyone else. */
export const PreferencesCard = ({ companyId, scope, editable }: { companyId: string; scope: "company" | "me"; editable: boolean }) => {
  const { t } = useTranslation();
  const prefs = useQuery(preferencesQueryOptions(companyId, scope));
  return (
    <section className={pageStyles.card} aria-label={scope === "company" ? t("Company preferences") : t("My preferences")}>
      <h2 className={pageStyles.subtitle}>{scope === "company" ? t("Company preferences") : t("My preferences")}</h2>
      {scope === "company" && <p className={pageStyles.muted}>{t("Defaults for everyone; a person's own choices win over them.")}</p>}
      {prefs.data ? <Form key={JSON.stringify(prefs.data)} companyId={companyId} scope={scope} initial={prefs.data} editable={editable} /> : <p className={pageStyles.muted}>{t("Loading")}</p>}
    </section>
  );
};
