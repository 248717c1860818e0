export * from "./payroll-settings.schema.ts";
export * from "./payroll-export.schema.ts";
export * from "./payroll-export-job.schema.ts";

import { PayrollExportRecorded } from "./payroll-export.schema.ts";
import { PayrollExportJobCancelled, PayrollExportJobFailed, PayrollExportJobFinished, PayrollExportJobRequested, PayrollExportJobStarted, PayrollExportOutcomesRecorded, PayrollExportLinesRecorded } from "./payroll-export-job.schema.ts";
import { MeritPalkSettingsChanged, NetvisorCompanySettingsChanged, NetvisorPartnerSettingsChanged, PayrollPayCodesChanged } from "./payroll-settings.schema.ts";

/** Every payroll event type with its current schema version. */
export const payrollEventVersions: Readonly<Record<string, number>> = Object.fromEntries(
  [NetvisorPartnerSettingsChanged, NetvisorCompanySettingsChanged, MeritPalkSettingsChanged, PayrollPayCodesChanged, PayrollExportRecorded, PayrollExportJobRequested, PayrollExportJobStarted, PayrollExportOutcomesRecorded, PayrollExportLinesRecorded, PayrollExportJobFinished, PayrollExportJobFailed, PayrollExportJobCancelled].map((e) => [e.type, e.version]),
);
export const payrollEventTypes: readonly string[] = Object.keys(payrollEventVersions);
export * from "./payroll-files.api.ts";
