export * from "./port.ts";
export * from "./polling-subscription.ts";
export * from "./postgres/database.ts";
export * from "./postgres/ledger-chain.ts";
export * from "./postgres/postgres-event-store.ts";
export * from "./resuming-subscription.ts";
export * from "./transient-errors.ts";
