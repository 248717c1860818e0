export * from "./workspace.decider.ts";
export * from "./work-type-catalogue.decider.ts";
export * from "./paid-absence-type-catalogue.decider.ts";
export * from "./rule-group-catalogue.decider.ts";
export * from "./company-settings.decider.ts";
export * from "./preferences.decider.ts";
export * from "./device-catalogue.decider.ts";
export * from "./national-holidays.ts";
