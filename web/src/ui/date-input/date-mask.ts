/**
 * DD.MM.YYYY entry rules (spec section 9, clarification 40): dots are inserted while typing,
 * and a value counts only when all 10 characters form a real calendar date within
 * 100 years before to 1 year after the current year.
 */

export const DATE_INPUT_LENGTH = 10;

/**
 * Reformats what the user typed. A trailing dot is added when a day or month group has just been
 * completed by typing; when deleting (`next` shorter than `previous`) it is not, so backspace works.
 */
export const maskDateInput = (next: string, previous = ""): string => {
  const digits = next.replace(/\D/g, "").slice(0, 8);
  const groups = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter((g) => g !== "");
  let masked = groups.join(".");
  const deleting = next.length < previous.length;
  if (!deleting && (digits.length === 2 || digits.length === 4)) masked += ".";
  return masked;
};

export interface YearRange {
  readonly min: number;
  readonly max: number;
}

export const yearRange = (now: Date): YearRange => ({
  min: now.getFullYear() - 100,
  max: now.getFullYear() + 1,
});

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

/** 'DD.MM.YYYY' -> 'YYYY-MM-DD', or null when incomplete, not a calendar date, or out of range. */
export const parseDisplayDate = (text: string, now: Date): string | null => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const range = yearRange(now);
  if (year < range.min || year > range.max) return null;
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
};

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY'; anything else -> ''. */
export const formatDisplayDate = (iso: string | null | undefined): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  return match ? `${match[3]}.${match[2]}.${match[1]}` : "";
};
