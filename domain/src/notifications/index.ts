export * from "./notification-feed.decider.ts";
export * from "./broadcast.decider.ts";
export * from "./bill-warning.decider.ts";
