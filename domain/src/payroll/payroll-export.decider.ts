import { RecordPayrollExport, type PayrollExportCommand, type PayrollExportEvent, type PayrollExportRun } from "@workledger/event-schemas";
import { ConflictError } from "../errors.ts";
import { assertNever, throwIfAny, validateWith } from "../organisation/organisation-errors.ts";
import { canonicalJson } from "../unchanged.ts";

/** One export run's stream: recorded once; the same run again is a no-op, a different one a conflict. */
export interface PayrollExportState {
  readonly run: PayrollExportRun | null;
}

export const initialPayrollExportState: PayrollExportState = { run: null };

export const decidePayrollExport = (command: PayrollExportCommand, state: PayrollExportState): PayrollExportEvent[] => {
  switch (command.type) {
    case "RecordPayrollExport": {
      validateWith(RecordPayrollExport.data, "payroll export", command.data);
      const { run } = command.data;
      const errors: Record<string, string[]> = {};
      if (run.periodStart > run.periodEnd) errors["run.periodEnd"] = ["The period must end on or after its start"];
      const workers = new Set(run.workerIds);
      run.responses.forEach((response, index) => {
        if (!workers.has(response.workerId)) errors[`run.responses.${index}.workerId`] = ["A response must be for a worker of the export"];
      });
      throwIfAny(errors);
      if (state.run !== null) {
        if (canonicalJson(state.run) === canonicalJson(run)) return [];
        throw new ConflictError("This export run is already recorded with other results", "payroll_export_recorded");
      }
      return [{ type: "PayrollExportRecorded", data: { run } }];
    }
    default:
      return assertNever(command.type);
  }
};

export const evolvePayrollExport = (_state: PayrollExportState, event: PayrollExportEvent): PayrollExportState => {
  switch (event.type) {
    case "PayrollExportRecorded":
      return { run: event.data.run };
    default:
      return assertNever(event.type);
  }
};

export const payrollExportDecider = { decide: decidePayrollExport, evolve: evolvePayrollExport, initialState: initialPayrollExportState };
