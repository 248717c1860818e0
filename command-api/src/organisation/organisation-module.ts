import type { RouteSlice } from "../build-app.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";
import { workspacesSlice } from "./workspaces.routes.ts";

/** Every route of issue 5 (organisation setup), built from explicit deps. */
export const organisationSlices = (deps: OrganisationDeps): readonly RouteSlice[] => [workspacesSlice(deps)];
