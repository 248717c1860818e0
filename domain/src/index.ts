export * from "./errors.ts";
export * from "./identity/index.ts";
