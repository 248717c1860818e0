export * from "./test-database.ts";
export * from "../contract/event-store-contract.ts";
export * from "./new-event.ts";
