import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createOrganisationTestApp, type OrganisationTestApp } from "../../organisation/testing/organisation-test-app.ts";
import { payrollSlices } from "../payroll.routes.ts";

export type { Person } from "../../organisation/testing/organisation-test-app.ts";
export type PayrollTestApp = OrganisationTestApp;

/** The organisation test app (identity, organisation, projections running) with the payroll slices, on a fresh database. */
export const createPayrollTestApp = (kind: TestDatabaseKind): Promise<PayrollTestApp> =>
  createOrganisationTestApp(kind, { slices: (parts) => payrollSlices({ ...parts, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }) });
