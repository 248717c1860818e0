import type { LocalDateString } from "../work-rules/zoned-time.ts";

/** The country whose national holidays and premiums a company follows when it never chose one. */
export const DEFAULT_HOLIDAY_COUNTRY = "FI";

/** A change of the company's holiday country, from a local date on. */
export interface HolidayCountryChange {
  readonly effectiveFrom: LocalDateString;
  readonly countryCode: string;
}

/** The days from `from` to `to` (inclusive) under one country. */
export interface HolidayCountrySpan {
  readonly from: LocalDateString;
  readonly to: LocalDateString;
  readonly countryCode: string;
}

const dayBefore = (date: LocalDateString): LocalDateString => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
};

/**
 * The dated history from the changes in ledger order: a change replaces whatever was planned from
 * its date on (as the pay calendar's zone and period rules do), so the history never goes back on
 * a later change.
 */
export const holidayCountryTimeline = (changes: readonly HolidayCountryChange[]): HolidayCountryChange[] => {
  const timeline: HolidayCountryChange[] = [];
  for (const change of changes) {
    while (timeline.length > 0 && (timeline[timeline.length - 1]?.effectiveFrom ?? "") >= change.effectiveFrom) timeline.pop();
    timeline.push({ effectiveFrom: change.effectiveFrom, countryCode: change.countryCode.trim().toUpperCase() });
  }
  return timeline;
};

/** The country in force on a date: the last change from on or before it, else the default. */
export const holidayCountryOn = (timeline: readonly HolidayCountryChange[], date: LocalDateString): string => {
  let country = DEFAULT_HOLIDAY_COUNTRY;
  for (const change of timeline) {
    if (change.effectiveFrom > date) break;
    country = change.countryCode;
  }
  return country;
};

/** The days of [from, to] cut where the country changes, each with the country in force then. */
export const holidayCountrySpans = (timeline: readonly HolidayCountryChange[], from: LocalDateString, to: LocalDateString): HolidayCountrySpan[] => {
  if (from > to) return [];
  const spans: HolidayCountrySpan[] = [];
  let start = from;
  let country = holidayCountryOn(timeline, from);
  for (const change of timeline) {
    if (change.effectiveFrom > to) break;
    if (change.effectiveFrom <= from || change.countryCode === country) continue;
    spans.push({ from: start, to: dayBefore(change.effectiveFrom), countryCode: country });
    start = change.effectiveFrom;
    country = change.countryCode;
  }
  spans.push({ from: start, to, countryCode: country });
  return spans;
};
