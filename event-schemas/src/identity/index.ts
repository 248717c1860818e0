export * from "./permission-keys.ts";
export * from "./identity-values.ts";
export * from "./company.events.ts";
export * from "./user.events.ts";
export * from "./realtime-messages.ts";
export * from "./identity-api.ts";
export * from "./sign-in.events.ts";
