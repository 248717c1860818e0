export * from "./port.ts";
export * from "./polling-subscription.ts";
export * from "./postgres/database.ts";
export * from "./postgres/postgres-event-store.ts";
