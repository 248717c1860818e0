/**
 * Values that pass a route schema's pattern must also be values the server can handle. A pattern
 * such as `^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}…` lets month 13, day 45 and hour 25 through, and
 * `^\d+/\d+$` lets a ledger position past PostgreSQL's bigint through; both once answered 500. One
 * mechanism for every route: the schema validator's regular expressions (Ajv's `code.regExp`) add
 * the check below to the patterns of these shapes, so such a value fails its pattern and answers
 * 400 with the field named, in a body, a query or a path, nested or not.
 */

/** The largest ledger position part (commit, prepare): PostgreSQL's bigint. */
export const MAX_POSITION_PART = 9_223_372_036_854_775_807n;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A date at the start of the text (YYYY-MM-DD) that the calendar has (year 1 to 9999). */
const realDateAtStart = (text: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (m === null) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
};

/** The time of day and offset after the date, if any: hours 0-23, minutes and seconds 0-59, an offset of at most 23:59. */
const realTimeAfterDate = (text: string): boolean => {
  const m = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))?$/.exec(text);
  if (m === null) return !text.includes("T");
  const [hours, minutes, seconds, offsetHours, offsetMinutes] = [m[1], m[2], m[3] ?? "0", m[4] ?? "0", m[5] ?? "0"].map(Number) as [number, number, number, number, number];
  return hours <= 23 && minutes <= 59 && seconds <= 59 && offsetHours <= 23 && offsetMinutes <= 59;
};

/** A date or date-time text the pattern matched: real on the calendar and the clock. */
export const isRealDateText = (text: string): boolean => realDateAtStart(text) && realTimeAfterDate(text);

/** A ledger position text ("commit/prepare") whose parts fit the store's bigint. */
export const isStorablePosition = (text: string): boolean => {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  return m !== null && m[1]!.length <= 19 && m[2]!.length <= 19 && BigInt(m[1]!) <= MAX_POSITION_PART && BigInt(m[2]!) <= MAX_POSITION_PART;
};

/** The extra check a schema pattern's shape calls for (a date, a date-time, a ledger position), or none. */
export const realValueCheckOf = (pattern: string): ((text: string) => boolean) | undefined => {
  if (pattern.startsWith("^\\d{4}-\\d{2}-\\d{2}")) return isRealDateText;
  if (pattern === "^\\d+/\\d+$") return isStorablePosition;
  return undefined;
};

interface RegExpEngine {
  (pattern: string, flags: string): { test: (s: string) => boolean };
  code: string;
}

/** Ajv's `code.regExp`: the pattern's RegExp, plus the real-value check for the shapes above. */
export const realValueRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => {
    const rx = new RegExp(pattern, flags);
    const check = realValueCheckOf(pattern);
    if (check === undefined) return rx;
    return { test: (s: string) => rx.test(s) && check(s), toString: () => `${rx.toString()}+real` };
  },
  { code: "realValueRegExp" },
);
