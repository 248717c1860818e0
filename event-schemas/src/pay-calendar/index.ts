export * from "./pay-calendar.schema.ts";
