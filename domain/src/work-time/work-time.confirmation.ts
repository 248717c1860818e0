import type { ConfirmWorkLogs, LocalDate, UnconfirmWorkLogs, WorkTimeEvent } from "@workledger/event-schemas";
import type { WorkTimeContext } from "./work-time.commands.ts";
import { conflict } from "./work-time.errors.ts";
import { assertInWindow, targetLog } from "./work-time.guards.ts";
import { frozenPricing } from "./work-time.pay-periods.ts";
import { assertCanConfirmWorkTime } from "./work-time.permissions.ts";
import { assertConfirmable } from "./work-time.rules.ts";
import type { WorkTimeState } from "./work-time.state.ts";

/** One selected log in a bulk confirm, as the timesheet knows it. */
export interface BulkConfirmRow {
  readonly workerId: string;
  readonly workId: string;
  readonly date: LocalDate;
  readonly confirmed: boolean;
  /** How many logs the worker has on that date, selected or not. */
  readonly logsThatDay: number;
}

/**
 * Bulk confirm rules, checked across workers before the API splits the selection per worker:
 * nothing already confirmed, and no worker with several logs on one day (those are confirmed one by one).
 */
export const bulkConfirmProblem = (rows: readonly BulkConfirmRow[]) => {
  if (rows.some((r) => r.confirmed)) return "work_logs_already_confirmed" as const;
  const days = new Set<string>();
  for (const r of rows) {
    const key = `${r.workerId}/${r.date}`;
    if (r.logsThatDay > 1 || days.has(key)) return "multiple_work_logs_same_day" as const;
    days.add(key);
  }
  return null;
};

export const assertBulkConfirmable = (rows: readonly BulkConfirmRow[]): void => {
  const problem = bulkConfirmProblem(rows);
  if (problem !== null) throw conflict(problem);
};

export const decideConfirm = (state: WorkTimeState, data: ConfirmWorkLogs, context: WorkTimeContext): WorkTimeEvent[] => {
  assertCanConfirmWorkTime(context);
  const selected = [...new Set(data.workIds)].map((id) => targetLog(state, id));
  for (const log of selected) {
    assertInWindow(state, log.start);
    assertConfirmable(log);
  }
  if (selected.length > 1) {
    const all = Object.values(state.logs);
    assertBulkConfirmable(
      selected.map((log) => ({
        workerId: log.workerId,
        workId: log.workId,
        date: log.date,
        confirmed: log.confirmed,
        logsThatDay: all.filter((other) => other.date === log.date).length,
      })),
    );
  }
  // Confirming one log that is confirmed already changes nothing.
  return selected
    .filter((log) => !log.confirmed)
    .map((log) => ({
      type: "WorkLogConfirmed",
      data: {
        workerId: data.workerId,
        workId: log.workId,
        date: log.date,
        confirmedAt: context.now,
        confirmedBy: context.actorId,
        // Confirmed means frozen: the work type's price and unit as they are now.
        ...frozenPricing(context, log.workTypeId),
      },
    }));
};

export const decideUnconfirm = (state: WorkTimeState, data: UnconfirmWorkLogs, context: WorkTimeContext): WorkTimeEvent[] => {
  assertCanConfirmWorkTime(context);
  const selected = [...new Set(data.workIds)].map((id) => targetLog(state, id));
  for (const log of selected) assertInWindow(state, log.start);
  return selected
    .filter((log) => log.confirmed)
    .map((log) => ({ type: "WorkLogUnconfirmed", data: { workerId: data.workerId, workId: log.workId, date: log.date } }));
};
