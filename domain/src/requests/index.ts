export * from "./request-lifecycle.machine.ts";
export * from "./requests.errors.ts";
export * from "./requests.overlaps.ts";
export * from "./requests.decider.ts";
export * from "./absence-length.ts";
