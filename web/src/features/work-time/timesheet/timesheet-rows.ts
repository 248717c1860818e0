import { bulkConfirmProblem } from "@workledger/domain/work-time/work-time.confirmation.ts";
import { canConfirmWorkTime, workLogAuthority, type WorkTimeActor } from "@workledger/domain/work-time/work-time.permissions.ts";
import { workTimeMessages } from "@workledger/domain/work-time/work-time.errors.ts";
import { isInClosedPayPeriod } from "@workledger/domain/pay-calendar/pay-periods.ts";
import type { TimesheetDto, WorkLogDto } from "../work-time.api.ts";
import type { TimesheetFilters } from "../timesheet-filters.ts";

/** One work log of the timesheet, with its day's figures. */
export interface TimesheetRow extends Record<string, unknown> {
  readonly id: string;
  readonly log: WorkLogDto;
  readonly date: string;
  readonly workerId: string;
  readonly daySeconds: number;
  readonly logsThatDay: number;
  readonly status: "Active";
}

/** Logs in day order (newest day first, then by start), after the status filter. */
export const timesheetRows = (sheet: TimesheetDto | undefined, status: TimesheetFilters["status"]): TimesheetRow[] =>
  (sheet?.days ?? [])
    .flatMap((day) => {
      const logs = day.logs.filter((l) => l.deleted !== true);
      return logs.map((log) => ({
        id: log.id,
        log,
        date: day.date,
        workerId: day.worker_id,
        daySeconds: day.rounded_worked_seconds,
        logsThatDay: logs.length,
        status: "Active" as const,
      }));
    })
    .filter((row) => status === "all" || (status === "confirmed") === row.log.confirmed)
    .sort((a, b) => (a.date === b.date ? a.log.start.localeCompare(b.log.start) : b.date.localeCompare(a.date)));

/**
 * Who may do what to a log: the domain's own permission rules (the server checks them again). A
 * worker's log in a closed pay period still opens in the drawer, which says why it cannot be saved.
 */
export const logActions = (actor: WorkTimeActor, log: WorkLogDto, closedThrough: string | null = null) => {
  const authority = workLogAuthority(actor, log.worker_id, "edit");
  const ended = log.end !== null;
  const editable = authority !== null && !(authority === "worker" && log.confirmed) && ended;
  const confirmer = canConfirmWorkTime(actor);
  return {
    edit: editable,
    delete: editable && !(authority === "worker" && isInClosedPayPeriod(log.date, closedThrough)),
    confirm: confirmer && ended && !log.confirmed,
    unconfirm: confirmer && log.confirmed,
  };
};

/** The spec's message for a bulk selection the server would refuse, or null. */
export const bulkConfirmMessage = (rows: readonly TimesheetRow[]): string | null => {
  const problem = bulkConfirmProblem(
    rows.map((r) => ({ workerId: r.workerId, workId: r.id, date: r.date, confirmed: r.log.confirmed, logsThatDay: r.logsThatDay })),
  );
  if (problem !== null) return workTimeMessages[problem];
  return rows.some((r) => r.log.end === null) ? workTimeMessages.work_not_ended : null;
};
