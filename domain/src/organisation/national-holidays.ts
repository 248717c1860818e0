import type { Holiday } from "@workledger/event-schemas";

/**
 * A holiday as a holiday library lists it. date-holidays gives `type` "public" | "bank" | "school" |
 * "optional" | "observance" and `date` as "YYYY-MM-DD hh:mm:ss"; other sources say "National".
 */
export interface ListedHoliday {
  readonly date: string;
  readonly name: string;
  readonly type: string;
}

const isNational = (type: string): boolean => ["national", "public"].includes(type.trim().toLowerCase());

/**
 * Only national holidays are kept (spec: type 'National'), each once per date and name, in date
 * order. The library's "public" is what the spec calls 'National'.
 */
export const nationalHolidays = (list: readonly ListedHoliday[], countryCode: string): Holiday[] => {
  const code = countryCode.trim().toUpperCase();
  const seen = new Set<string>();
  const kept: Holiday[] = [];
  for (const holiday of list) {
    if (!isNational(holiday.type)) continue;
    const date = holiday.date.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    const key = `${date}|${holiday.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ date, name: holiday.name, type: "National", code });
  }
  return kept.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
};
