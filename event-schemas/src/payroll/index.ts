export * from "./payroll-settings.schema.ts";
export * from "./payroll-export.schema.ts";

import { PayrollExportRecorded } from "./payroll-export.schema.ts";
import { MeritPalkSettingsChanged, NetvisorCompanySettingsChanged, NetvisorPartnerSettingsChanged } from "./payroll-settings.schema.ts";

/** Every payroll event type with its current schema version. */
export const payrollEventVersions: Readonly<Record<string, number>> = Object.fromEntries(
  [NetvisorPartnerSettingsChanged, NetvisorCompanySettingsChanged, MeritPalkSettingsChanged, PayrollExportRecorded].map((e) => [e.type, e.version]),
);
export const payrollEventTypes: readonly string[] = Object.keys(payrollEventVersions);
