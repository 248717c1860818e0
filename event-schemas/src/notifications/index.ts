export * from "./notification-types.ts";
export * from "./notification-type.schema.ts";
export * from "./notification-texts.ts";
export * from "./notification-feed.events.ts";
export * from "./broadcast.events.ts";
export * from "./bill-warning.events.ts";
