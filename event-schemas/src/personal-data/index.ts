export * from "./personal-fields.ts";
