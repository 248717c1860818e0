export * from "./export-selection.rules.ts";
export * from "./export-selection.machine.ts";
