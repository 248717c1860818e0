import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";

/** The schedule's messages, one place for the server and the web (the spec gives none beyond the confirm toast). */
export const scheduleMessages = {
  schedule_confirmed: "Schedule confirmed successfully",
  schedule_unconfirmed: "Schedule unconfirmed successfully",
  schedule_event_not_found: "Schedule event not found",
  schedule_event_exists: "This schedule event already exists",
  schedule_event_confirmed: "A confirmed schedule event cannot be changed; unconfirm it first",
  schedule_overlap: "This shift overlaps another shift of the same worker",
  start_after_end: "Start must be before end",
  event_too_long: "The event is too long",
  breaks_longer_than_event: "Pause and break cannot be longer than the event",
  wrong_period: "The event belongs to another month's schedule",
  wrong_person: "The command is for another person's schedule",
  absence_fields_on_non_absence: "Only an absence has an absence type or a work leave",
  shift_managers_inactive: "Shift managers are not active for your company",
  shift_manager_on_non_shift: "Only a shift has a shift manager",
  position_not_found: "Position not found",
  position_exists: "This position already exists",
  position_name_required: "This field is required",
  reorder_mismatch: "The order must name every position (or every worker of the position) exactly once",
  worker_already_assigned: "The worker is already in this position",
  worker_not_assigned: "The worker is not in this position",
  preset_not_found: "Preset not found",
  preset_exists: "This preset already exists",
  invalid_time: "Enter a time such as 08:00",
  recurrence_needs_end: "A recurring event needs an end date or a number of times",
  recurrence_interval_required: "A custom recurrence needs an interval",
  recurrence_too_many: "The recurrence makes too many events",
} as const;

export type ScheduleErrorCode = keyof typeof scheduleMessages;

const message = (code: ScheduleErrorCode): string => scheduleMessages[code];
export const scheduleConflict = (code: ScheduleErrorCode): ConflictError => new ConflictError(message(code), code);
export const scheduleForbidden = (code: ScheduleErrorCode): ForbiddenError => new ForbiddenError(message(code), code);
export const scheduleNotFound = (code: "schedule_event_not_found" | "position_not_found" | "preset_not_found"): NotFoundError =>
  new NotFoundError(message(code), code);
export const scheduleInvalid = (field: string, code: ScheduleErrorCode): ValidationError => ValidationError.of(field, message(code), code);
