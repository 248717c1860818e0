import type { Kysely } from "kysely";
import type { WorkTimeCommand } from "@workledger/domain";
import { paidAbsenceBlocksOf, type Database } from "@workledger/projections";

/**
 * An approved paid absence is part of the worker's ledger: work placed in time (start, add, edit)
 * must not overlap it (spec 5, 'Overlapping work or absences'). Adds the worker's approved paid
 * absences to the work-time command's `context.blocked`, beside whatever else blocks it.
 */
export const withApprovedPaidAbsenceBlocks = async (db: Kysely<Database>, companyId: string, command: WorkTimeCommand): Promise<WorkTimeCommand> => {
  if (command.type !== "StartWork" && command.type !== "AddWorkLog" && command.type !== "EditWorkLog") return command;
  const blocks = await paidAbsenceBlocksOf(db, companyId, command.data.workerId);
  if (blocks.length === 0) return command;
  return { ...command, context: { ...command.context, blocked: [...(command.context.blocked ?? []), ...blocks] } } as WorkTimeCommand;
};
