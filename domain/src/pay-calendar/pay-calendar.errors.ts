import { ConflictError, ForbiddenError, ValidationError } from "../errors.ts";

/** The pay calendar's messages, one place for the server and the web (translated in six locales). */
export const payCalendarMessages = {
  pay_period_closed: "This pay period is closed. Ask a manager to make the change.",
  pay_period_not_over: "This pay period has not ended yet",
  effective_from_before_open_period: "Choose a date after the last closed pay period; closed periods keep their rules",
  effective_from_in_past: "Choose today or a later date",
  effective_from_too_late: "Choose a date within a year from today",
  effective_from_not_period_start: "The date must be the first day of a pay period under the new setting",
  weekday_out_of_range: "Choose a weekday",
  month_day_out_of_range: "Choose a day from 1 to 28",
  semimonthly_day_out_of_range: "Choose a day from 1 to 13",
  unknown_time_zone: "Unknown time zone",
} as const;

export type PayCalendarErrorCode = keyof typeof payCalendarMessages;

export const payCalendarInvalid = (field: string, code: PayCalendarErrorCode): ValidationError =>
  ValidationError.of(field, payCalendarMessages[code], code);
export const payCalendarConflict = (code: PayCalendarErrorCode): ConflictError => new ConflictError(payCalendarMessages[code], code);
export const payPeriodClosed = (): ForbiddenError => new ForbiddenError(payCalendarMessages.pay_period_closed, "pay_period_closed");
