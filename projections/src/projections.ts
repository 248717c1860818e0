import { auditProjection } from "./audit/audit.projection.ts";
import { directoryProjection } from "./directory/directory.projection.ts";
import type { Projection } from "./runner/projection.ts";
import { organisationProjection } from "./organisation/organisation.projection.ts";

/** Every read model this package maintains; the runner and the rebuild command take them from here. */
export const allProjections: readonly Projection[] = [auditProjection, directoryProjection, organisationProjection];
