export * from "./organisation-values.ts";
export * from "./workspace.schema.ts";
export * from "./work-type.schema.ts";
export * from "./paid-absence-type.schema.ts";
export * from "./rule-group-rules.schema.ts";
export * from "./rule-group.schema.ts";
export * from "./company-settings.schema.ts";
export * from "./preferences.schema.ts";
export * from "./device.schema.ts";
export * from "./holiday.schema.ts";
export * from "./salary-settings.schema.ts";

import { companySettingsEvents } from "./company-settings.schema.ts";
import { deviceEvents } from "./device.schema.ts";
import { paidAbsenceTypeEvents } from "./paid-absence-type.schema.ts";
import { preferencesEvents } from "./preferences.schema.ts";
import { ruleGroupKinds } from "./rule-group.schema.ts";
import { workTypeEvents } from "./work-type.schema.ts";
import { workspaceEvents } from "./workspace.schema.ts";

/** Every organisation event type with its current schema version (for stamping and upcasting). */
export const organisationEventVersions: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ...workspaceEvents,
    ...workTypeEvents,
    ...paidAbsenceTypeEvents,
    ...Object.values(ruleGroupKinds).flatMap((kind) => Object.values(kind.events)),
    ...companySettingsEvents,
    ...preferencesEvents,
    ...deviceEvents,
  ].map((e) => [e.type, e.version]),
);
