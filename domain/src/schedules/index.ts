export * from "./schedules.commands.ts";
export * from "./schedules.decider.ts";
export { scheduleMessages, type ScheduleErrorCode } from "./schedules.errors.ts";
export * from "./schedules.positions.ts";
export * from "./schedules.presets.ts";
export * from "./schedules.recurrence.ts";
export * from "./schedules.rules.ts";
export * from "./schedules.state.ts";
export * from "./schedules.warnings.ts";
