export * from "./export-selection.rules.ts";
export * from "./export-selection.machine.ts";
export * from "./payroll-settings.decider.ts";
export * from "./payroll-export.decider.ts";
export * from "./payroll-export-job.decider.ts";
export * from "./payroll-pay.rules.ts";
