export * from "./schedules.values.ts";
export * from "./schedules.events.ts";
