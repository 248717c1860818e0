import type { Instant, LocalDate } from "@workledger/event-schemas";
import { DEFAULT_TIME_ZONE, localDateTimeToInstant, workDateOf } from "../work-time/work-time.time.ts";
import { payCalendarInvalid } from "./pay-calendar.errors.ts";
import { daysBetween } from "./local-dates.ts";
import { MAX_DAYS_AHEAD } from "./pay-periods.ts";

/**
 * Time zones, effective-dated. A company starts in the zone it registered with; a change names the
 * date it applies from and takes effect at the start of that date in the new zone. A person may
 * follow their own zone from a date (null: the company's again). Dates already recorded (a log's
 * date) never move: only what happens from the change on is dated in the new zone.
 */
export interface DatedTimeZone {
  readonly effectiveFrom: LocalDate;
  /** null: (a person) follows the company's zone. */
  readonly timeZone: string | null;
}

const known = new Map<string, boolean>();

/** Whether the runtime's zone data knows the IANA name (UTC included). */
export const isTimeZone = (name: string): boolean => {
  let ok = known.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      ok = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name);
    } catch {
      ok = false;
    }
    if (known.size < 1000) known.set(name, ok);
  }
  return ok;
};

/** The instant a dated zone takes effect: midnight of its date in that zone (`fallback` for null). */
export const timeZoneChangeInstant = (change: DatedTimeZone, fallback: string): Instant =>
  localDateTimeToInstant(change.effectiveFrom, "00:00", change.timeZone ?? fallback);

/** The company's zone at an instant: the latest change in effect, else the zone it registered with. */
export const companyTimeZoneAt = (registered: string | null | undefined, changes: readonly DatedTimeZone[], instant: Instant): string => {
  let zone = registered && registered.trim() !== "" ? registered : DEFAULT_TIME_ZONE;
  const at = Date.parse(instant);
  for (const change of changes) {
    if (change.timeZone !== null && Date.parse(timeZoneChangeInstant(change, change.timeZone)) <= at) zone = change.timeZone;
  }
  return zone;
};

export interface TimeZoneTimeline {
  /** The zone the company registered with (its profile's), before any dated change. */
  readonly registered: string | null;
  readonly company: readonly DatedTimeZone[];
  /** The person's own changes (empty: they follow the company). */
  readonly person?: readonly DatedTimeZone[];
}

/** A person's zone at an instant: their own from its date on, else the company's (clarification 39: else Helsinki). */
export const timeZoneAt = (timeline: TimeZoneTimeline, instant: Instant): string => {
  const company = companyTimeZoneAt(timeline.registered, timeline.company, instant);
  let own: string | null = null;
  const at = Date.parse(instant);
  for (const change of timeline.person ?? []) {
    const fallback = companyTimeZoneAt(timeline.registered, timeline.company, `${change.effectiveFrom}T12:00:00.000Z`);
    if (Date.parse(timeZoneChangeInstant(change, fallback)) <= at) own = change.timeZone;
  }
  return own ?? company;
};

/** Today in a zone timeline. */
export const todayIn = (timeline: TimeZoneTimeline, now: Instant): LocalDate => workDateOf(now, timeZoneAt(timeline, now));

/** Throws the field error of a zone change that may not happen on `today` (a zone never changes the past). */
export const assertTimeZoneChange = (change: DatedTimeZone, today: LocalDate): void => {
  if (change.timeZone !== null && !isTimeZone(change.timeZone)) throw payCalendarInvalid("timeZone", "unknown_time_zone");
  if (change.effectiveFrom < today) throw payCalendarInvalid("effectiveFrom", "effective_from_in_past");
  if (daysBetween(today, change.effectiveFrom) > MAX_DAYS_AHEAD) throw payCalendarInvalid("effectiveFrom", "effective_from_too_late");
};

/** The changes once one takes effect: changes planned from that date on are replaced. */
export const withTimeZoneChange = (changes: readonly DatedTimeZone[], change: DatedTimeZone): DatedTimeZone[] => [
  ...changes.filter((c) => c.effectiveFrom < change.effectiveFrom),
  change,
];
