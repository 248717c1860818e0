/**
 * Who may be exported to a payroll system. The first integration (Visma Netvisor) knows a worker
 * by their visma id, the second (Merit Palk) by their id_code; a worker missing it, or with work
 * not yet confirmed, is blocked ("A worker missing an identification number blocks payroll export").
 */
export type PayrollIntegration = "visma" | "merit-palk";

export const PAYROLL_INTEGRATIONS: readonly PayrollIntegration[] = ["visma", "merit-palk"];

/** A worker as read for export: identifiers, whether any work is unconfirmed, and their dates. */
export interface ExportWorker {
  readonly id: string;
  readonly vismaId: string | null;
  readonly idCode: string | null;
  readonly hasUnconfirmed: boolean;
  /** Local dates (YYYY-MM-DD) with work in the period, ascending. */
  readonly dates: readonly string[];
}

export type ExportBlock = "missing-identifier" | "unconfirmed-work";

export const integrationIdentifier = (worker: ExportWorker, integration: PayrollIntegration): string | null => {
  const id = integration === "visma" ? worker.vismaId : worker.idCode;
  return id === null || id.trim() === "" ? null : id.trim();
};

/** Why a worker cannot be exported, the missing identifier first; null when they can. */
export const exportBlocks = (worker: ExportWorker, integration: PayrollIntegration): ExportBlock[] => [
  ...(integrationIdentifier(worker, integration) === null ? (["missing-identifier"] as const) : []),
  ...(worker.hasUnconfirmed ? (["unconfirmed-work"] as const) : []),
];

/** Selectable only if chosen, holding the integration identifier, and with no unconfirmed work. */
export const isSelectableForExport = (worker: ExportWorker, chosenIds: ReadonlySet<string>, integration: PayrollIntegration): boolean =>
  chosenIds.has(worker.id) && exportBlocks(worker, integration).length === 0;

export const workerSelectionKey = (workerId: string): string => `worker-${workerId}`;
export const dateSelectionKey = (workerId: string, date: string): string => `worker-${workerId}--date-${date}`;
