export * from "./report-inputs.ts";
export * from "./rule-timeline.ts";
export * from "./premium-policy.ts";
export * from "./entry-figures.ts";
export * from "./versioned-overtime.ts";
export * from "./report-figures.ts";
export * from "./report-accumulator.ts";
