import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";

/**
 * The spec's work messages (dictionary, "Work"), one place for the server and the web. Where the
 * spec only paraphrases, the text is ours (clarification 20); the codes are stable.
 */
export const workTimeMessages = {
  work_paused_already: "Work paused already",
  work_resumed_already: "Work resumed already",
  work_stopped_already: "Work stopped already",
  user_currently_working: "User is currently working",
  work_not_found: "Work not found",
  /** A punch for "the current work" when the last one was already stopped (a stale second tab). */
  work_changed_already: "Work paused, resumed or stopped already",
  work_deleted: "Work has been deleted",
  work_overlap: "Overlapping work or absences",
  work_round_overlap: "Overlapping work rounds",
  conflicting_times: "Conflicting times",
  work_not_ended: "Cannot confirm not ended work",
  work_logs_already_confirmed: "Some selected work logs are already confirmed",
  multiple_work_logs_same_day: "Selected works have users with multiple work logs the same day",
  no_rights_to_edit_work_time: "You have no rights to edit work time!",
  no_rights_to_confirm_work_time: "You have no rights to confirm work time!",
  work_log_confirmed: "Confirmed work logs cannot be edited",
  confirm_over_24_hours: "More than 24 working hours: please confirm",
  start_after_end: "Start cannot be after end",
  pause_longer_than_work: "Pause cannot be longer than the work",
  pause_before_work_start: "Pause cannot start before the work starts",
  pause_after_work_end: "Pause cannot end after the work ends",
  pauses_overlap: "Pauses cannot overlap",
  pause_without_end: "A pause needs an end or a length",
  negative_duration: "Durations cannot be negative",
  pause_length_mismatch: "Pause length does not match its start and end",
  punch_before_last_punch: "Conflicting times: the punch is earlier than the last one",
  punch_in_future: "Conflicting times: the punch is in the future",
  work_in_progress: "Stop the work before editing its times",
  work_period_closed: "The books for this period are closed",
  work_period_not_open: "The work-time period is not open",
  work_period_over: "This work-time period is over; continue in the next one",
  work_period_not_over: "The work-time period is not over yet",
  work_period_already_open: "The work-time period is open already",
  wrong_worker: "The command is for another worker's ledger",
  work_in_future: "Work cannot be logged in the future; plan it in schedules",
  bonus_not_allowed: "Only a manager can set a bonus",
  bonus_too_large: "The bonus is too large",
  source_not_allowed: "Punches from this source need a paired device",
  work_id_taken: "This work id is already in use",
} as const;

export type WorkTimeErrorCode = keyof typeof workTimeMessages;

const message = (code: WorkTimeErrorCode): string => workTimeMessages[code];

export const conflict = (code: WorkTimeErrorCode): ConflictError => new ConflictError(message(code), code);
export const forbidden = (code: WorkTimeErrorCode): ForbiddenError => new ForbiddenError(message(code), code);
export const notFound = (code: "work_not_found" | "work_deleted"): NotFoundError => new NotFoundError(message(code), code);
export const invalid = (field: string, code: WorkTimeErrorCode): ValidationError =>
  ValidationError.of(field, message(code), code);
