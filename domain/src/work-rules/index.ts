export * from "./zoned-time.ts";
export * from "./rounding.rules.ts";
export * from "./allowed-pause.rules.ts";
export * from "./daily-allowance.rules.ts";
export * from "./compensation.rules.ts";
