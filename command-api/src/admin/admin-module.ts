import type { RouteSlice } from "../build-app.ts";
import type { AdminDeps } from "./admin-deps.ts";
import { adminAuditsSlice } from "./admin-audits.routes.ts";
import { adminDashboardSlice } from "./admin-dashboard.routes.ts";
import { adminPagesSlice } from "./admin-pages.routes.ts";
import { ledgerVerifySlice } from "./ledger-verify.routes.ts";
import { personErasureSlice } from "./person-erasure.routes.ts";

/** Every route of the admin pages (audit log, ledger verification, erasure), for buildApp's slices. */
export const adminSlices = (deps: AdminDeps): readonly RouteSlice[] => [ledgerVerifySlice(deps), adminAuditsSlice(deps), adminDashboardSlice(deps), adminPagesSlice(deps), personErasureSlice(deps)];
