import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, DateInput, Drawer, DurationSelect, Input, Select, toast, type SelectOption } from "../../../ui/index.ts";
import type { ScheduleItem } from "../schedule-model.ts";
import { kindPath, sendScheduleCommand, type ScheduleWarningDto } from "../schedules.api.ts";
import { scheduleStyles as styles } from "../schedules.styles.ts";
import { formatDay } from "../schedule-format.ts";
import { scheduleFeedback } from "../schedule-feedback.ts";
import { formErrors, formOfItem, instantsOf, recurrenceOf, recurrenceOptions, type RecurrenceOption, type ScheduleEventForm } from "./schedule-event-form.ts";

export interface ScheduleEventDrawerProps {
  readonly companyId: string;
  readonly zone: string;
  /** The event edited, or null for a new one planned from `initial`. */
  readonly item: ScheduleItem | null;
  readonly initial: ScheduleEventForm;
  readonly people: readonly SelectOption[];
  readonly positions: readonly SelectOption[];
  readonly absenceTypes: readonly SelectOption[];
  /** Everything planned around (the instant overlap and warning feedback judges with them). */
  readonly planned: readonly ScheduleItem[];
  readonly onClose: () => void;
  readonly onSaved: (warnings: readonly ScheduleWarningDto[]) => void;
  /** Removing the edited event (the page asks for the recurring scope). */
  readonly onDelete: (item: ScheduleItem) => void;
}

const repeatLabels: Readonly<Record<RecurrenceOption, string>> = {
  none: "Does not repeat",
  daily: "Daily",
  weekdays: "Every weekday",
  weekly: "Weekly",
  biweekly: "Every two weeks",
  monthly: "Monthly",
  annually: "Annually",
  custom: "Custom interval",
};

const apiField: Readonly<Record<string, keyof ScheduleEventForm | "recurrence">> = {
  user_id: "personId",
  position_id: "positionId",
  start: "startTime",
  end: "endTime",
  pause_length: "pauseMinutes",
  additional_break_time: "additionalBreakMinutes",
  title: "title",
  comment: "comment",
  customColor: "color",
  type_id: "absenceTypeId",
};

const titles = { shift: ["Add shift", "Edit shift"], task: ["Add task", "Edit task"], absence: ["Add absence", "Edit absence"] } as const;

/** Add or edit a shift, task or absence; the domain's overlap rule and planning warnings answer as one types. */
export const ScheduleEventDrawer = (props: ScheduleEventDrawerProps) => {
  const { t } = useTranslation();
  const { item, zone } = props;
  const [form, setForm] = useState<ScheduleEventForm>(() => (item === null ? props.initial : formOfItem(item)));
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const errors: Record<string, string> = { ...serverErrors, ...formErrors(form) };
  const feedback = Object.keys(errors).length === 0 ? scheduleFeedback(form, item?.id ?? null, props.planned, zone) : { conflict: null, warnings: [] };
  const error = (key: keyof ScheduleEventForm | "recurrence") => (errors[key] === undefined ? undefined : t(errors[key]));
  const change = (patch: Partial<ScheduleEventForm>) => {
    setServerErrors({});
    setForm((f) => ({ ...f, ...patch }));
  };
  const isNew = item === null;
  const kind = form.kind;
  const title = t(titles[kind][isNew ? 0 : 1]);

  const inputFor = (date: string) => {
    const { start, end } = instantsOf(form, date, zone);
    return {
      user_id: form.personId,
      position_id: form.positionId,
      title: form.title,
      comment: form.comment,
      customColor: form.color,
      start,
      end,
      is_all_day: form.allDay,
      // An all-day event keeps no pause: the spec moves the shown end of an all-day event with a pause
      // length back a day, and the drawer plans it [first day, the day after the last) as it is shown.
      pause_length: kind === "absence" || form.allDay ? null : form.pauseMinutes,
      additional_break_time: kind === "absence" ? 0 : (form.additionalBreakMinutes ?? 0),
      ...(kind === "absence" ? { type_id: form.absenceTypeId, work_leave: form.workLeave } : {}),
    };
  };

  const save = async (asPreset = false) => {
    if (Object.keys(errors).length > 0 || (feedback.conflict !== null && !asPreset)) return;
    setSaving(true);
    const recurrence = recurrenceOf(form);
    const first = form.dates[0] ?? "";
    const outcome = asPreset
      ? await sendScheduleCommand(`schedules/${kindPath[kind]}`, { ...inputFor(first), is_preset: true })
      : !isNew
        ? await sendScheduleCommand(`schedules/${item.id}/${kindPath[kind]}`, { action: "edit", ...inputFor(first) })
        : form.dates.length === 1
          ? await sendScheduleCommand(`schedules/${kindPath[kind]}`, { ...inputFor(first), ...(recurrence === null ? {} : { recurrence }) })
          : await sendScheduleCommand(`schedules/${props.companyId}/multiple`, { events: form.dates.map((d) => ({ type: kind, ...inputFor(d), ...(recurrence === null ? {} : { recurrence }) })) });
    setSaving(false);
    if (outcome.ok) {
      toast.success(t(asPreset ? "Preset saved" : "Saved"));
      props.onSaved(outcome.answer.warnings ?? []);
      return;
    }
    const mapped: Record<string, string> = {};
    for (const [name, messages] of Object.entries(outcome.errors)) {
      const first = messages[0];
      const key = apiField[name.replace(/^events\.\d+\./, "")] ?? (name.startsWith("recurrence") ? "recurrence" : "startTime");
      if (first !== undefined) mapped[key] = first;
    }
    setServerErrors(mapped);
    toast.error(outcome.message === null ? undefined : t(outcome.message));
  };

  const toggleConfirmed = async () => {
    if (item === null) return;
    setSaving(true);
    const outcome = await sendScheduleCommand(`schedules/${item.id}/confirm`, { confirm: !item.confirmed });
    setSaving(false);
    if (!outcome.ok) return toast.error(outcome.message === null ? undefined : t(outcome.message));
    toast.success(t(item.confirmed ? "Schedule unconfirmed successfully" : "Schedule confirmed successfully"));
    props.onSaved([]);
  };

  const repeatOptions: SelectOption<RecurrenceOption>[] = recurrenceOptions.map((value) => ({ value, label: t(repeatLabels[value]) }));
  const numberOrNull = (text: string, max: number): number | null => {
    const n = Number.parseInt(text, 10);
    return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : null;
  };

  return (
    <Drawer title={title} onCancel={props.onClose} onSave={() => void save()} processing={saving} saveDisabled={Object.keys(errors).length > 0 || feedback.conflict !== null}>
      <form className={styles.form} aria-label={title} onSubmit={(e) => e.preventDefault()} data-testid="schedule-event-form">
        <Select label={t("Person")} options={props.people} value={form.personId} onChange={(v) => change({ personId: v })} error={error("personId")} />
        <Select label={t("Position")} options={props.positions} value={form.positionId} onChange={(v) => change({ positionId: v })} placeholder={t("No position")} />
        {form.dates.length > 1 ? (
          <p className={styles.muted} data-testid="planned-days">
            {t("Days: {{dates}}", { dates: form.dates.map(formatDay).join(", ") })}
          </p>
        ) : (
          <DateInput label={t("Date")} value={form.dates[0] ?? null} onChange={(v) => change({ dates: v === null ? [] : [v], ...(form.endDate !== null && v !== null && form.endDate < v ? { endDate: v } : {}) })} error={error("dates")} required />
        )}
        {(kind === "absence" || form.allDay) && <DateInput label={t("End date")} value={form.endDate} onChange={(v) => change({ endDate: v })} error={error("endDate")} />}
        <label className={styles.check}>
          <input type="checkbox" checked={form.allDay} onChange={(e) => change({ allDay: e.target.checked, endDate: e.target.checked ? (form.endDate ?? form.dates.at(-1) ?? null) : kind === "absence" ? form.endDate : null })} />
          {t("All day")}
        </label>
        {!form.allDay && (
          <div className={styles.pair}>
            <Input label={t("Start time")} type="time" value={form.startTime} onChange={(e) => change({ startTime: e.target.value })} error={error("startTime")} required />
            <Input label={t("End time")} type="time" value={form.endTime} onChange={(e) => change({ endTime: e.target.value })} error={error("endTime")} required />
          </div>
        )}
        {kind !== "absence" && (
          <div className={styles.pair}>
            <DurationSelect label={t("Pause length")} placeholder={t("None")} value={form.pauseMinutes} onChange={(v) => change({ pauseMinutes: v })} />
            <DurationSelect label={t("Additional break time")} placeholder={t("None")} value={form.additionalBreakMinutes} onChange={(v) => change({ additionalBreakMinutes: v })} />
          </div>
        )}
        {kind === "absence" && (
          <>
            <Select label={t("Absence type")} options={props.absenceTypes} value={form.absenceTypeId} onChange={(v) => change({ absenceTypeId: v })} placeholder={t("None")} error={error("absenceTypeId")} />
            <label className={styles.check}>
              <input type="checkbox" checked={form.workLeave} onChange={(e) => change({ workLeave: e.target.checked })} />
              {t("Paid work leave (blocks work logs)")}
            </label>
          </>
        )}
        <Input label={t("Title")} value={form.title} maxLength={255} onChange={(e) => change({ title: e.target.value })} error={error("title")} />
        <Input label={t("Comment")} value={form.comment} maxLength={2000} onChange={(e) => change({ comment: e.target.value })} error={error("comment")} />
        <label className={styles.check}>
          <input type="color" value={form.color ?? "#2563eb"} onChange={(e) => change({ color: e.target.value })} aria-label={t("Colour")} />
          {t("Colour")}
        </label>
        {isNew && (
          <fieldset className={styles.fieldset}>
            <legend>{t("Repeat")}</legend>
            <Select<RecurrenceOption> aria-label={t("Repeat")} options={repeatOptions} value={form.repeat} onChange={(v) => change({ repeat: v ?? "none" })} />
            {form.repeat === "custom" && (
              <Input label={t("Every how many days")} type="number" min={1} max={365} value={form.interval ?? ""} onChange={(e) => change({ interval: numberOrNull(e.target.value, 365) })} error={error("interval")} />
            )}
            {form.repeat !== "none" && (
              <div className={styles.pair}>
                <DateInput label={t("Repeat until")} value={form.until} onChange={(v) => change({ until: v })} error={error("until") ?? error("recurrence")} />
                <Input label={t("Number of times")} type="number" min={1} max={400} value={form.count ?? ""} onChange={(e) => change({ count: numberOrNull(e.target.value, 400) })} />
              </div>
            )}
          </fieldset>
        )}
        {feedback.conflict !== null && (
          <p className={styles.error} role="alert" data-testid="schedule-conflict">
            {t(feedback.conflict)}
          </p>
        )}
        {feedback.warnings.length > 0 && (
          <div className={styles.warning} role="status" data-testid="schedule-form-warnings">
            <strong>{t("Planning warnings")}</strong>
            <ul>
              {feedback.warnings.map((w) => (
                <li key={w}>{t(w)}</li>
              ))}
            </ul>
          </div>
        )}
        {item !== null && (
          <div className={styles.toolbar}>
            <span className={styles.badge} data-tone={item.confirmed ? "confirmed" : "unconfirmed"}>
              {t(item.confirmed ? "Confirmed" : "Unconfirmed")}
            </span>
            <Button size="sm" variant="secondary" onClick={() => void toggleConfirmed()} disabled={saving}>
              {t(item.confirmed ? "Unconfirm" : "Confirm")}
            </Button>
            <Button size="sm" variant="danger" onClick={() => props.onDelete(item)} disabled={saving || item.confirmed}>
              {t("Delete")}
            </Button>
          </div>
        )}
        {isNew && kind !== "absence" && (
          <Button variant="secondary" onClick={() => void save(true)} disabled={saving || Object.keys(errors).length > 0}>
            {t("Save as preset")}
          </Button>
        )}
      </form>
    </Drawer>
  );
};
