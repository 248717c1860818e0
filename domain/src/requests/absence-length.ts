import { ABSENCE_MAX_DAYS, DEFAULT_ABSENCE_MAX_DAYS, requestMessages, type PaidAbsenceTypeDetails } from "@workledger/event-schemas";
import { ValidationError } from "../errors.ts";
import { localDateIn } from "../work-rules/zoned-time.ts";

/** How long one paid-absence request may be: the type's maximum in calendar days, counted in the company's zone. */
export interface AbsenceLimit {
  readonly maxDays: number;
  readonly timeZone: string;
}

/** A type's maximum: its own, else the default; never past ABSENCE_MAX_DAYS. */
export const absenceMaxDays = (type: Pick<PaidAbsenceTypeDetails, "maxDays">): number => Math.min(type.maxDays ?? DEFAULT_ABSENCE_MAX_DAYS, ABSENCE_MAX_DAYS);

const DAY_MS = 86_400_000;

/**
 * The local calendar days an absence [start, end) touches: 14.12 00:00 to 17.12 00:00 is three days
 * (the end is exclusive), a DST day counts once. Dates are compared as day numbers, so a span of years
 * costs no loop.
 */
export const absenceDayCount = (startMs: number, endMs: number, timeZone: string): number => {
  if (endMs <= startMs) return 0;
  const first = Date.parse(`${localDateIn(startMs, timeZone)}T00:00:00Z`);
  const last = Date.parse(`${localDateIn(endMs - 1, timeZone)}T00:00:00Z`);
  return Math.round((last - first) / DAY_MS) + 1;
};

/** 400 on `ended_at` when the absence is longer than its type allows. */
export const assertAbsenceLength = (start: string, end: string, limit: AbsenceLimit): void => {
  if (absenceDayCount(Date.parse(start), Date.parse(end), limit.timeZone) > limit.maxDays) {
    throw new ValidationError({ ended_at: [requestMessages.absenceTooLong] }, requestMessages.absenceTooLong, "absence_too_long");
  }
};
