import type { ScheduleEventKind, ScheduleItem } from "../schedule-model.ts";
import { addDays, clockOf, instantOf, parseClock } from "../timeline/local-time.ts";

/** Recurrence options of spec section 9 ('none': a single event). */
export const recurrenceOptions = ["none", "daily", "weekdays", "weekly", "biweekly", "monthly", "annually", "custom"] as const;
export type RecurrenceOption = (typeof recurrenceOptions)[number];

/** What the shift, task and absence drawers edit. Times are the company's wall clock. */
export interface ScheduleEventForm {
  readonly kind: ScheduleEventKind;
  readonly personId: string | null;
  readonly positionId: string | null;
  /** The days to plan (dragging over several days plans one event on each). */
  readonly dates: readonly string[];
  /** Absences and all-day events: the last day covered, inclusive. */
  readonly endDate: string | null;
  readonly startTime: string;
  readonly endTime: string;
  readonly allDay: boolean;
  readonly pauseMinutes: number | null;
  readonly additionalBreakMinutes: number | null;
  readonly title: string;
  readonly comment: string;
  readonly color: string | null;
  readonly absenceTypeId: string | null;
  readonly workLeave: boolean;
  readonly repeat: RecurrenceOption;
  readonly interval: number | null;
  readonly until: string | null;
  readonly count: number | null;
}

export const MAX_TITLE_LENGTH = 255;
export const MAX_COMMENT_LENGTH = 2000;

export const newEventForm = (kind: ScheduleEventKind, at: { readonly personId: string | null; readonly positionId: string | null; readonly dates: readonly string[]; readonly startMinutes?: number; readonly endMinutes?: number }): ScheduleEventForm => ({
  kind,
  personId: at.personId,
  positionId: at.positionId,
  dates: at.dates,
  endDate: kind === "absence" ? (at.dates.at(-1) ?? null) : null,
  startTime: clockOf(at.startMinutes ?? (kind === "task" ? 9 * 60 : 8 * 60)),
  endTime: clockOf(at.endMinutes ?? (kind === "task" ? 10 * 60 : 16 * 60)),
  allDay: kind === "absence",
  pauseMinutes: kind === "shift" ? 30 : null,
  additionalBreakMinutes: null,
  title: "",
  comment: "",
  color: null,
  absenceTypeId: null,
  workLeave: kind === "absence",
  repeat: "none",
  interval: null,
  until: null,
  count: null,
});

/** The form of an existing event (its own date only: an edit changes one event). */
export const formOfItem = (item: ScheduleItem): ScheduleEventForm => ({
  ...newEventForm(item.kind, { personId: item.personId, positionId: item.positionId, dates: [item.start.date] }),
  endDate: item.isAllDay || item.kind === "absence" ? (item.end.minutes === 0 && item.end.date > item.start.date ? addDays(item.end.date, -1) : item.end.date) : null,
  startTime: clockOf(item.start.minutes),
  endTime: clockOf(item.end.minutes),
  allDay: item.isAllDay,
  pauseMinutes: item.pauseMinutes,
  additionalBreakMinutes: item.additionalBreakMinutes === 0 ? null : item.additionalBreakMinutes,
  title: item.title,
  comment: item.comment,
  color: item.color,
  absenceTypeId: item.absenceTypeId,
  workLeave: item.workLeave,
});

export type FormErrors = Readonly<Partial<Record<keyof ScheduleEventForm | "recurrence", string>>>;

/** Field errors as English texts (translated where shown); empty when the form can be sent. */
export const formErrors = (form: ScheduleEventForm): FormErrors => {
  const errors: Partial<Record<keyof ScheduleEventForm | "recurrence", string>> = {};
  if (form.personId === null) errors.personId = "This field is required";
  if (form.dates.length === 0) errors.dates = "This field is required";
  if (!form.allDay) {
    const start = parseClock(form.startTime);
    const end = parseClock(form.endTime);
    if (start === null) errors.startTime = "Enter a time such as 08:00";
    if (end === null) errors.endTime = "Enter a time such as 08:00";
    if (start !== null && end !== null && start === end && form.kind !== "absence") errors.endTime = "Start must be before end";
  }
  if (form.endDate !== null && form.dates[0] !== undefined && form.endDate < form.dates[0]) errors.endDate = "Start must be before end";
  if (form.title.length > MAX_TITLE_LENGTH) errors.title = "The text is too long";
  if (form.comment.length > MAX_COMMENT_LENGTH) errors.comment = "The text is too long";
  if (form.repeat !== "none") {
    if (form.until === null && form.count === null) errors.recurrence = "A recurring event needs an end date or a number of times";
    if (form.repeat === "custom" && form.interval === null) errors.interval = "A custom recurrence needs an interval";
    if (form.until !== null && form.dates[0] !== undefined && form.until < form.dates[0]) errors.until = "Start must be before end";
  }
  return errors;
};

/**
 * The instants of the event planned on `date`: an end at or before the start is the next day (a
 * night shift, which belongs to its start date); an absence or all-day event runs from the first
 * day's midnight to the midnight after its last day (or its times on those days).
 */
export const instantsOf = (form: ScheduleEventForm, date: string, zone: string): { readonly start: string; readonly end: string } => {
  const startMinutes = form.allDay ? 0 : (parseClock(form.startTime) ?? 0);
  const endMinutes = form.allDay ? 0 : (parseClock(form.endTime) ?? 0);
  if (form.kind === "absence" || form.allDay) {
    const last = form.endDate !== null && form.endDate >= date ? form.endDate : date;
    if (form.allDay) return { start: instantOf({ date, minutes: 0 }, zone), end: instantOf({ date: addDays(last, 1), minutes: 0 }, zone) };
    const endDate = last === date && endMinutes <= startMinutes ? addDays(date, 1) : last;
    return { start: instantOf({ date, minutes: startMinutes }, zone), end: instantOf({ date: endDate, minutes: endMinutes }, zone) };
  }
  const endDate = endMinutes <= startMinutes ? addDays(date, 1) : date;
  return { start: instantOf({ date, minutes: startMinutes }, zone), end: instantOf({ date: endDate, minutes: endMinutes }, zone) };
};

export const recurrenceOf = (form: ScheduleEventForm): { frequency: Exclude<RecurrenceOption, "none">; interval: number | null; until: string | null; count: number | null } | null =>
  form.repeat === "none" ? null : { frequency: form.repeat, interval: form.repeat === "custom" ? form.interval : null, until: form.until, count: form.count };
