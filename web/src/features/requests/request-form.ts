import { absenceDayCount } from "@workledger/domain/requests/absence-length.ts";
import { localDateTimeToInstant } from "@workledger/domain/work-time/work-time.time.ts";
import { firstCoveredDay, lastCoveredDay } from "@workledger/event-schemas/date-ranges.ts";
import { requestMessages } from "@workledger/event-schemas/requests/requests.schema.ts";
import { formatInTimeZone } from "date-fns-tz";

const nextDate = (date: string): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/**
 * A paid absence over whole local days, first to last inclusive, as the API's half-open interval
 * [started_at, ended_at) in ms: from the first day's midnight to the midnight after the last, in the
 * company zone (a DST day is 23 or 25 hours).
 */
export const absenceInterval = (firstDay: string, lastDay: string, zone: string): { started_at: number; ended_at: number } => ({
  started_at: Date.parse(localDateTimeToInstant(firstDay, "00:00", zone)),
  ended_at: Date.parse(localDateTimeToInstant(nextDate(lastDay), "00:00", zone)),
});

/** The first and last local day of an absence [started_at, ended_at): the same days its notification names. */
export const absenceDays = (startedAt: number, endedAt: number, zone: string): { firstDay: string; lastDay: string } => ({
  firstDay: firstCoveredDay(startedAt, zone) ?? formatInTimeZone(startedAt, "UTC", "yyyy-MM-dd"),
  lastDay: lastCoveredDay(endedAt, zone) ?? formatInTimeZone(endedAt - 1, "UTC", "yyyy-MM-dd"),
});

export interface AbsenceFormValues {
  readonly typeId: string | null;
  readonly firstDay: string | null;
  readonly lastDay: string | null;
  /** The chosen type's longest request in days (the domain's absenceMaxDays of it). */
  readonly maxDays?: number;
}

/** Field errors before anything is sent (the API says the same: the domain's absence length rule counts the same local days). */
export const absenceFormErrors = (values: AbsenceFormValues): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (values.typeId === null) errors["type_id"] = "This field is required";
  if (values.firstDay === null) errors["started_at"] = "This field is required";
  if (values.lastDay === null) errors["ended_at"] = "This field is required";
  if (values.firstDay !== null && values.lastDay !== null && values.lastDay < values.firstDay) errors["started_at"] = requestMessages.startAfterEnd;
  else if (values.firstDay !== null && values.lastDay !== null && values.maxDays !== undefined) {
    const { started_at, ended_at } = absenceInterval(values.firstDay, values.lastDay, "UTC");
    if (absenceDayCount(started_at, ended_at, "UTC") > values.maxDays) errors["ended_at"] = requestMessages.absenceTooLong;
  }
  return errors;
};

/** Spec 5, Bonus form: bonus required and a number (the input takes digits only); manager_id required for a worker. */
export const bonusFormErrors = (bonus: string, managerId: string | null, isWorker: boolean): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (bonus.trim() === "") errors["bonus"] = "This field is required";
  else if (!/^\d+$/.test(bonus.trim())) errors["bonus"] = "Must be a number";
  if (isWorker && managerId === null) errors["manager_id"] = "This field is required";
  return errors;
};

/** The bonus input accepts digits only. */
export const digitsOnly = (text: string): string => text.replace(/\D/g, "").slice(0, 6);
