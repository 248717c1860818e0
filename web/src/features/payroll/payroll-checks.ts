import { exportBlocks } from "@workledger/domain";
import { exportWorkerOf } from "./export-workers.ts";
import type { ExportWorkerDto } from "./payroll.api.ts";

/** One thing to fix before an export, with whom it concerns and where to fix it. */
export interface PayrollCheck {
  readonly kind: "missing-id-code" | "missing-netvisor-number" | "unconfirmed-work" | "missing-rate";
  /** People (or work types, for a missing rate) it concerns: id and name. */
  readonly items: readonly { readonly id: string; readonly name: string }[];
}

/**
 * What stands between a period and its export, as the payroll page lists it before exporting:
 * people without the ID code Merit Palk needs, without a Netvisor employee number (when Netvisor
 * is on), with unconfirmed work (left out whole until it is confirmed), and work types without a
 * rate. Who is blocked is the domain's rule (`exportBlocks`). Only checks with something to fix
 * are answered.
 */
export const payrollChecks = (
  workers: readonly ExportWorkerDto[],
  workTypes: readonly { readonly id: string; readonly name: string; readonly price: number }[],
  netvisor: boolean,
): PayrollCheck[] => {
  const person = (w: ExportWorkerDto) => ({ id: w.id, name: w.name });
  const blocked = (integration: "visma" | "merit-palk", block: "missing-identifier" | "unconfirmed-work") => workers.filter((w) => exportBlocks(exportWorkerOf(w), integration).includes(block)).map(person);
  const checks: PayrollCheck[] = [
    { kind: "missing-id-code", items: blocked("merit-palk", "missing-identifier") },
    ...(netvisor ? [{ kind: "missing-netvisor-number" as const, items: blocked("visma", "missing-identifier") }] : []),
    { kind: "unconfirmed-work", items: blocked("merit-palk", "unconfirmed-work") },
    { kind: "missing-rate", items: workTypes.filter((t) => !(t.price > 0)).map((t) => ({ id: t.id, name: t.name })) },
  ];
  return checks.filter((c) => c.items.length > 0);
};
