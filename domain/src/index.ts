export * from "./errors.ts";
export * from "./identity/index.ts";
export * from "./work-time/index.ts";
export * from "./work-rules/index.ts";
export * from "./organisation/index.ts";
export * from "./pay-calendar/index.ts";
export * from "./schedules/index.ts";
export * from "./admin/audit-words.ts";
