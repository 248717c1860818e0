import { fixed, roundTo, type PayLine } from "../pay-lines/pay-line.ts";

/**
 * Transaction import CSV ("Visma Lønn format") for payroll systems without an API: semicolon
 * separated, dot decimal, alphanumeric fields quoted, one row per pay line. The published field
 * list, in order: year (0 = current), run (0 = next), employee no., wage type, basis, quantity,
 * rate, amount, account, contra account, cost carriers 1-6; every row ends with a semicolon.
 */
export const TRANSACTION_CSV_FIELDS = [
  "year",
  "run",
  "employeeNo",
  "wageType",
  "basis",
  "quantity",
  "rate",
  "amount",
  "account",
  "contraAccount",
  "costCarrier1",
  "costCarrier2",
  "costCarrier3",
  "costCarrier4",
  "costCarrier5",
  "costCarrier6",
] as const;

export interface TransactionCsvOptions {
  /** Dimension names placed in cost carriers 1..6, in order. */
  readonly costCarriers?: readonly string[];
}

const quoted = (text: string): string => `"${text.replace(/"/g, '""')}"`;
const integerField = (name: string, value: string): string => {
  if (!/^\d{1,9}$/.test(value)) throw new RangeError(`${name} must be a number in the transaction import: ${value}`);
  return value;
};

export const transactionCsvRow = (line: PayLine, options: TransactionCsvOptions = {}): string => {
  const carriers = (options.costCarriers ?? []).slice(0, 6);
  // An amount line (bonus, allowance, compensation money) is its own amount; a priced line is quantity × rate.
  const amount = line.rate === null ? (line.unit === "amount" ? roundTo(line.quantity, 2) : 0) : roundTo(line.quantity * line.rate, 2);
  const fields = [
    "0",
    "0",
    integerField("employee no.", line.workerExternalId),
    integerField("wage type", line.payCode),
    fixed(0, 2),
    fixed(line.quantity, 2),
    fixed(line.rate ?? 0, 2),
    fixed(amount, 2),
    "",
    "",
    ...Array.from({ length: 6 }, (_, i) => quoted(carriers[i] === undefined ? "" : (line.dimensions.find((d) => d.name === carriers[i])?.item ?? ""))),
  ];
  return `${fields.join(";")};`;
};

/** The whole file: one row per line, CRLF line ends (what Windows payroll imports expect). */
export const transactionCsv = (lines: readonly PayLine[], options: TransactionCsvOptions = {}): string =>
  lines.map((line) => `${transactionCsvRow(line, options)}\r\n`).join("");
