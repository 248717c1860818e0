export * from "./work-lifecycle.machine.ts";
export * from "./work-time.auto-stop.ts";
export * from "./work-time.commands.ts";
export * from "./work-time.confirmation.ts";
export * from "./work-time.decider.ts";
export * from "./work-time.default-pause.ts";
export { workTimeMessages, type WorkTimeErrorCode } from "./work-time.errors.ts";
export * from "./work-time.pay-periods.ts";
export * from "./work-time.period.ts";
export * from "./work-time.permissions.ts";
export * from "./work-time.punch-place.ts";
export { lastPunchOf, workLifecycleOf } from "./work-time.punches.ts";
export * from "./work-time.rules.ts";
export * from "./work-time.state.ts";
export * from "./work-time.timer.ts";
export {
  dateOfDayNumber,
  DEFAULT_TIME_ZONE,
  localDateTimeToInstant,
  localTimeOf,
  nextWorkPeriod,
  previousWorkPeriod,
  wallClockOf,
  workDateOf,
  workPeriodOf,
  workPeriodStart,
} from "./work-time.time.ts";
