import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session/use-session.ts";
import { feedback } from "../../../lib/feedback/feedback.ts";
import { Button, DateInput, Input } from "../../../ui/index.ts";
import { AppLink } from "../../auth/components/AppLink.tsx";
import { refreshSession } from "../../auth/session-actions.ts";
import { payCalendarKeys, payCalendarQueryOptions, type PayCalendarDto } from "../../pay-calendar/pay-calendar.api.ts";
import { displayDate } from "../../pay-calendar/pay-calendar-format.ts";
import { timeZoneFormErrors } from "../../pay-calendar/pay-period-form.ts";
import { TimeZoneSelect } from "../../pay-calendar/TimeZoneSelect.tsx";
import type { OwnSettingsSource } from "../../preferences/preferences.ts";
import { CheckboxField } from "../kit/CheckboxField.tsx";
import { fieldErrorsOf, sendQuietly, type FieldErrors } from "../kit/organisation-client.ts";
import { pageStyles } from "../kit/page-styles.ts";
import { HolidayCountrySelect, HolidayList } from "./HolidayCountry.tsx";
import { myPreferencesBodies, myPreferencesForm } from "./preference-sections.ts";
import type { PreferencesForm } from "./preferences-form.ts";
import { preferencesFormErrors } from "./preferences-form.ts";
import { companySettingsQueryOptions, myPreferencesQueryOptions, settingsKeys, type CompanySettings } from "./settings.queries.ts";
import type { MyPreferencesAnswer } from "./preference-sections.ts";

/** The form's fields by the API's names, for its own and the server's errors. */
const shownFields = ["time_as_decimals", "holidays", "auto_pause", "auto_end_at", "idle_stop_minutes", "time_zone", "effective_from"];

interface Sources {
  readonly companyId: string;
  readonly userId: string;
  readonly own: OwnSettingsSource;
  readonly me: MyPreferencesAnswer;
  readonly company: CompanySettings;
  readonly calendar: PayCalendarDto;
  readonly showNotificationsLink: boolean;
}

const Form = ({ companyId, userId, own, me, company, calendar, showNotificationsLink }: Sources) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [initial] = useState(() => myPreferencesForm(me, own, company));
  const [form, setForm] = useState<PreferencesForm>(initial);
  const ownZone = calendar.my_time_zones.filter((z) => z.effective_from <= calendar.today).at(-1)?.time_zone ?? null;
  const [zone, setZone] = useState<string | null>(ownZone);
  const [from, setFrom] = useState<string | null>(calendar.today);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const zoneChanged = zone !== ownZone || from !== calendar.today;
  const zoneErrors = zoneChanged ? timeZoneFormErrors(zone, from, calendar.today, true) : {};
  const instant: Record<string, string> = {
    ...Object.fromEntries(Object.entries(preferencesFormErrors(form)).filter(([k]) => shownFields.includes(k))),
    ...(zoneErrors["timeZone"] === undefined ? {} : { time_zone: zoneErrors["timeZone"] }),
    ...(zoneErrors["effectiveFrom"] === undefined ? {} : { effective_from: zoneErrors["effectiveFrom"] }),
  };
  const error = (k: string) => {
    const m = (tried || k === "time_zone" || k === "effective_from" ? instant[k] : undefined) ?? serverErrors[k];
    return m === undefined ? undefined : t(m);
  };
  const set = (patch: Partial<PreferencesForm>) => (setServerErrors({}), setForm((f) => ({ ...f, ...patch })));

  const save = async () => {
    setTried(true);
    if (Object.keys(instant).length > 0) return;
    setSaving(true);
    const bodies = myPreferencesBodies(initial, form);
    const writes = [
      () => sendQuietly("update", `companies/${companyId}/preferences/me`, bodies.organisation),
      () => sendQuietly("update", `users/${userId}/preferences`, bodies.identity),
      ...(zoneChanged && from !== null ? [() => sendQuietly("update", `companies/${companyId}/pay-calendar/my-time-zone`, { time_zone: zone, effective_from: from })] : []),
    ];
    for (const write of writes) {
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
      queryClient.invalidateQueries({ queryKey: settingsKeys.preferences(companyId, "me").slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: payCalendarKeys.all(companyId) }),
      queryClient.invalidateQueries({ queryKey: ["work-time", companyId] }),
      refreshSession(queryClient, router),
    ]);
    setSaving(false);
  };

  return (
    <form className={pageStyles.form} aria-labelledby="my-preferences-title" data-testid="my-preferences-form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t("Time and calendar")}</legend>
        <CheckboxField label={t("Show time as decimals")} checked={form.timeAsDecimals} onChange={(v) => set({ timeAsDecimals: v })} />
        <HolidayCountrySelect value={form.countryCode} onChange={(code) => set({ countryCode: code })} error={error("holidays")} />
        <HolidayList code={form.countryCode} />
      </fieldset>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t("Time zone")}</legend>
        <p className={pageStyles.muted}>{t("Times you see and type are in {{zone}}.", { zone: calendar.time_zone })}</p>
        <div className={pageStyles.pair}>
          <TimeZoneSelect
            label={t("My time zone")}
            value={zone}
            onChange={(v) => (setServerErrors({}), setZone(v))}
            followCompany={t("The company's time zone ({{zone}})", { zone: calendar.company_time_zone })}
            error={error("time_zone")}
          />
          <DateInput label={t("Applies from")} value={from} onChange={(v) => (setServerErrors({}), setFrom(v))} error={error("effective_from")} required />
        </div>
        {calendar.my_time_zones
          .filter((z) => z.effective_from > calendar.today)
          .map((z) => (
            <p key={z.effective_from} className={pageStyles.muted}>
              {t("From {{date}}: {{zone}}", { date: displayDate(z.effective_from), zone: z.time_zone ?? t("the company's time zone") })}
            </p>
          ))}
      </fieldset>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t("Working time")}</legend>
        <CheckboxField label={t("Pause automatically at lunch time")} checked={form.autoPause} onChange={(v) => set({ autoPause: v })} />
        <CheckboxField label={t("End work automatically")} checked={form.autoEnd} onChange={(v) => set({ autoEnd: v })} />
        {form.autoEnd && <Input type="time" label={t("End work at")} value={form.autoEndAt} onChange={(e) => set({ autoEndAt: e.currentTarget.value })} error={error("auto_end_at")} />}
        <Input label={t("Stop work after idle (minutes)")} inputMode="numeric" value={form.idleStopMinutes} onChange={(e) => set({ idleStopMinutes: e.currentTarget.value })} error={error("idle_stop_minutes")} />
      </fieldset>
      {showNotificationsLink && <AppLink to="/preference/notifications">{t("Notification settings")}</AppLink>}
      <div className={pageStyles.actions}>
        <Button type="submit" variant="primary" loading={saving}>
          {t("Save")}
        </Button>
      </div>
    </form>
  );
};

/** Without a company (none chosen yet) only the user's own decimals and calendar exist. */
const WithoutCompany = ({ userId, own }: { userId: string; own: OwnSettingsSource }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [decimals, setDecimals] = useState(own.user_settings?.show_time_decimal === true);
  const [country, setCountry] = useState(own.schedule_options?.calendar_code ?? "");
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const result = await sendQuietly("update", `users/${userId}/preferences`, { show_time_decimal: decimals, calendar_code: country === "" ? null : country });
    setSaving(false);
    if (!result.ok) return feedback().toast({ type: "error", message: typeof result["message"] === "string" ? t(result["message"]) : t("Something went wrong") });
    feedback().toast({ type: "success", message: t("Settings updated successfully") });
    await refreshSession(queryClient, router);
  };
  return (
    <form className={pageStyles.form} aria-labelledby="my-preferences-title" data-testid="my-preferences-form" onSubmit={(e) => (e.preventDefault(), void save())}>
      <fieldset className={pageStyles.fieldset}>
        <legend className={pageStyles.legend}>{t("Time and calendar")}</legend>
        <CheckboxField label={t("Show time as decimals")} checked={decimals} onChange={setDecimals} />
        <HolidayCountrySelect value={country} onChange={setCountry} />
      </fieldset>
      <div className={pageStyles.actions}>
        <Button type="submit" variant="primary" loading={saving}>
          {t("Save")}
        </Button>
      </div>
    </form>
  );
};

/** "My preferences": everything a person sets for themself, in one form with one Save. */
export const MyPreferencesSection = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation();
  const session = useSession();
  const me = useQuery(myPreferencesQueryOptions(companyId));
  const company = useQuery(companySettingsQueryOptions(companyId));
  const calendar = useQuery(payCalendarQueryOptions(companyId));
  if (session === null) return null;
  const failed = me.isError || company.isError || calendar.isError;
  return (
    <section className={pageStyles.formCard} aria-labelledby="my-preferences-title" data-testid="my-preferences">
      <h2 id="my-preferences-title" className={pageStyles.subtitle}>
        {t("My preferences")}
      </h2>
      {companyId === "" ? (
        <WithoutCompany userId={String(session.user.id)} own={session.user as OwnSettingsSource} />
      ) : me.data && company.data && calendar.data ? (
        <Form
          key={JSON.stringify([me.data, company.data, calendar.data.my_time_zones])}
          companyId={companyId}
          userId={String(session.user.id)}
          own={session.user as OwnSettingsSource}
          me={me.data}
          company={company.data}
          calendar={calendar.data}
          showNotificationsLink={session.persona !== "admin"}
        />
      ) : (
        <p className={pageStyles.muted}>{failed ? t("Something went wrong") : t("Loading")}</p>
      )}
    </section>
  );
};
