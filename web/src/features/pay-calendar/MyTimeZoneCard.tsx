import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, DateInput } from "../../ui/index.ts";
import { fieldErrorsOf, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { payCalendarCommands, payCalendarKeys, payCalendarQueryOptions, type PayCalendarDto } from "./pay-calendar.api.ts";
import { displayDate } from "./pay-calendar-format.ts";
import { timeZoneFormErrors } from "./pay-period-form.ts";
import { TimeZoneSelect } from "./TimeZoneSelect.tsx";

const Form = ({ companyId, calendar }: { companyId: string; calendar: PayCalendarDto }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const own = calendar.my_time_zones.filter((z) => z.effective_from <= calendar.today).at(-1)?.time_zone ?? null;
  const [zone, setZone] = useState<string | null>(own);
  const [from, setFrom] = useState<string | null>(calendar.today);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const instant = timeZoneFormErrors(zone, from, calendar.today, true);
  const error = (k: string) => {
    const m = instant[k] ?? serverErrors[k === "timeZone" ? "time_zone" : "effective_from"];
    return m === undefined ? undefined : t(m);
  };
  const save = async () => {
    if (Object.keys(instant).length > 0 || from === null) return;
    setSaving(true);
    const result = await payCalendarCommands.setMyTimeZone(companyId, { time_zone: zone, effective_from: from }, t("Settings updated successfully"));
    setSaving(false);
    if (!result.ok) return setServerErrors(fieldErrorsOf(result));
    await Promise.all([queryClient.invalidateQueries({ queryKey: payCalendarKeys.all(companyId) }), queryClient.invalidateQueries({ queryKey: ["work-time", companyId] })]);
  };
  return (
    <form className={pageStyles.form} aria-label={t("My time zone")} onSubmit={(e) => (e.preventDefault(), void save())}>
      <p className={pageStyles.muted}>{t("Times you see and type are in {{zone}}.", { zone: calendar.time_zone })}</p>
      <div className={pageStyles.pair}>
        <TimeZoneSelect
          label={t("My time zone")}
          value={zone}
          onChange={(v) => (setServerErrors({}), setZone(v))}
          followCompany={t("The company's time zone ({{zone}})", { zone: calendar.company_time_zone })}
          error={error("timeZone")}
        />
        <DateInput label={t("Applies from")} value={from} onChange={(v) => (setServerErrors({}), setFrom(v))} error={error("effectiveFrom")} required />
      </div>
      {calendar.my_time_zones
        .filter((z) => z.effective_from > calendar.today)
        .map((z) => (
          <p key={z.effective_from} className={pageStyles.muted}>
            {t("From {{date}}: {{zone}}", { date: displayDate(z.effective_from), zone: z.time_zone ?? t("the company's time zone") })}
          </p>
        ))}
      <div className={pageStyles.actions}>
        <Button type="submit" variant="primary" loading={saving} disabled={Object.keys(instant).length > 0}>
          {t("Save time zone")}
        </Button>
      </div>
    </form>
  );
};

/** The signed-in person's own time zone, from a date on (else the company's). */
export const MyTimeZoneCard = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation();
  const calendar = useQuery(payCalendarQueryOptions(companyId));
  return (
    <section className={pageStyles.card} aria-label={t("My time zone")} data-testid="my-time-zone-card">
      <h2 className={pageStyles.subtitle}>{t("My time zone")}</h2>
      {calendar.data === undefined ? (
        <p className={pageStyles.muted}>{calendar.isError ? t("Something went wrong") : t("Loading")}</p>
      ) : (
        <Form key={JSON.stringify(calendar.data.my_time_zones)} companyId={companyId} calendar={calendar.data} />
      )}
    </section>
  );
};
