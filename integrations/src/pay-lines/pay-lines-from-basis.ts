import type { PayrollTarget } from "../export/export-plan.ts";
import type { PayLine, PayLineKind, PayUnit } from "./pay-line.ts";

/**
 * One pay line of one worker and local date as domain derives it from the report's per-day figures
 * (`payLinesOfFigures`, reached through the composition root's `PayBasisPort`: integrations may
 * not import domain). Hours are the report's (paid pauses, rounding and tiers included), dates are
 * the company's local dates.
 */
export interface BasisLine {
  readonly workerId: string;
  readonly date: string;
  readonly component: "normal" | "overtime" | "premium" | "absence" | "bonus" | "daily-allowance" | "compensation";
  readonly kind: PayLineKind;
  readonly payCode: string;
  readonly quantity: number;
  readonly unit: "hour" | "day" | "amount";
  readonly rate: number | null;
  readonly workspaceId: string | null;
  readonly sourceEventIds: readonly string[];
}

/** A difference the reconciliation found: worker, local date, pay code, and both values. */
export interface PayDisagreement {
  readonly workerId: string;
  readonly date: string;
  readonly payCode: string;
  readonly unit: string;
  readonly report: number;
  readonly payLines: number;
}

export interface PayBasis {
  readonly timeZone: string;
  readonly lines: readonly BasisLine[];
  /** Report figures no pay code is set for (not sent). */
  readonly unpaid: readonly { readonly workerId: string; readonly date: string; readonly component: string; readonly detail: string; readonly quantity: number; readonly unit: string }[];
  /** Payroll eligibility (domain): workers not exported, and why. */
  readonly blocked: ReadonlyMap<string, "missing-identifier" | "unconfirmed-work">;
  readonly ruleVersions: Readonly<Record<string, number>>;
  readonly reconcile: (lines: readonly PayLine[], workerIds: ReadonlySet<string>) => readonly PayDisagreement[];
  readonly describe: (disagreement: PayDisagreement) => string;
}

export interface PayBasisQuery {
  readonly target: PayrollTarget;
  readonly from: string;
  readonly to: string;
  readonly workerIds: readonly string[];
  readonly position: string;
  readonly externalIds: ReadonlyMap<string, string | null>;
}

/** The composition root gives it (command-api/src/payroll/payroll-pay-basis.ts). */
export type PayBasisPort = (companyId: string, query: PayBasisQuery) => Promise<PayBasis>;

export interface BasisLineOptions {
  readonly target: PayrollTarget;
  /** Worker id → the id the target knows them by; a worker without one gets no lines. */
  readonly externalIds: ReadonlyMap<string, string | null>;
  /** Workspace id → the dimension item sent ("Workspace" in Netvisor, Palk DepCode). */
  readonly workspaceNames?: ReadonlyMap<string, string>;
}

/** A pay-line builder: the basis' lines as the target's neutral pay lines. Tests pass a wrong one to see the reconciliation refuse. */
export type PayLineBuilder = (basis: Pick<PayBasis, "lines" | "blocked">, options: BasisLineOptions) => PayLine[];

const UNITS: Readonly<Record<BasisLine["unit"], PayUnit>> = { hour: "hour", day: "day", amount: "amount" };

/**
 * The neutral pay lines of an export, from the basis: blocked workers (eligibility) get none; hours
 * are dated lines (Netvisor `workday.nv` per day, one Palk row per code and day); days and amounts
 * (absences, bonuses, allowances, compensation money) are one-day period lines (Netvisor's period
 * collector, Palk `sendabsence` / salary rows), dated by the company's local date.
 */
export const payLinesFromBasis: PayLineBuilder = (basis, options) => {
  const lines: PayLine[] = [];
  for (const line of basis.lines) {
    if (basis.blocked.has(line.workerId)) continue;
    const external = options.externalIds.get(line.workerId) ?? null;
    if (external === null) continue;
    const workspace = line.workspaceId === null ? undefined : (options.workspaceNames?.get(line.workspaceId) ?? line.workspaceId);
    lines.push({
      workerId: line.workerId,
      workerExternalId: external,
      kind: line.kind,
      payCode: line.payCode,
      quantity: line.quantity,
      unit: UNITS[line.unit],
      rate: line.rate,
      when: line.unit === "hour" ? { kind: "date", date: line.date } : { kind: "period", start: line.date, end: line.date },
      dimensions: workspace === undefined ? [] : [{ name: options.target === "merit-palk" ? "department" : "Workspace", item: workspace }],
      sourceEventIds: line.sourceEventIds,
    });
  }
  return lines;
};

/** An export whose lines disagree with the report: nothing is sent, and each disagreement is named. */
export class PayReconciliationError extends Error {
  override readonly name = "PayReconciliationError";
  constructor(readonly disagreements: readonly PayDisagreement[], readonly messages: readonly string[]) {
    super(`The pay lines disagree with the report, nothing was sent: ${messages.slice(0, 20).join("; ")}${messages.length > 20 ? `; and ${messages.length - 20} more` : ""}`);
  }
}

/** Throws `PayReconciliationError` unless the lines pay exactly what the report does for every worker sent. */
export const assertReconciled = (basis: Pick<PayBasis, "reconcile" | "describe">, lines: readonly PayLine[], workerIds: ReadonlySet<string>): void => {
  const disagreements = basis.reconcile(lines, workerIds);
  if (disagreements.length > 0) throw new PayReconciliationError(disagreements, disagreements.map(basis.describe));
};
