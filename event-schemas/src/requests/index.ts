export * from "./requests.schema.ts";
