export * from "./envelope.ts";
export * from "./field-errors.ts";
export * from "./upcasting.ts";
export * from "./identity/index.ts";
