import * as rruleModule from "rrule";
import { MAX_RECURRENCE_COUNT, type Instant, type Recurrence } from "@workledger/event-schemas";
import { localDateTimeToInstant, localTimeOf, workDateOf } from "../work-time/work-time.time.ts";
import { scheduleInvalid } from "./schedules.errors.ts";

// rrule ships CommonJS for Node and ESM for bundlers: take RRule from whichever shape arrived.
type RRuleModule = typeof rruleModule;
const { RRule } = ((rruleModule as RRuleModule & { default?: RRuleModule }).default ?? rruleModule) as RRuleModule;

const frequencyOptions = (r: Recurrence) => {
  switch (r.frequency) {
    case "daily":
      return { freq: RRule.DAILY, interval: 1 };
    case "weekdays":
      return { freq: RRule.WEEKLY, interval: 1, byweekday: [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR] };
    case "weekly":
      return { freq: RRule.WEEKLY, interval: 1 };
    case "biweekly":
      return { freq: RRule.WEEKLY, interval: 2 };
    case "monthly":
      return { freq: RRule.MONTHLY, interval: 1 };
    case "annually":
      return { freq: RRule.YEARLY, interval: 1 };
    case "custom":
      if (r.interval === null) throw scheduleInvalid("recurrence.interval", "recurrence_interval_required");
      return { freq: RRule.DAILY, interval: r.interval };
    default: {
      const unreachable: never = r.frequency;
      return unreachable;
    }
  }
};

const dayMs = 86_400_000;
const floating = (date: string, time: string): Date => new Date(`${date}T${time}Z`);

/**
 * The occurrences of a recurring event, first one included: rrule expands in floating local time
 * (the company zone's wall clock), so a 22:00-06:00 shift stays 22:00-06:00 across DST changes and
 * lasts 7 h or 9 h on those nights. `until` is the last local date an occurrence may start on.
 * Months without the start's day (31st) are skipped, as RFC 5545 does.
 */
export const expandRecurrence = (first: { readonly start: Instant; readonly end: Instant }, recurrence: Recurrence, timeZone: string): { start: Instant; end: Instant }[] => {
  if (recurrence.until === null && recurrence.count === null) throw scheduleInvalid("recurrence.until", "recurrence_needs_end");
  const startDate = workDateOf(first.start, timeZone);
  const startTime = localTimeOf(first.start, timeZone);
  const endDate = workDateOf(first.end, timeZone);
  const endTime = localTimeOf(first.end, timeZone);
  const endDays = Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / dayMs);
  const rule = new RRule({
    ...frequencyOptions(recurrence),
    dtstart: floating(startDate, startTime),
    count: Math.min(recurrence.count ?? MAX_RECURRENCE_COUNT + 1, MAX_RECURRENCE_COUNT + 1),
    ...(recurrence.until === null ? {} : { until: floating(recurrence.until, "23:59:59") }),
  });
  const dates = rule.all();
  if (dates.length > MAX_RECURRENCE_COUNT) throw scheduleInvalid("recurrence.count", "recurrence_too_many");
  return dates.map((d) => {
    const date = d.toISOString().slice(0, 10);
    const end = new Date(Date.parse(`${date}T00:00:00Z`) + endDays * dayMs).toISOString().slice(0, 10);
    return { start: localDateTimeToInstant(date, startTime, timeZone), end: localDateTimeToInstant(end, endTime, timeZone) };
  });
};
