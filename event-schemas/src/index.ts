export * from "./envelope.ts";
export * from "./field-errors.ts";
export * from "./upcasting.ts";
export * from "./identity/index.ts";
export * from "./work-time/index.ts";
export * from "./organisation/index.ts";
export * from "./pay-calendar/index.ts";
export * from "./schedules/index.ts";
