import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createOrganisationTestApp, type OrganisationTestApp } from "../../organisation/testing/organisation-test-app.ts";
import { payrollSlices, type PayrollDeps } from "../payroll.routes.ts";

export type { Person } from "../../organisation/testing/organisation-test-app.ts";
export type PayrollTestApp = OrganisationTestApp;

/**
 * The organisation test app (identity, organisation, projections running) with the payroll slices, on a fresh database;
 * `connectors` gives the live ports (Netvisor dimensions) and the keys' secret a composition root would.
 */
export const createPayrollTestApp = (kind: TestDatabaseKind, connectors?: (parts: Pick<PayrollDeps, "db">) => Pick<PayrollDeps, "netvisorDimensions" | "secrets">): Promise<PayrollTestApp> =>
  createOrganisationTestApp(kind, { slices: (parts) => payrollSlices({ ...parts, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs, ...connectors?.(parts) }) });
