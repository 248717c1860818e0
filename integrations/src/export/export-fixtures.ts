import type { PayLine } from "../pay-lines/pay-line.ts";
import type { ExportBasis } from "./export-plan.ts";

/** A month of worked days for `workers` workers (employee numbers 1000+), for tests and the bench. */
export const monthOfLines = (workers: number, month = "2025-10", days = 21): PayLine[] => {
  const lines: PayLine[] = [];
  for (let w = 0; w < workers; w += 1) {
    for (let d = 1; d <= days; d += 1) {
      const date = `${month}-${String(d).padStart(2, "0")}`;
      lines.push({
        workerId: `worker-${w}`,
        workerExternalId: String(1000 + w),
        kind: "worked-time",
        payCode: "11",
        quantity: 7.5 + (d % 3) * 0.25,
        unit: "hour",
        rate: null,
        when: { kind: "date", date },
        dimensions: [{ name: "Workspace", item: w % 2 === 0 ? "Harbour" : "Depot" }],
        sourceEventIds: [`evt-${w}-${d}-start`, `evt-${w}-${d}-stop`],
      });
    }
  }
  return lines;
};

export const octoberBasis = (target: ExportBasis["target"], position = "1042"): ExportBasis => ({
  companyId: "company-a",
  target,
  period: { start: "2025-10-01", end: "2025-10-31" },
  position,
  ruleVersions: { "overtime:standard": 3, "rounding:default": 1 },
});
