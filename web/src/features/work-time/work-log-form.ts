import { findOverlap, needsLongWorkConfirmation, workTimeErrors, type TimedWork } from "@workledger/domain/work-time/work-time.rules.ts";
import { workTimeMessages } from "@workledger/domain/work-time/work-time.errors.ts";
import { localDateTimeToInstant } from "@workledger/domain/work-time/work-time.time.ts";
import { payCalendarMessages } from "@workledger/domain/pay-calendar/pay-calendar.errors.ts";
import { isInClosedPayPeriod } from "@workledger/domain/pay-calendar/pay-periods.ts";
import type { WorkLogDto } from "./work-time.api.ts";
import { addDays, formatTime, localDateOf } from "./work-time-format.ts";

/** The edit drawer's values: local dates and HH:mm in the company zone; pauses as start + minutes. */
export interface WorkLogForm {
  readonly workerId: string;
  readonly startDate: string | null;
  readonly startTime: string;
  readonly endDate: string | null;
  readonly endTime: string;
  readonly pauses: readonly { readonly start: string; readonly minutes: number | null }[];
  readonly workTypeId: string | null;
  readonly workspaceId: string | null;
  readonly comment: string;
  readonly workerComment: string;
  readonly tags: readonly string[];
  /** Files attached to the log (uploaded first, then named here). */
  readonly files: readonly { readonly id: string; readonly name: string }[];
}

export const requiredMessage = "This field is required";
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const emptyWorkLogForm = (workerId: string, today: string): WorkLogForm => ({
  workerId,
  startDate: today,
  startTime: "08:00",
  endDate: today,
  endTime: "16:00",
  pauses: [],
  workTypeId: null,
  workspaceId: null,
  comment: "",
  workerComment: "",
  tags: [],
  files: [],
});

export const formOfLog = (log: WorkLogDto, zone: string): WorkLogForm => ({
  workerId: log.worker_id,
  startDate: localDateOf(log.start, zone),
  startTime: formatTime(log.start, zone),
  endDate: log.end === null ? null : localDateOf(log.end, zone),
  endTime: log.end === null ? "" : formatTime(log.end, zone),
  pauses: log.pauses.map((p) => ({
    start: formatTime(p.start, zone),
    minutes: p.length_seconds === null ? null : Math.round(p.length_seconds / 60),
  })),
  workTypeId: log.work_type_id,
  workspaceId: log.workspace_id,
  comment: log.comment,
  workerComment: log.worker_comment,
  tags: log.tags,
  files: log.files.map((f) => ({ id: f.id, name: f.name })),
});

/**
 * The form as instants, or null while a time is missing. A pause's HH:mm lies on the work's start
 * date; for work past midnight, a time earlier than the start lies on the next day (night work).
 */
export const timedWorkOf = (form: WorkLogForm, zone: string): TimedWork | null => {
  if (form.startDate === null || form.endDate === null || !timePattern.test(form.startTime) || !timePattern.test(form.endTime)) return null;
  const startDate = form.startDate;
  const start = localDateTimeToInstant(startDate, form.startTime, zone);
  const end = localDateTimeToInstant(form.endDate, form.endTime, zone);
  const pauses = form.pauses.map((p) => {
    if (!timePattern.test(p.start)) return null;
    let pStart = localDateTimeToInstant(startDate, p.start, zone);
    if (Date.parse(pStart) < Date.parse(start) && form.endDate !== startDate) pStart = localDateTimeToInstant(addDays(startDate, 1), p.start, zone);
    const pEnd = p.minutes === null ? null : new Date(Date.parse(pStart) + p.minutes * 60_000).toISOString();
    return { start: pStart, end: pEnd, lengthSeconds: p.minutes === null ? null : p.minutes * 60 };
  });
  if (pauses.some((p) => p === null)) return null;
  return { start, end, pauses: pauses.filter((p) => p !== null) };
};

export interface FormFeedback {
  /** One message per field: startDate, startTime, endDate, endTime, pauses, pauses.{i}.start, pauses.{i}.minutes. */
  readonly errors: Readonly<Record<string, string>>;
  readonly work: TimedWork | null;
  /** More than 24 working hours: Save asks for confirmation first. */
  readonly longWork: boolean;
}

type OtherLog = Pick<WorkLogDto, "id" | "worker_id" | "start" | "end">;

/** Pay periods closed for workers: a worker may not put a log there, nor change one that is there. */
export interface ClosedPeriods {
  readonly through: string | null;
  /** The form is a worker's own (the domain's workLogAuthority said "worker"). */
  readonly asWorker: boolean;
  /** The date of the log being edited (null when adding). */
  readonly originalDate: string | null;
}

/** Instant feedback with the domain's own rules (the server applies the same ones). */
export const workLogFeedback = (form: WorkLogForm, zone: string, others: readonly OtherLog[], exceptWorkId?: string, closed?: ClosedPeriods): FormFeedback => {
  const errors: Record<string, string> = {};
  const set = (field: string, message: string) => {
    errors[field] ??= message;
  };
  if (closed?.asWorker === true && [form.startDate, closed.originalDate].some((d) => d !== null && isInClosedPayPeriod(d, closed.through))) {
    set("startDate", payCalendarMessages.pay_period_closed);
  }
  if (form.startDate === null) set("startDate", requiredMessage);
  if (form.endDate === null) set("endDate", requiredMessage);
  if (!timePattern.test(form.startTime)) set("startTime", requiredMessage);
  if (!timePattern.test(form.endTime)) set("endTime", requiredMessage);
  form.pauses.forEach((p, i) => {
    if (!timePattern.test(p.start)) set(`pauses.${i}.start`, requiredMessage);
    if (p.minutes === null) set(`pauses.${i}.minutes`, workTimeMessages.pause_without_end);
  });
  const work = timedWorkOf(form, zone);
  if (work === null) return { errors, work, longWork: false };
  for (const [field, messages] of Object.entries(workTimeErrors(work).errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const pause = /^pauses\.(\d+)\.(start|end)$/.exec(field);
    if (field === "end") set("endTime", message);
    else if (pause) set(pause[2] === "start" ? `pauses.${pause[1]}.start` : `pauses.${pause[1]}.minutes`, message);
    else set(field === "pauses" ? "pauses" : field, message);
  }
  const logs = others.filter((o) => o.worker_id === form.workerId).map((o) => ({ workId: o.id, start: o.start, end: o.end }));
  const overlap = findOverlap(work, logs, [], exceptWorkId);
  if (overlap !== null) set("startTime", overlap.kind === "work_round" ? workTimeMessages.work_round_overlap : workTimeMessages.work_overlap);
  return { errors, work, longWork: needsLongWorkConfirmation(work) };
};

/** The API body (instants, so the zone is applied once, here). */
export const workLogBody = (form: WorkLogForm, work: TimedWork, options: { readonly forWorker?: string; readonly confirmLong?: boolean }) => ({
  ...(options.forWorker === undefined ? {} : { worker_id: options.forWorker }),
  start: work.start,
  end: work.end,
  pauses: work.pauses.map((p) => ({ start: p.start, ...(p.end === null ? {} : { end: p.end }) })),
  work_type_id: form.workTypeId,
  workspace_id: form.workspaceId,
  comment: form.comment,
  worker_comment: form.workerComment,
  tags: form.tags,
  files: form.files,
  ...(options.confirmLong === true ? { confirm_over_24_hours: true } : {}),
});
