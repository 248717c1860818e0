import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, DateInput, Input, Select, dialogToast } from "../../ui/index.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { fieldErrorsOf, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { payCalendarCommands, payCalendarKeys, payCalendarQueryOptions, type PayCalendarDto } from "./pay-calendar.api.ts";
import { displayDate, periodSpan, ruleWords } from "./pay-calendar-format.ts";
import { payPeriodFormErrors, payPeriodFormOf, payPeriodKindLabels, startDayChoices, timeZoneFormErrors, withKind, withStartDay, type PayPeriodForm } from "./pay-period-form.ts";
import { TimeZoneSelect } from "./TimeZoneSelect.tsx";

const apiToForm: Readonly<Record<string, string>> = { effective_from: "effectiveFrom", start_day: "startDay", close_after_days: "closeAfterDays", time_zone: "timeZone" };
const formErrorsOf = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([k, v]) => [apiToForm[k] ?? k, v]));

/** After a change the calendar, the dashboard's period and the timesheet's range all move. */
const useRefresh = (companyId: string) => {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: payCalendarKeys.all(companyId) }), queryClient.invalidateQueries({ queryKey: ["work-time", companyId] })]);
};

const Rule = ({ rule }: { rule: Parameters<typeof ruleWords>[0] }) => {
  const { t } = useTranslation();
  const words = ruleWords(rule);
  return (
    <>
      {t(words.kind)}, {words.weekday === null ? t("starts on day {{day}}", { day: words.day }) : t("starts on {{weekday}}", { weekday: t(words.weekday) })},{" "}
      {t("open for workers {{days}} days after it ends", { days: words.days })}
    </>
  );
};

const PayPeriodFormSection = ({ companyId, calendar, editable }: { companyId: string; calendar: PayCalendarDto; editable: boolean }) => {
  const { t } = useTranslation();
  const refresh = useRefresh(companyId);
  const [form, setForm] = useState<PayPeriodForm>(() => payPeriodFormOf(calendar));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const instant = payPeriodFormErrors(form, calendar);
  const error = (k: string) => {
    const m = instant[k] ?? serverErrors[k];
    return m === undefined ? undefined : t(m);
  };
  const change = (next: PayPeriodForm) => {
    setServerErrors({});
    setForm(next);
  };
  const save = async () => {
    if (Object.keys(instant).length > 0 || form.effectiveFrom === null || form.closeAfterDays === null) return;
    setSaving(true);
    const result = await payCalendarCommands.setPayPeriod(
      companyId,
      { kind: form.kind, start_day: form.startDay, close_after_days: form.closeAfterDays, effective_from: form.effectiveFrom },
      t("Settings updated successfully"),
    );
    setSaving(false);
    if (!result.ok) return setServerErrors(formErrorsOf(fieldErrorsOf(result)));
    await refresh();
  };
  const kinds = (Object.keys(payPeriodKindLabels) as PayPeriodForm["kind"][]).map((k) => ({ value: k, label: t(payPeriodKindLabels[k]) }));
  const days = startDayChoices(form.kind).map((c) => ({ value: c.value, label: c.weekday === undefined ? String(c.value) : t(c.weekday) }));
  return (
    <form className={pageStyles.form} aria-label={t("Pay period setting")} onSubmit={(e) => (e.preventDefault(), void save())} data-testid="pay-period-form">
      <fieldset disabled={!editable} className={pageStyles.form}>
        <div className={pageStyles.pair}>
          <Select label={t("Pay period")} options={kinds} value={form.kind} onChange={(v) => v !== null && change(withKind(form, v, calendar))} />
          <Select<number> label={t("Starts on")} options={days} value={form.startDay} onChange={(v) => v !== null && change(withStartDay(form, v, calendar))} invalid={error("startDay") !== undefined} />
        </div>
        {error("startDay") !== undefined && <p className={pageStyles.error}>{error("startDay")}</p>}
        <div className={pageStyles.pair}>
          <Input
            label={t("Open for workers after the period ends (days)")}
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            value={form.closeAfterDays === null ? "" : String(form.closeAfterDays)}
            onChange={(e) => change({ ...form, closeAfterDays: e.currentTarget.value === "" ? null : Number(e.currentTarget.value) })}
            error={error("closeAfterDays")}
          />
          <DateInput label={t("Applies from")} value={form.effectiveFrom} onChange={(v) => change({ ...form, effectiveFrom: v })} error={error("effectiveFrom")} required />
        </div>
        <p className={pageStyles.muted}>{t("A change applies from the first day of a pay period; closed pay periods never change.")}</p>
        {editable && (
          <div className={pageStyles.actions}>
            <Button type="submit" variant="primary" loading={saving} disabled={Object.keys(instant).length > 0}>
              {t("Save pay period")}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
};

const ClosingSection = ({ companyId, calendar, mayClose }: { companyId: string; calendar: PayCalendarDto; mayClose: boolean }) => {
  const { t } = useTranslation();
  const refresh = useRefresh(companyId);
  const [closing, setClosing] = useState(false);
  const previous = calendar.previous_pay_period;
  const close = async () => {
    const span = periodSpan(previous);
    if (!(await dialogToast.confirm({ title: t("Confirm action"), message: t("Close the pay period {{span}} for workers? They can no longer add, edit or delete its work logs.", { span }) }))) return;
    setClosing(true);
    const result = await payCalendarCommands.closePayPeriod(companyId, previous.end, t("Pay period closed"));
    setClosing(false);
    if (result.ok) await refresh();
  };
  return (
    <div className={pageStyles.list} data-testid="pay-period-status">
      <p>
        <strong>{t("Current pay period")}</strong>: <span data-testid="current-pay-period">{periodSpan(calendar.pay_period)}</span>
        {" · "}
        {t("open for workers until {{date}}", { date: displayDate(calendar.pay_period.open_for_workers_until) })}
      </p>
      <p>
        <strong>{t("Previous pay period")}</strong>: <span data-testid="previous-pay-period">{periodSpan(previous)}</span>
        {" · "}
        <span data-testid="previous-pay-period-state">
          {previous.closed ? t("Closed for workers") : t("open for workers until {{date}}", { date: displayDate(previous.open_for_workers_until) })}
        </span>
      </p>
      {mayClose && !previous.closed && (
        <div className={pageStyles.actions}>
          <Button variant="secondary" loading={closing} onClick={() => void close()}>
            {t("Close {{span}} for workers now", { span: periodSpan(previous) })}
          </Button>
        </div>
      )}
    </div>
  );
};

const CompanyTimeZoneSection = ({ companyId, calendar, editable }: { companyId: string; calendar: PayCalendarDto; editable: boolean }) => {
  const { t } = useTranslation();
  const refresh = useRefresh(companyId);
  const [zone, setZone] = useState<string | null>(calendar.company_time_zone);
  const [from, setFrom] = useState<string | null>(calendar.today);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const instant = timeZoneFormErrors(zone, from, calendar.today);
  const error = (k: string) => {
    const m = instant[k] ?? serverErrors[k];
    return m === undefined ? undefined : t(m);
  };
  const save = async () => {
    if (Object.keys(instant).length > 0 || zone === null || from === null) return;
    setSaving(true);
    const result = await payCalendarCommands.setCompanyTimeZone(companyId, { time_zone: zone, effective_from: from }, t("Settings updated successfully"));
    setSaving(false);
    if (!result.ok) return setServerErrors(formErrorsOf(fieldErrorsOf(result)));
    await refresh();
  };
  const planned = calendar.company_time_zones.filter((z) => z.effective_from > calendar.today);
  return (
    <form className={pageStyles.form} aria-label={t("Company time zone")} onSubmit={(e) => (e.preventDefault(), void save())} data-testid="company-time-zone-form">
      <fieldset disabled={!editable} className={pageStyles.form}>
        <div className={pageStyles.pair}>
          <TimeZoneSelect label={t("Company time zone")} value={zone} onChange={(v) => (setServerErrors({}), setZone(v))} error={error("timeZone")} />
          <DateInput label={t("Applies from")} value={from} onChange={(v) => (setServerErrors({}), setFrom(v))} error={error("effectiveFrom")} required />
        </div>
        {planned.map((z) => (
          <p key={z.effective_from} className={pageStyles.muted}>
            {t("From {{date}}: {{zone}}", { date: displayDate(z.effective_from), zone: z.time_zone ?? "" })}
          </p>
        ))}
        {editable && (
          <div className={pageStyles.actions}>
            <Button type="submit" variant="primary" loading={saving} disabled={Object.keys(instant).length > 0}>
              {t("Save time zone")}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
};

/**
 * Company settings of the pay calendar (on /preference?section=pay-periods): the pay period and its
 * closing rule, the current and previous periods with an early close, and the company's time zone,
 * each with its own save and the date it applies from.
 */
export const PayCalendarSettings = ({ companyId, editable, mayClose }: { companyId: string; editable: boolean; mayClose: boolean }) => {
  const { t } = useTranslation();
  const calendar = useQuery(payCalendarQueryOptions(companyId));
  const data = calendar.data;
  return (
    <>
      <section className={pageStyles.card} aria-label={t("Pay periods")} data-testid="pay-periods-card">
        <h2 className={pageStyles.subtitle}>{t("Pay periods")}</h2>
        {data === undefined ? (
          <p className={pageStyles.muted}>{calendar.isError ? t("Something went wrong") : t("Loading")}</p>
        ) : (
          <>
            <ClosingSection companyId={companyId} calendar={data} mayClose={mayClose} />
            <PayPeriodFormSection key={JSON.stringify(data.rules)} companyId={companyId} calendar={data} editable={editable} />
            {data.rules.length > 0 && (
              <ul className={pageStyles.list} aria-label={t("Pay period settings by date")}>
                {data.rules.map((r) => (
                  <li key={r.effective_from}>
                    {t("From {{date}}", { date: displayDate(r.effective_from) })}: <Rule rule={r} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <section className={pageStyles.card} aria-label={t("Time zone")}>
        <h2 className={pageStyles.subtitle}>{t("Time zone")}</h2>
        {data !== undefined && <CompanyTimeZoneSection key={JSON.stringify(data.company_time_zones)} companyId={companyId} calendar={data} editable={editable} />}
      </section>
    </>
  );
};
