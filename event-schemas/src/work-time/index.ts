export * from "./work-time.commands.ts";
export * from "./work-time.events.ts";
export * from "./work-time.values.ts";
