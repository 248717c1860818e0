import type { RouteSlice } from "../build-app.ts";
import { devicesSlice } from "./devices.routes.ts";
import { holidaysSlice } from "./holidays.routes.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";
import { paidAbsenceTypesSlice } from "./paid-absence-types.routes.ts";
import { ruleGroupsSlice } from "./rule-groups.routes.ts";
import { settingsSlice } from "./settings.routes.ts";
import { setupChecklistSlice } from "./setup-checklist.routes.ts";
import { workTypesSlice } from "./work-types.routes.ts";
import { workspacesSlice } from "./workspaces.routes.ts";

/** Every route of the organisation setup, built from explicit deps. */
export const organisationSlices = (deps: OrganisationDeps): readonly RouteSlice[] => [
  workspacesSlice(deps),
  workTypesSlice(deps),
  paidAbsenceTypesSlice(deps),
  ruleGroupsSlice(deps),
  settingsSlice(deps),
  devicesSlice(deps),
  holidaysSlice(deps),
  setupChecklistSlice(deps),
];
