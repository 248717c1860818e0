import type { PayrollFileBlocked, PayrollFileDisagreement, PayrollFileFormat } from "@workledger/event-schemas";
import { paxml } from "../file-formats/paxml.ts";
import { transactionCsv } from "../file-formats/visma-transaction-csv.ts";
import { PeriodPayLinesRefused, readPayLines, type ReadPayLinesDeps } from "../pay-lines/read-pay-lines.ts";

export interface PayrollFileRequest {
  readonly format: PayrollFileFormat;
  readonly from: string;
  readonly to: string;
  /** The workers the asker may see (the route scopes them); workers without work in the period simply have no lines. */
  readonly workerIds: readonly string[];
  /** The ledger position the file is read at ("commit/prepare"): the same position gives the same lines. */
  readonly position: string;
  /** When the file is made: its header date (PAXml `datum`) is this instant's local date in the company's zone. */
  readonly now: Date;
}

export type PayrollFileAnswer =
  | { readonly kind: "file"; readonly fileName: string; readonly contentType: string; readonly body: string; readonly blocked: readonly PayrollFileBlocked[] }
  | { readonly kind: "refused"; readonly message: string; readonly disagreements: readonly PayrollFileDisagreement[]; readonly blocked: readonly PayrollFileBlocked[] };

/** YYYY-MM-DD of an instant in a zone (en-CA writes dates that way). */
const localDate = (at: Date, timeZone: string): string => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

const blockedList = (blockedBy: ReadonlyMap<string, PayrollFileBlocked["reason"]>): PayrollFileBlocked[] =>
  [...blockedBy.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([workerId, reason]) => ({ worker_id: workerId, reason }));

/** What the API needs to make a payroll file, given to command-api by the composition root. */
export type PayrollFilesPort = (companyId: string, request: PayrollFileRequest) => Promise<PayrollFileAnswer>;

/**
 * A payroll file without a connector: the same pay lines and the same reconciliation as an export
 * (`readPayLines`), under the Visma identifiers (employee number, Visma product number as the pay
 * code), written as PAXml or a Visma transaction CSV. When the lines disagree with the report,
 * no file: each disagreement is named, with the blocked workers.
 */
export const payrollFiles =
  (deps: ReadPayLinesDeps): PayrollFilesPort =>
  async (companyId, request) => {
    let read: Awaited<ReturnType<typeof readPayLines>>;
    try {
      read = await readPayLines(deps, companyId, { target: "netvisor", from: request.from, to: request.to, workerIds: request.workerIds, position: request.position });
    } catch (error) {
      if (!(error instanceof PeriodPayLinesRefused)) throw error;
      return {
        kind: "refused",
        message: "The pay lines disagree with the report: no file was made",
        disagreements: error.disagreements.map((d, i) => ({ worker_id: d.workerId, date: d.date, pay_code: d.payCode, report: d.report, pay_lines: d.payLines, message: error.messages[i] ?? "" })),
        blocked: blockedList(error.blockedBy),
      };
    }
    const blocked = blockedList(read.blockedBy);
    const name = `payroll-${request.from}-${request.to}`;
    if (request.format === "paxml") return { kind: "file", fileName: `${name}.xml`, contentType: "application/xml; charset=utf-8", body: paxml(read.lines, { createdAt: localDate(request.now, read.basis.timeZone) }), blocked };
    return { kind: "file", fileName: `${name}.csv`, contentType: "text/csv; charset=utf-8", body: transactionCsv(read.lines, { costCarriers: ["Workspace"] }), blocked };
  };
