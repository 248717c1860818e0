import { queryOptions } from "@tanstack/react-query";
import { sendCommand, type CommandOutcome as SentCommand } from "../../lib/http/command-outcome.ts";
import { http } from "../../lib/http/http-client.ts";

/** A work log as the work-time API answers it (command-api/src/work-time/README.md). */
export interface WorkLogDto {
  readonly id: string;
  readonly work_number: number;
  readonly worker_id: string;
  readonly date: string;
  readonly start: string;
  readonly end: string | null;
  readonly pauses: readonly { readonly start: string; readonly end: string | null; readonly length_seconds: number | null }[];
  readonly pause_seconds: number;
  readonly worked_seconds: number;
  readonly rounded_worked_seconds?: number;
  readonly status: "started" | "paused" | "resumed" | "stopped";
  readonly work_type_id: string | null;
  readonly workspace_id: string | null;
  readonly comment: string;
  readonly worker_comment: string;
  readonly bonus: number | null;
  readonly tags: readonly string[];
  readonly files: readonly { readonly id: string; readonly name: string }[];
  readonly confirmed: boolean;
  readonly confirmed_at: string | null;
  readonly confirmed_by: string | null;
  readonly edited: boolean;
  readonly started_by: string;
  readonly ended_by: string | null;
  readonly deleted?: boolean;
  /** The work type's pricing frozen at confirmation (reports and exports use it). */
  readonly confirmed_pricing?: {
    readonly work_type_id: string;
    readonly work_type_name: string;
    readonly product_number: string | null;
    readonly visma_product_number: string | null;
    readonly price: number;
    readonly unit: "Hour" | "Piece";
  } | null;
  /** A manager changed it after its pay period closed for workers. */
  readonly changed_after_pay_period_closed?: boolean;
  /** The worker entered more than 24 working hours: for the manager's attention. */
  readonly worker_over_24_hours?: boolean;
  /** A punch was recorded for an earlier moment than the server received it. */
  readonly back_dated?: boolean;
}

export interface TimesheetDayDto {
  readonly worker_id: string;
  readonly date: string;
  readonly worked_seconds: number;
  readonly pause_seconds: number;
  readonly rounded_worked_seconds: number;
  readonly total: string;
  readonly has_unconfirmed: boolean;
  readonly logs: readonly WorkLogDto[];
}

export interface TimesheetDto {
  readonly from: string;
  readonly to: string;
  readonly time_zone: string;
  readonly show_time_decimal: boolean;
  readonly days: readonly TimesheetDayDto[];
  readonly totals: { readonly worked_seconds: number; readonly rounded_worked_seconds: number; readonly total: string };
  /** The company's pay period today falls in, and the last date closed for workers. */
  readonly pay_period?: { readonly start: string; readonly end: string; readonly open_for_workers_until: string; readonly closed: boolean };
  readonly previous_pay_period?: { readonly start: string; readonly end: string; readonly open_for_workers_until: string; readonly closed: boolean };
  readonly closed_through?: string | null;
  /** Approved paid absences reaching into the range: part of the ledger. */
  readonly paid_absences?: readonly PaidAbsenceDto[];
}

export interface PaidAbsenceDto {
  readonly id: string;
  readonly worker_id: string;
  readonly type_id: string | null;
  readonly type_name: string | null;
  readonly start: string;
  readonly end: string;
  readonly comment: string;
}

export interface WorkTimerDto {
  readonly time_elapse: { readonly days: number; readonly hours: number; readonly minutes: number; readonly seconds: number };
  readonly total_elapse_time: number;
  readonly current_work: string | null;
  readonly timer_started: boolean;
  readonly status?: WorkLogDto["status"] | null;
  readonly started_at?: string | null;
}

export interface HistoryEntryDto {
  readonly type: string;
  readonly actor_id: string;
  readonly persona: string | null;
  readonly source: string | null;
  readonly at: string;
  readonly previous: Readonly<Record<string, unknown>> | null;
  readonly next: Readonly<Record<string, unknown>> | null;
  readonly data: Readonly<Record<string, unknown>> | null;
  /** changed_after_pay_period_closed, worker_over_24_hours, back_dated. */
  readonly flags?: readonly string[];
}

export interface WorkWithHistoryDto {
  readonly data: WorkLogDto;
  readonly history: readonly HistoryEntryDto[];
}

/**
 * The ledger position of this tab's last work-time command. Reads send it as `waitFor`, so the
 * read models answer with one's own write in them (read-your-writes).
 */
let lastPosition: string | undefined;
const waitFor = () => (lastPosition === undefined ? {} : { waitFor: lastPosition });

export const workTimeKeys = {
  all: (companyId: string) => ["work-time", companyId] as const,
  timer: (companyId: string) => [...workTimeKeys.all(companyId), "timer"] as const,
  work: (companyId: string, workId: string) => [...workTimeKeys.all(companyId), "work", workId] as const,
  timesheet: (companyId: string, scope: "own" | "people", from: string, to: string, workerIds: readonly string[]) =>
    [...workTimeKeys.all(companyId), "timesheet", scope, from, to, workerIds.join(",")] as const,
};

export const workTimerQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: workTimeKeys.timer(companyId),
    queryFn: () => http.get<WorkTimerDto>(`companies/${companyId}/works/timer`, { query: waitFor() }),
    enabled: companyId !== "",
  });

export const workQueryOptions = (companyId: string, workId: string | null) =>
  queryOptions({
    queryKey: workTimeKeys.work(companyId, workId ?? ""),
    queryFn: () => http.get<WorkWithHistoryDto>(`companies/${companyId}/works/${workId ?? ""}`, { query: waitFor() }),
    enabled: companyId !== "" && workId !== null && workId !== "",
  });

export const timesheetQueryOptions = (
  companyId: string,
  scope: "own" | "people",
  range: { readonly from: string; readonly to: string },
  workerIds: readonly string[] = [],
) =>
  queryOptions({
    queryKey: workTimeKeys.timesheet(companyId, scope, range.from, range.to, workerIds),
    queryFn: () => {
      const path = scope === "own" ? `companies/${companyId}/timesheet` : `companies/${companyId}/workers/timesheet`;
      const params = new URLSearchParams({ from: range.from, to: range.to });
      if (lastPosition !== undefined) params.set("waitFor", lastPosition);
      for (const id of workerIds) params.append("worker_ids", id);
      return http.get<TimesheetDto>(`${path}?${params.toString()}`);
    },
    enabled: companyId !== "" && range.from !== "" && range.to !== "",
  });

export interface CommandAnswer {
  readonly position?: string;
  readonly work_id?: string | null;
  readonly confirmed?: number;
}

export type CommandOutcome = SentCommand<CommandAnswer>;

/**
 * One work-time command. Expected refusals (400 field errors, 403, 404, 409 with the spec's
 * messages) come back to the caller to show in place; anything else goes to the error catalogue.
 */
export const sendWorkTimeCommand = (method: "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<CommandOutcome> =>
  sendCommand<CommandAnswer>(method, path, body, (position) => (lastPosition = position));
