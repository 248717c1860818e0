import type { LightMyRequestResponse } from "fastify";
import { defaultWorkerRights } from "@workledger/domain";
import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import type { IdentityModule } from "../../identity/identity-module.ts";
import { createIdentityTestApp, strongPassword } from "../../identity/testing/identity-test-app.ts";
import { demoCredentials, seedDemo } from "../../seed/demo-seed.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { organisationSlices } from "../organisation-module.ts";

export interface Person {
  readonly id: string;
  readonly email: string;
  readonly companyId: string;
  token: string;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface OrganisationTestApp extends TestApp {
  readonly identity: IdentityModule;
  call(method: Method, url: string, token: string | undefined, body?: unknown): Promise<LightMyRequestResponse>;
  /** A command, then a read that waits for the read models to reach it. */
  read(url: string, token: string, after?: LightMyRequestResponse): Promise<LightMyRequestResponse>;
  /** A new company and its founder (every manager permission). */
  founder(companyName: string): Promise<Person>;
  /** A person invited into the founder's company with these rights, password set, logged in. */
  member(founder: Person, permissions: readonly string[], roleId?: number): Promise<Person>;
  /** Logs in again (a rights change ends the person's sessions). */
  login(email: string): Promise<string>;
  /** Turns on company feature flags (as the admin would). */
  setFlags(companyId: string, flags: Record<string, boolean>): Promise<void>;
  /** The demo platform admin's token (admin persona, can_manage_admin_pages). */
  adminToken(): Promise<string>;
}

type SliceParts = Parameters<NonNullable<NonNullable<Parameters<typeof createIdentityTestApp>[1]>["slices"]>>[0];

const unique = () => crypto.randomUUID().slice(0, 8);

/**
 * The identity test app (sessions, CSRF, projections running) plus the organisation slices, and a
 * capability's own slices when given (payroll), on a fresh database.
 */
export const createOrganisationTestApp = async (
  kind: TestDatabaseKind,
  options: { readonly slices?: (parts: SliceParts) => ReturnType<typeof organisationSlices> } = {},
): Promise<OrganisationTestApp> => {
  const t = await createIdentityTestApp(kind, {
    devOutbox: false,
    publishForcedLogouts: false,
    slices: (parts) => [...organisationSlices({ ...parts, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }), ...(options.slices?.(parts) ?? [])],
  });
  const call = (method: Method, url: string, token: string | undefined, body?: unknown) =>
    t.app.inject({ method, url, headers: t.headers(token), ...(body === undefined ? {} : { payload: body as object }) });
  const login = (email: string): Promise<string> => t.tokenFor(email, strongPassword);
  // The demo seed runs only on an empty ledger: seed first, so the admin (who sets feature flags) exists.
  await seedDemo(t.identity.deps);
  await t.readModels.waitForPosition("directory", await t.eventStore.headPosition(), { timeoutMs: 10_000 });
  let admin: string | undefined;
  const adminToken = async (): Promise<string> => (admin ??= await t.tokenFor(demoCredentials[0]!.email, demoCredentials[0]!.password));
  return {
    ...t,
    call,
    login,
    adminToken,
    read: (url, token, after) => {
      const position = after?.headers["x-ledger-position"];
      const separator = url.includes("?") ? "&" : "?";
      return call("GET", typeof position === "string" ? `${url}${separator}waitFor=${encodeURIComponent(position)}` : url, token);
    },
    founder: async (companyName) => {
      const email = `founder-${unique()}@x.io`;
      const { token, user } = await t.founder(email, companyName);
      return { id: user.id, email, companyId: (user.default_company as { id: string }).id, token };
    },
    member: async (founder, permissions, roleId = 1) => {
      const email = `member-${unique()}@x.io`;
      const invited = await call("POST", `/api/companies/${founder.companyId}/users/invite`, founder.token, { emails: [email], workspace: founder.companyId, language: "en" });
      if (invited.statusCode >= 300) throw new Error(`invite failed: ${invited.body}`);
      const id = (invited.json() as { invited: { id: string }[] }).invited[0]!.id;
      const token = await t.linkToken(email, "set_password");
      await call("POST", "/api/password/set", undefined, { token, password: strongPassword, password_confirmation: strongPassword });
      const rights = await call("PUT", `/api/companies/${founder.companyId}/users/${id}/rights`, founder.token, { ...defaultWorkerRights, user_role_id: roleId, permissions });
      if (rights.statusCode !== 200) throw new Error(`rights failed: ${rights.body}`);
      return { id, email, companyId: founder.companyId, token: await login(email) };
    },
    setFlags: async (companyId, flags) => {
      const response = await call("PUT", `/api/admin/companies/${companyId}/features`, await adminToken(), flags);
      if (response.statusCode !== 200) throw new Error(`flags failed: ${response.body}`);
      // Sessions read the company's flags from the directory read model.
      await t.readModels.waitForPosition("directory", await t.eventStore.headPosition(), { timeoutMs: 10_000 });
    },
  };
};
