import { fixed, type PayLine } from "../pay-lines/pay-line.ts";

/** One `sendsalary` row (field names and column sizes from Merit's reference manual). */
export interface MeritSalaryRow {
  readonly ContractCode: string;
  readonly Typecode: number;
  readonly Tariff: string | null;
  readonly Amount: string;
  readonly DepCode: string | null;
  readonly CCCode: string | null;
  readonly PrCode: string | null;
  readonly Month: number;
  readonly Year: number;
  readonly DocName: string;
}

/** One `sendabsence` row. */
export interface MeritAbsenceRow {
  readonly ContractCode: string;
  readonly Typecode: number;
  readonly StartDate: string;
  readonly EndDate: string;
  readonly Month: number;
  readonly Year: number;
  readonly DocName: string;
}

/** Palk absence type codes (reference manual, "Creating absences"). */
export const PALK_ABSENCE_CODES = {
  annualVacation: 1,
  paternity: 5,
  studyLeave: 6,
  sickLeave: 7,
  leaveWithEmployerPermission: 9,
  carersLeave: 10,
  absent: 1001,
  unpaidVacation: 1004,
  otherCounted: 1009,
  otherNotCounted: 1010,
} as const;

export const MERIT_LIMITS = { contractCode: 11, dimensionCode: 32, docName: 64 } as const;

export interface MeritPeriod {
  readonly month: number;
  readonly year: number;
}

export class MeritPayloadError extends RangeError {}

const dimension = (line: PayLine, name: string): string | null => {
  const item = line.dimensions.find((d) => d.name === name)?.item ?? null;
  if (item !== null && item.length > MERIT_LIMITS.dimensionCode) throw new MeritPayloadError(`${name} code longer than ${MERIT_LIMITS.dimensionCode}: ${item}`);
  return item;
};

const typecode = (payCode: string): number => {
  if (!/^-?\d{1,9}$/.test(payCode)) throw new MeritPayloadError(`Palk Typecode must be an integer: ${payCode}`);
  return Number(payCode);
};

const contractCode = (code: string): string => {
  if (code.length === 0 || code.length > MERIT_LIMITS.contractCode) throw new MeritPayloadError(`ContractCode must be 1-${MERIT_LIMITS.contractCode} characters: ${code}`);
  return code;
};

const docName = (name: string): string => {
  if (name.length === 0 || name.length > MERIT_LIMITS.docName) throw new MeritPayloadError(`DocName must be 1-${MERIT_LIMITS.docName} characters`);
  return name;
};

/**
 * Hours and pieces per contract code (the worker's id_code) and salary type code. The pay
 * line's "department", "cost-centre" and "project" dimensions go to DepCode, CCCode and PrCode.
 */
export const salaryRows = (lines: readonly PayLine[], period: MeritPeriod, name: string): MeritSalaryRow[] =>
  lines
    .filter((line) => line.kind !== "paid-absence")
    .map((line) => ({
      ContractCode: contractCode(line.workerExternalId),
      Typecode: typecode(line.payCode),
      Tariff: line.rate === null ? null : fixed(line.rate, 6),
      Amount: fixed(line.quantity, 4),
      DepCode: dimension(line, "department"),
      CCCode: dimension(line, "cost-centre"),
      PrCode: dimension(line, "project"),
      Month: period.month,
      Year: period.year,
      DocName: docName(name),
    }));

const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Approved paid absences; the line's pay code is already the Palk absence type code. Pay lines
 * hold one local day each; consecutive days of one type are one Palk absence (StartDate..EndDate).
 */
export const absenceRows = (lines: readonly PayLine[], period: MeritPeriod, name: string): MeritAbsenceRow[] => {
  const spans = lines
    .filter((line) => line.kind === "paid-absence")
    .map((line) => ({ contract: contractCode(line.workerExternalId), type: typecode(line.payCode), start: line.when.kind === "date" ? line.when.date : line.when.start, end: line.when.kind === "date" ? line.when.date : line.when.end }))
    .sort((a, b) => (a.contract < b.contract ? -1 : a.contract > b.contract ? 1 : a.type - b.type || (a.start < b.start ? -1 : a.start > b.start ? 1 : 0)));
  const merged: typeof spans = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last !== undefined && last.contract === span.contract && last.type === span.type && span.start <= nextDay(last.end)) last.end = span.end > last.end ? span.end : last.end;
    else merged.push({ ...span });
  }
  return merged.map((span) => ({ ContractCode: span.contract, Typecode: span.type, StartDate: span.start, EndDate: span.end, Month: period.month, Year: period.year, DocName: docName(name) }));
};

/**
 * Palk takes decimals as JSON numbers with a dot; the rows carry them as fixed strings so the
 * body's bytes never depend on float printing, and they are written bare here.
 */
export const meritBody = (rows: readonly (MeritSalaryRow | MeritAbsenceRow)[]): string =>
  JSON.stringify(rows).replace(/"(Tariff|Amount)":"(-?\d+\.\d+)"/g, '"$1":$2');
