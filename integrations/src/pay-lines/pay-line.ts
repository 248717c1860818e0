import { createHash } from "node:crypto";

/** What a quantity counts. Hours and pieces come from work logs; days and amounts from absences and extras. */
export type PayUnit = "hour" | "piece" | "day" | "amount";

/** Why the line exists; each target routes kinds to its own resource (Netvisor workday vs period collector). */
export type PayLineKind = "worked-time" | "pieces" | "bonus" | "compensation" | "daily-allowance" | "paid-absence";

/** A line is either for one local date or for a whole period (bonuses, compensations, absences). */
export type PayLineWhen =
  | { readonly kind: "date"; readonly date: string }
  | { readonly kind: "period"; readonly start: string; readonly end: string };

export interface PayDimension {
  readonly name: string;
  readonly item: string;
}

/**
 * The neutral pay line every connector serialises: one worker, one pay code (palkkalaji, salary
 * type, wage type), a quantity in a unit, an optional rate, when, cost dimensions, and the ledger
 * events it was computed from (the provenance a payroll team asks for years later).
 */
export interface PayLine {
  /** Our worker id (the read model's key); never sent. */
  readonly workerId: string;
  /** The id the target knows the worker by: Netvisor employee number, Palk id_code, employee no. */
  readonly workerExternalId: string;
  readonly kind: PayLineKind;
  readonly payCode: string;
  /** Bounded to 4 decimals (Palk Amount is Dec 12.4). */
  readonly quantity: number;
  readonly unit: PayUnit;
  /** Rate per unit, 6 decimals at most (Palk Tariff Dec 14.6); null when the target prices it. */
  readonly rate: number | null;
  readonly when: PayLineWhen;
  readonly dimensions: readonly PayDimension[];
  readonly sourceEventIds: readonly string[];
  readonly description?: string;
}

export const MAX_QUANTITY = 99_999_999.9999;
export const MAX_RATE = 99_999_999.999999;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Rejects a line no target could take; every number must fit the narrowest target column. */
export const assertPayLine = (line: PayLine): PayLine => {
  const problems: string[] = [];
  if (line.workerExternalId.trim() === "") problems.push("workerExternalId is empty");
  if (line.payCode.trim() === "") problems.push("payCode is empty");
  if (!Number.isFinite(line.quantity) || Math.abs(line.quantity) > MAX_QUANTITY) problems.push("quantity out of range");
  if (line.rate !== null && (!Number.isFinite(line.rate) || Math.abs(line.rate) > MAX_RATE)) problems.push("rate out of range");
  if (line.when.kind === "date" && !ISO_DATE.test(line.when.date)) problems.push("date is not YYYY-MM-DD");
  if (line.when.kind === "period" && (!ISO_DATE.test(line.when.start) || !ISO_DATE.test(line.when.end) || line.when.start > line.when.end)) {
    problems.push("period is not a YYYY-MM-DD range");
  }
  if (problems.length > 0) throw new RangeError(`Invalid pay line for ${line.workerExternalId}: ${problems.join("; ")}`);
  return line;
};

/** Rounds half away from zero at `places` decimals, on the decimal string (no binary drift). */
export const roundTo = (value: number, places: number): number => {
  const factor = 10 ** places;
  return Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON) / factor;
};

/** Fixed-point text with a dot, never exponent notation: the byte form every payload uses. */
export const fixed = (value: number, places: number): string => {
  const rounded = roundTo(value, places);
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(places);
};

const whenKey = (when: PayLineWhen): string => (when.kind === "date" ? when.date : `${when.start}..${when.end}`);
const dimensionsKey = (dimensions: readonly PayDimension[]): string =>
  [...dimensions].sort(compareDimension).map((d) => `${d.name}=${d.item}`).join("|");
const compareDimension = (a: PayDimension, b: PayDimension): number => a.name.localeCompare(b.name, "en") || a.item.localeCompare(b.item, "en");
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The identity of a line across exports: same worker, code, unit, day/period and dimensions. */
export const payLineKey = (line: PayLine): string =>
  [line.workerExternalId, line.kind, line.payCode, line.unit, whenKey(line.when), line.rate === null ? "" : fixed(line.rate, 6), dimensionsKey(line.dimensions)].join("\u001f");

/**
 * Canonical form: lines merged by key (quantities summed, source ids united and sorted),
 * dimensions sorted, and lines sorted by code point. Same ledger position → same canonical lines →
 * byte-identical payloads, whatever order the read model returned rows in.
 */
export const canonicalPayLines = (lines: readonly PayLine[]): PayLine[] => {
  const merged = new Map<string, PayLine>();
  for (const raw of lines) {
    const line = assertPayLine(raw);
    const key = payLineKey(line);
    const prior = merged.get(key);
    const dimensions = [...line.dimensions].sort(compareDimension);
    if (prior === undefined) {
      merged.set(key, { ...line, quantity: roundTo(line.quantity, 4), dimensions, sourceEventIds: [...new Set(line.sourceEventIds)].sort(byCodePoint) });
    } else {
      merged.set(key, {
        ...prior,
        quantity: roundTo(prior.quantity + line.quantity, 4),
        sourceEventIds: [...new Set([...prior.sourceEventIds, ...line.sourceEventIds])].sort(byCodePoint),
      });
    }
  }
  return [...merged.entries()].sort(([a], [b]) => byCodePoint(a, b)).map(([, line]) => line);
};

/**
 * What a correction export must carry: for each key, the change in quantity from what was already
 * sent (negative when hours were removed). Unchanged keys are left out.
 */
export const payLineDifference = (alreadySent: readonly PayLine[], current: readonly PayLine[]): PayLine[] => {
  const sent = new Map(canonicalPayLines(alreadySent).map((line) => [payLineKey(line), line]));
  const now = new Map(canonicalPayLines(current).map((line) => [payLineKey(line), line]));
  const delta: PayLine[] = [];
  for (const [key, line] of now) {
    const before = sent.get(key);
    const change = roundTo(line.quantity - (before?.quantity ?? 0), 4);
    if (change !== 0) delta.push({ ...line, quantity: change });
  }
  for (const [key, line] of sent) {
    if (!now.has(key) && line.quantity !== 0) delta.push({ ...line, quantity: roundTo(-line.quantity, 4) });
  }
  return canonicalPayLines(delta);
};

/** sha256 hex of the exact bytes sent; the export event records it. */
export const payloadHash = (bytes: string | Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
