/**
 * How a report's hours and money read: decimal hours (two places, clarification 26) or h:mm, and
 * euros with cents, in the reader's locale (0,00 in fi, et, sv, es and ru; 0.00 in en). The report
 * page, the PDF and the spreadsheet exports all format through here.
 */
export type HoursDisplay = "hhmm" | "decimal";

/**
 * Whole units (hundredths of an hour, minutes) for each part such that they add up to the rounded
 * whole: each part is its own value rounded down, and the units the rounding lost go, one each, to
 * the parts that lost the most (largest remainder; ties to the earlier part). So a column of decimal
 * hours sums to the total shown under it, as an accountant checks, and no part moves by a whole unit.
 * Parts are seconds; `whole` (default: the parts' sum rounded) is a total already apportioned above
 * them (a worker's share of the grand total), at most one unit off their own sum.
 */
export const apportion = (parts: readonly number[], unit: number, whole?: number): number[] => {
  const seconds = parts.map((p) => Math.max(0, Math.round(p)));
  const floors = seconds.map((s) => Math.floor(s / unit));
  let missing = (whole ?? Math.round(seconds.reduce((s, x) => s + x, 0) / unit)) - floors.reduce((s, x) => s + x, 0);
  const order = seconds.map((s, i) => ({ i, rest: s - (floors[i] ?? 0) * unit })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
};

/** Seconds per display unit: hundredths of an hour or minutes. */
export const hoursUnitSeconds = (display: HoursDisplay): number => (display === "decimal" ? 36 : 60);

/** The decimal separator of a locale's numbers. */
export const decimalSeparator = (locale: string): "," | "." => (/^(fi|et|sv|es|ru)\b/i.test(locale) ? "," : ".");

/** Hundredths as a number with two places, grouped by thousands as the locale writes it ("1 234,50" in fi, "1,234.50" in en). */
export const formatHundredths = (hundredths: number, locale: string): string =>
  new Intl.NumberFormat(decimalSeparator(locale) === "," ? locale : "en", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);

/** A count of display units (apportion's answer) as text: "8,33" or "8:20". */
export const formatHoursUnits = (units: number, display: HoursDisplay, locale: string): string =>
  display === "decimal" ? formatHundredths(units, locale) : `${Math.floor(units / 60)}:${String(units % 60).padStart(2, "0")}`;

/** Seconds as decimal hours or h:mm in the locale (rounded to the nearest unit). */
export const formatReportHours = (seconds: number, display: HoursDisplay, locale: string): string =>
  formatHoursUnits(Math.round(Math.max(0, seconds) / hoursUnitSeconds(display)), display, locale);

/** Cents as euros with two places in the locale ("12,50"). */
export const formatEuros = (cents: number, locale: string): string => formatHundredths(Math.round(cents), locale);
