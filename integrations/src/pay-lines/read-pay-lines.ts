import type { Kysely } from "kysely";
import type { PayrollExportBlock } from "@workledger/event-schemas";
import { listWorkspaces, payrollExportWorkers, type Database } from "@workledger/projections";
import type { PayrollTarget } from "../export/export-plan.ts";
import type { PayLine } from "./pay-line.ts";
import { assertReconciled, payLinesFromBasis, PayReconciliationError, type PayBasis, type PayBasisPort, type PayLineBuilder } from "./pay-lines-from-basis.ts";

export interface ReadPayLinesDeps {
  readonly db: Kysely<Database>;
  readonly payBasis: PayBasisPort;
  readonly buildPayLines?: PayLineBuilder;
}

export interface PeriodPayLines {
  readonly basis: PayBasis;
  /** The lines to pay: blocked workers have none. */
  readonly lines: PayLine[];
  /** Workers not paid, and why (no identifier for the target, unconfirmed work). */
  readonly blockedBy: ReadonlyMap<string, PayrollExportBlock["reason"]>;
  /** Each worker's workspaces (their logs' and their general ones): which credentials send them. */
  readonly workspacesOf: ReadonlyMap<string, readonly string[]>;
}

/** A reconciliation refusal that also lists the workers left out (blocked) of what was reconciled. */
export class PeriodPayLinesRefused extends PayReconciliationError {
  constructor(
    refusal: PayReconciliationError,
    readonly blockedBy: ReadonlyMap<string, PayrollExportBlock["reason"]>,
  ) {
    super(refusal.disagreements, refusal.messages);
  }
}

/**
 * The pay lines of a period, as every export and every payroll file takes them: the report's
 * figures at one ledger position (domain, through the basis port), payroll eligibility, the
 * target's identifiers, and the reconciliation (throws `PayReconciliationError`, naming each
 * disagreement, when the lines would not pay what the report pays a worker).
 */
export const readPayLines = async (
  deps: ReadPayLinesDeps,
  companyId: string,
  query: { readonly target: PayrollTarget; readonly from: string; readonly to: string; readonly workerIds: readonly string[]; readonly position: string },
): Promise<PeriodPayLines> => {
  const [workers, workspaces] = await Promise.all([payrollExportWorkers(deps.db, companyId, query.from, query.to), listWorkspaces(deps.db, companyId, { onlyActive: false })]);
  // The workspace dimension carries its name (Palk's DepCode holds 32 characters).
  const workspaceNames = new Map(workspaces.map((w) => [w.id, w.name.slice(0, 32)]));
  const chosen = new Set(query.workerIds);
  const externalIds = new Map<string, string | null>(workers.filter((w) => chosen.has(w.id)).map((w) => [w.id, query.target === "netvisor" ? w.vismaId : w.idCode]));
  const basis = await deps.payBasis(companyId, { target: query.target, from: query.from, to: query.to, workerIds: query.workerIds, position: query.position, externalIds });
  const workspacesOf = new Map<string, string[]>();
  for (const line of basis.lines) if (line.workspaceId !== null) workspacesOf.set(line.workerId, [...new Set([...(workspacesOf.get(line.workerId) ?? []), line.workspaceId])]);
  for (const w of workers) workspacesOf.set(w.id, [...(workspacesOf.get(w.id) ?? []), ...w.generalWorkspaceIds]);
  // Payroll eligibility is domain's: a worker without the identifier or with unconfirmed work is blocked, never sent in part.
  const blockedBy = new Map<string, PayrollExportBlock["reason"]>(basis.blocked);
  for (const id of query.workerIds) if (externalIds.get(id) === null || externalIds.get(id) === undefined) blockedBy.set(id, "missing-identifier");
  const lines = (deps.buildPayLines ?? payLinesFromBasis)({ lines: basis.lines, blocked: blockedBy }, { target: query.target, externalIds, workspaceNames });
  // Reconciliation: what is about to be paid must pay exactly what the report pays every worker paid.
  try {
    assertReconciled(basis, lines, new Set(query.workerIds.filter((id) => !blockedBy.has(id))));
  } catch (error) {
    throw error instanceof PayReconciliationError ? new PeriodPayLinesRefused(error, blockedBy) : error;
  }
  return { basis, lines, blockedBy, workspacesOf };
};
