import {
  FailPayrollExportJob,
  RecordPayrollExportLines,
  RecordPayrollExportOutcomes,
  RequestPayrollExportJob,
  StartPayrollExportJob,
  type PayrollExportJobCommand,
  type PayrollExportJobEvent,
  type PayrollExportJobRequest,
  type PayrollExportOutcome,
} from "@workledger/event-schemas";
import { ConflictError, NotFoundError } from "../errors.ts";
import { assertNever, throwIfAny, validateWith } from "../organisation/organisation-errors.ts";
import { canonicalJson } from "../unchanged.ts";

/**
 * One export job: a salary manager's request, then the exporter's start (the plan it fixed), the
 * answers as they come (its journal, so a restarted exporter skips what was answered), the end.
 */
export interface PayrollExportJobState {
  readonly status: "none" | "requested" | "running" | "finished" | "failed" | "cancelled";
  readonly request: PayrollExportJobRequest | null;
  readonly exportId: string | null;
  readonly position: string | null;
  readonly outcomes: ReadonlyMap<string, PayrollExportOutcome>;
  /** The run this job corrects (fixed when it started), and the slices of delivered lines recorded so far. */
  readonly correctionOf?: string | null;
  readonly lineChunks?: ReadonlySet<number>;
}

export const initialPayrollExportJobState: PayrollExportJobState = { status: "none", request: null, exportId: null, position: null, outcomes: new Map() };

const jobConflict = (message: string): never => {
  throw new ConflictError(message, "payroll_export_job_conflict");
};

export const decidePayrollExportJob = (command: PayrollExportJobCommand, state: PayrollExportJobState): PayrollExportJobEvent[] => {
  switch (command.type) {
    case "RequestPayrollExportJob": {
      validateWith(RequestPayrollExportJob.data, "payroll export", command.data);
      const { request } = command.data;
      if (request.periodStart > request.periodEnd) throwIfAny({ "request.periodEnd": ["The period must end on or after its start"] });
      if (state.request !== null) return canonicalJson(state.request) === canonicalJson(request) ? [] : jobConflict("This export job was already requested with other values");
      return [{ type: "PayrollExportJobRequested", data: { request: { ...request, workerIds: [...new Set(request.workerIds)].sort() } } }];
    }
    case "StartPayrollExportJob": {
      validateWith(StartPayrollExportJob.data, "payroll export start", command.data);
      const { start } = command.data;
      if (state.status === "running" && state.exportId === start.exportId && state.position === start.position) return [];
      if (state.status !== "requested") return jobConflict(`An export job that is ${state.status} cannot start`);
      return [{ type: "PayrollExportJobStarted", data: { start } }];
    }
    case "RecordPayrollExportOutcomes": {
      validateWith(RecordPayrollExportOutcomes.data, "payroll export answers", command.data);
      // A cancelled job still records the answers to requests that were on their way: the ledger must know what was sent.
      if (state.status !== "running" && state.status !== "cancelled") return jobConflict(`Answers cannot be recorded for an export job that is ${state.status}`);
      // A request answered twice (a resumed run racing a slow one) keeps its first answer.
      const seen = new Set<string>();
      const fresh = command.data.outcomes.filter((o) => !state.outcomes.has(o.key) && !seen.has(o.key) && seen.add(o.key));
      return fresh.length === 0 ? [] : [{ type: "PayrollExportOutcomesRecorded", data: { outcomes: fresh } }];
    }
    case "RecordPayrollExportLines": {
      validateWith(RecordPayrollExportLines.data, "payroll export lines", command.data);
      const { lines } = command.data;
      // A cancelled job keeps what it did deliver before it stopped, so that is not sent again.
      if (state.status !== "running" && state.status !== "cancelled") return jobConflict(`Delivered lines cannot be recorded for an export job that is ${state.status}`);
      if (lines.exportId !== state.exportId) return jobConflict("Delivered lines must be of the export the job started");
      if (lines.chunk >= lines.chunks) throwIfAny({ "lines.chunk": ["A slice must be one of the run's slices"] });
      // A resumed run records its slices again: each slice is kept once.
      return state.lineChunks?.has(lines.chunk) === true ? [] : [{ type: "PayrollExportLinesRecorded", data: { lines } }];
    }
    case "FinishPayrollExportJob": {
      if (state.status === "finished" || state.status === "cancelled") return [];
      if (state.status !== "running" && state.status !== "requested") return jobConflict(`An export job that is ${state.status} cannot finish`);
      return [{ type: "PayrollExportJobFinished", data: { exportId: command.data.exportId } }];
    }
    case "FailPayrollExportJob": {
      validateWith(FailPayrollExportJob.data, "payroll export failure", command.data);
      if (state.status === "failed" || state.status === "cancelled") return [];
      if (state.status !== "running" && state.status !== "requested") return jobConflict(`An export job that is ${state.status} cannot fail`);
      return [{ type: "PayrollExportJobFailed", data: { message: command.data.message } }];
    }
    case "CancelPayrollExportJob": {
      if (state.status === "none") throw new NotFoundError("Export job not found", "payroll_export_job_not_found");
      if (state.status === "cancelled") return [];
      if (state.status !== "requested" && state.status !== "running") return jobConflict(`An export job that is ${state.status} cannot be cancelled`);
      return [{ type: "PayrollExportJobCancelled", data: {} }];
    }
    default:
      return assertNever(command);
  }
};

export const evolvePayrollExportJob = (state: PayrollExportJobState, event: PayrollExportJobEvent): PayrollExportJobState => {
  switch (event.type) {
    case "PayrollExportJobRequested":
      return { ...state, status: "requested", request: event.data.request };
    case "PayrollExportJobStarted":
      return { ...state, status: "running", exportId: event.data.start.exportId, position: event.data.start.position, correctionOf: event.data.start.correctionOf ?? null };
    case "PayrollExportLinesRecorded":
      return { ...state, lineChunks: new Set([...(state.lineChunks ?? []), event.data.lines.chunk]) };
    case "PayrollExportOutcomesRecorded": {
      const outcomes = new Map(state.outcomes);
      for (const outcome of event.data.outcomes) if (!outcomes.has(outcome.key)) outcomes.set(outcome.key, outcome);
      return { ...state, outcomes };
    }
    case "PayrollExportJobFinished":
      return { ...state, status: "finished" };
    case "PayrollExportJobFailed":
      return { ...state, status: "failed" };
    case "PayrollExportJobCancelled":
      return { ...state, status: "cancelled" };
    default:
      return assertNever(event);
  }
};

export const payrollExportJobDecider = { decide: decidePayrollExportJob, evolve: evolvePayrollExportJob, initialState: initialPayrollExportJobState };
