export * from "./access.ts";
export * from "./company.decider.ts";
export * from "./email-list.ts";
export * from "./identity-messages.ts";
export * from "./password-policy.ts";
export * from "./permissions.ts";
export * from "./persona.ts";
export * from "./user.decider.ts";
