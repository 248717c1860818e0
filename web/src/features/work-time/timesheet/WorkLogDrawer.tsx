import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, CreatableSelect, DateInput, Drawer, Input, Select, dialogToast, toast, type SelectOption } from "../../../ui/index.ts";
import { payCalendarMessages } from "@workledger/domain/pay-calendar/pay-calendar.errors.ts";
import { isInClosedPayPeriod } from "@workledger/domain/pay-calendar/pay-periods.ts";
import { defaultPause } from "@workledger/domain/work-time/work-time.default-pause.ts";
import { preferencesQueryOptions } from "../../settings/general/settings.queries.ts";
import { sendWorkTimeCommand, type WorkLogDto } from "../work-time.api.ts";
import { emptyWorkLogForm, formOfLog, workLogBody, workLogFeedback, type WorkLogForm } from "../work-log-form.ts";
import { workTimeStyles as styles } from "../work-time.styles.ts";
import { WorkLogFiles } from "./WorkLogFiles.tsx";

export interface WorkLogDrawerProps {
  readonly companyId: string;
  readonly zone: string;
  /** The log to edit; null adds a new one. */
  readonly log: WorkLogDto | null;
  readonly today: string;
  /** The last date closed for workers (null: none); a worker's form refuses it, a manager is told the change is flagged. */
  readonly closedThrough?: string | null;
  /** The form is the worker's own hours (not a manager's for their people). */
  readonly asWorker?: boolean;
  readonly ownId: string;
  /** People a manager may add hours for (empty: the worker adds their own). */
  readonly people: readonly SelectOption[];
  readonly workTypes: readonly SelectOption[];
  readonly workspaces: readonly SelectOption[];
  /** Tags already used on the timesheet's logs, offered as choices. */
  readonly knownTags?: readonly string[];
  /** Logs already known (the timesheet's), for the overlap rule. */
  readonly others: readonly WorkLogDto[];
  readonly elapsedSeconds: number;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

const apiFieldToForm: Readonly<Record<string, string>> = { start: "startTime", end: "endTime", date: "startDate", pauses: "pauses" };

/** Add or edit a work log, with the domain's time rules as instant feedback. */
export const WorkLogDrawer = (props: WorkLogDrawerProps) => {
  const { t } = useTranslation();
  const { companyId, zone, log } = props;
  const [form, setForm] = useState<WorkLogForm>(() => (log === null ? emptyWorkLogForm(props.ownId, props.today) : formOfLog(log, zone)));
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const closed = { through: props.closedThrough ?? null, asWorker: props.asWorker === true, originalDate: log?.date ?? null };
  const feedback = workLogFeedback(form, zone, props.others, log?.id, closed);
  const inClosedPeriod = [form.startDate, log?.date ?? null].some((d) => d !== null && isInClosedPayPeriod(d, closed.through));
  const errors = { ...serverErrors, ...feedback.errors };
  const error = (field: string) => (errors[field] === undefined ? undefined : t(errors[field]));
  const change = (patch: Partial<WorkLogForm>) => {
    setServerErrors({});
    setForm((f) => ({ ...f, ...patch }));
  };
  // A new pause starts at lunch time: one's own effective preference, the company's for another person's log.
  const preferences = useQuery(preferencesQueryOptions(companyId, form.workerId === props.ownId ? "me" : "company"));
  const lunch = preferences.data ? { startsAt: preferences.data.lunch_time.starts_at, lengthSeconds: preferences.data.lunch_time.length_seconds } : null;
  const changePause = (i: number, patch: Partial<WorkLogForm["pauses"][number]>) =>
    change({ pauses: form.pauses.map((p, k) => (k === i ? { ...p, ...patch } : p)) });

  const save = async (confirmLong = false) => {
    if (feedback.work === null || Object.keys(feedback.errors).length > 0) return;
    if (feedback.longWork && !confirmLong) {
      const confirmed = await dialogToast.confirm({ title: t("Confirm action"), message: t("More than 24 working hours: please confirm") });
      if (!confirmed) return;
      return save(true);
    }
    setSaving(true);
    const forWorker = log === null && props.people.length > 0 ? form.workerId : undefined;
    const body = workLogBody(form, feedback.work, { ...(forWorker === undefined ? {} : { forWorker }), confirmLong });
    const outcome =
      log === null
        ? await sendWorkTimeCommand("POST", `companies/${companyId}/works`, body)
        : await sendWorkTimeCommand("PUT", `companies/${companyId}/works/${log.id}`, body);
    setSaving(false);
    if (outcome.ok) {
      toast.success(t(log === null ? "Work log added" : "Work log updated"));
      props.onSaved();
      return;
    }
    if (outcome.code === "confirm_over_24_hours" && !confirmLong) {
      const confirmed = await dialogToast.confirm({ title: t("Confirm action"), message: t("More than 24 working hours: please confirm") });
      if (confirmed) await save(true);
      return;
    }
    const mapped: Record<string, string> = {};
    for (const [field, messages] of Object.entries(outcome.errors)) {
      const first = messages[0];
      if (first !== undefined) mapped[apiFieldToForm[field] ?? (field.startsWith("pauses.") ? field.replace(/\.(end|length_seconds|lengthSeconds)$/, ".minutes") : "startTime")] = first;
    }
    setServerErrors(mapped);
    toast.error(outcome.message === null ? undefined : t(outcome.message));
  };

  return (
    <Drawer
      title={t(log === null ? "Add work log" : "Edit work log")}
      onCancel={props.onClose}
      onSave={() => void save()}
      processing={saving}
      saveDisabled={Object.keys(feedback.errors).length > 0}
      elapsedSeconds={props.elapsedSeconds}
    >
      <form className={styles.form} aria-label={t(log === null ? "Add work log" : "Edit work log")} onSubmit={(e) => e.preventDefault()}>
        {log !== null && (
          <p className={styles.muted} data-testid="work-log-identity">
            {t("Work number {{number}}", { number: log.work_number })}
            {log.edited && ` · ${t("Edited")}`}
          </p>
        )}
        {inClosedPeriod && (
          <p className={styles.warning} role={closed.asWorker ? "alert" : "status"} data-testid="closed-period-notice">
            {closed.asWorker ? t(payCalendarMessages.pay_period_closed) : t("This pay period is closed for workers. Your change will be marked in the log's history.")}
          </p>
        )}
        {log === null && props.people.length > 0 && (
          <Select label={t("Worker")} options={props.people} value={form.workerId} onChange={(v) => v !== null && change({ workerId: v })} />
        )}
        <div className={styles.pair}>
          <DateInput label={t("Start date")} value={form.startDate} onChange={(v) => change({ startDate: v, ...(form.endDate === form.startDate ? { endDate: v } : {}) })} error={error("startDate")} required />
          <Input label={t("Start time")} type="time" value={form.startTime} onChange={(e) => change({ startTime: e.target.value })} error={error("startTime")} required />
        </div>
        <div className={styles.pair}>
          <DateInput label={t("End date")} value={form.endDate} onChange={(v) => change({ endDate: v })} error={error("endDate")} required />
          <Input label={t("End time")} type="time" value={form.endTime} onChange={(e) => change({ endTime: e.target.value })} error={error("endTime")} required />
        </div>
        <fieldset className={styles.form}>
          <legend className={styles.subtitle}>{t("Pauses")}</legend>
          {form.pauses.map((pause, i) => (
            <div key={i} className={styles.pauseRow} data-testid="pause-row">
              <Input label={t("Pause start")} type="time" value={pause.start} onChange={(e) => changePause(i, { start: e.target.value })} error={error(`pauses.${i}.start`)} />
              <Input
                label={t("Length (minutes)")}
                type="number"
                inputMode="numeric"
                value={pause.minutes === null ? "" : String(pause.minutes)}
                onChange={(e) => changePause(i, { minutes: e.target.value === "" ? null : Math.trunc(Number(e.target.value)) })}
                error={error(`pauses.${i}.minutes`)}
              />
              <Button variant="ghost" size="sm" onClick={() => change({ pauses: form.pauses.filter((_, k) => k !== i) })}>
                {t("Remove")}
              </Button>
            </div>
          ))}
          {errors["pauses"] !== undefined && <p className={styles.error}>{error("pauses")}</p>}
          <div>
            <Button variant="secondary" size="sm" onClick={() => change({ pauses: [...form.pauses, defaultPause({ start: form.startTime, end: form.endTime, pauses: form.pauses }, lunch)] })}>
              {t("Add pause")}
            </Button>
          </div>
        </fieldset>
        {feedback.longWork && <p className={styles.warning}>{t("More than 24 working hours: please confirm")}</p>}
        <Select label={t("Work type")} options={props.workTypes} value={form.workTypeId} onChange={(v) => change({ workTypeId: v })} placeholder={t("None")} />
        <Select label={t("Workspace")} options={props.workspaces} value={form.workspaceId} onChange={(v) => change({ workspaceId: v })} placeholder={t("None")} />
        <Input label={t("Comment")} helperText={t("A note on the log for managers and payroll, such as why it was changed.")} value={form.comment} onChange={(e) => change({ comment: e.target.value })} />
        <Input label={t("Worker comment")} helperText={t("What the worker says about this work, in their own words.")} value={form.workerComment} onChange={(e) => change({ workerComment: e.target.value })} />
        <CreatableSelect label={t("Tags")} value={form.tags} options={props.knownTags ?? []} onChange={(tags) => change({ tags })} placeholder={t("Add tags, separated by commas")} />
        <WorkLogFiles companyId={companyId} workId={log?.id ?? null} savedIds={(log?.files ?? []).map((f) => f.id)} files={form.files} onChange={(files) => change({ files })} />
      </form>
    </Drawer>
  );
};
