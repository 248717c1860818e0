export * from "./local-dates.ts";
export * from "./pay-calendar.errors.ts";
export * from "./pay-periods.ts";
export * from "./time-zones.ts";
export * from "./pay-calendar.decider.ts";
export * from "./person-time-zone.decider.ts";
