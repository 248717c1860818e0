import type { CompanySettings } from "./settings.queries.ts";

/** The company settings of spec section 3, in words. */
export const companySettingLabels: readonly [keyof CompanySettings, string][] = [
  ["auto_end_workday", "End the workday automatically"],
  ["show_time_decimal", "Show time as decimals"],
  ["apply_all_workspace", "Apply to all workspaces"],
  ["auto_add_pause_time", "Add pause time automatically"],
];

