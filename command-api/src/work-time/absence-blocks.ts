import type { BlockedInterval } from "@workledger/event-schemas";
import { listAbsenceBlocks } from "@workledger/projections";
import type { WorkTimeDeps } from "./work-time-deps.ts";

/** How far from now a work log may reach and still be checked against paid absences. */
const WINDOW_MS = 2 * 366 * 86_400_000;

/**
 * The paid absences that block a worker's work logs, for `context.blocked` of the commands that
 * place work in time: whatever `listAbsenceBlocks` answers (scheduled paid absences today; other
 * sources such as approved paid-absence requests join that one lookup).
 */
export const absenceBlocksOf = async (deps: Pick<WorkTimeDeps, "db" | "clock">, companyId: string, workerId: string): Promise<BlockedInterval[]> => {
  const now = deps.clock().getTime();
  const blocks = await listAbsenceBlocks(deps.db, companyId, workerId, new Date(now - WINDOW_MS).toISOString(), new Date(now + WINDOW_MS).toISOString());
  return blocks.map((b) => ({ kind: b.kind, start: b.start, end: b.end }));
};
