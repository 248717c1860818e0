import type { LightMyRequestResponse } from "fastify";
import { defaultWorkerRights } from "@workledger/domain";
import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createIdentityTestApp, strongPassword } from "../../identity/testing/identity-test-app.ts";
import { organisationSlices } from "../../organisation/organisation-module.ts";
import { demoCredentials, seedDemo } from "../../seed/demo-seed.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { payrollSlices } from "../payroll.routes.ts";

export interface Person {
  readonly id: string;
  readonly email: string;
  readonly companyId: string;
  readonly token: string;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface PayrollTestApp extends TestApp {
  call(method: Method, url: string, token: string | undefined, body?: unknown): Promise<LightMyRequestResponse>;
  /** A read that waits for the read models to reach the command's position. */
  read(url: string, token: string, after?: LightMyRequestResponse): Promise<LightMyRequestResponse>;
  founder(companyName: string): Promise<Person>;
  member(founder: Person, permissions: readonly string[], roleId?: number): Promise<Person>;
  setFlags(companyId: string, flags: Record<string, boolean>): Promise<void>;
  /** The demo platform admin (admin persona, can_manage_admin_pages). */
  adminToken(): Promise<string>;
}

const unique = () => crypto.randomUUID().slice(0, 8);

/** Identity, organisation and payroll slices on a fresh database, projections running. */
export const createPayrollTestApp = async (kind: TestDatabaseKind): Promise<PayrollTestApp> => {
  const t = await createIdentityTestApp(kind, {
    devOutbox: false,
    publishForcedLogouts: false,
    slices: (parts) => [
      ...organisationSlices({ ...parts, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }),
      ...payrollSlices({ ...parts, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }),
    ],
  });
  const call = (method: Method, url: string, token: string | undefined, body?: unknown) =>
    t.app.inject({ method, url, headers: t.headers(token), ...(body === undefined ? {} : { payload: body as object }) });
  await seedDemo(t.identity.deps);
  await t.readModels.waitForPosition("directory", await t.eventStore.headPosition(), { timeoutMs: 10_000 });
  let admin: string | undefined;
  const adminToken = async () => (admin ??= await t.tokenFor(demoCredentials[0]!.email, demoCredentials[0]!.password));
  return {
    ...t,
    call,
    adminToken,
    read: (url, token, after) => {
      const position = after?.headers["x-ledger-position"];
      const separator = url.includes("?") ? "&" : "?";
      return call("GET", typeof position === "string" ? `${url}${separator}waitFor=${encodeURIComponent(position)}` : url, token);
    },
    founder: async (companyName) => {
      const email = `founder-${unique()}@x.io`;
      const { token, user } = await t.signup(email, companyName);
      return { id: user.id, email, companyId: (user.default_company as { id: string }).id, token };
    },
    member: async (founder, permissions, roleId = 1) => {
      const email = `member-${unique()}@x.io`;
      const invited = await call("POST", `/api/companies/${founder.companyId}/users/invite`, founder.token, { emails: [email], workspace: "w", language: "en" });
      if (invited.statusCode >= 300) throw new Error(`invite failed: ${invited.body}`);
      const id = (invited.json() as { invited: { id: string }[] }).invited[0]!.id;
      const token = await t.linkToken(email, "set_password");
      await call("POST", "/api/password/set", undefined, { token, password: strongPassword, password_confirmation: strongPassword });
      const rights = await call("PUT", `/api/companies/${founder.companyId}/users/${id}/rights`, founder.token, { ...defaultWorkerRights, user_role_id: roleId, permissions });
      if (rights.statusCode !== 200) throw new Error(`rights failed: ${rights.body}`);
      return { id, email, companyId: founder.companyId, token: await t.tokenFor(email, strongPassword) };
    },
    setFlags: async (companyId, flags) => {
      const response = await call("PUT", `/api/admin/companies/${companyId}/features`, await adminToken(), flags);
      if (response.statusCode !== 200) throw new Error(`flags failed: ${response.body}`);
      await t.readModels.waitForPosition("directory", await t.eventStore.headPosition(), { timeoutMs: 10_000 });
    },
  };
};
