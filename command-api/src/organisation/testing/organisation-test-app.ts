import type { LightMyRequestResponse } from "fastify";
import { defaultWorkerRights } from "@workledger/domain";
import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createIdentityModule, type IdentityModule } from "../../identity/identity-module.ts";
import { createTestClock, strongPassword } from "../../identity/testing/identity-test-app.ts";
import { readOutbox } from "../../mail/outbox-mailer.ts";
import { demoCredentials, seedDemo } from "../../seed/demo-seed.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
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
}

const unique = () => crypto.randomUUID().slice(0, 8);

/** The real app on a fresh database: identity (sessions, CSRF) plus the organisation slices, projections running. */
export const createOrganisationTestApp = async (kind: TestDatabaseKind): Promise<OrganisationTestApp> => {
  const clock = createTestClock();
  let identity: IdentityModule | undefined;
  const t = await createTestApp(kind, {
    runProjections: true,
    env: { READ_YOUR_WRITES_TIMEOUT_MS: "10000" },
    authenticate: async (request) => {
      if (identity === undefined) throw new Error("identity module not ready");
      return identity.authenticate(request);
    },
    slices: (parts) => [
      async (api) => {
        identity = await createIdentityModule({
          ...parts,
          logger: api.log as never,
          clock,
          publicUrl: "http://app.test",
          readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs,
          mail: { smtpUrl: undefined, mailFrom: "Workledger <no-reply@workledger.test>" },
          devOutbox: false,
          publishForcedLogouts: false,
        });
        for (const slice of identity.slices) await api.register(slice);
        for (const slice of organisationSlices({ ...parts, clock, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs })) await api.register(slice);
      },
    ],
  });
  const csrf = ((await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json() as { csrf_token: string }).csrf_token;
  const call = (method: Method, url: string, token: string | undefined, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { "x-xsrf-token": csrf, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const login = async (email: string): Promise<string> => {
    const response = await call("POST", "/api/login", undefined, { email, password: strongPassword });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return (response.json() as { access_token: string }).access_token;
  };
  // The demo seed runs only on an empty ledger: seed first, so the admin (who sets feature flags) exists.
  await seedDemo(identity!.deps);
  await t.readModels.waitForPosition("directory", await t.eventStore.headPosition(), { timeoutMs: 10_000 });
  const adminToken = async (): Promise<string> => {
    const admin = demoCredentials[0]!;
    const response = await call("POST", "/api/login", undefined, { email: admin.email, password: admin.password });
    if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
    return (response.json() as { access_token: string }).access_token;
  };
  let admin: string | undefined;
  return {
    ...t,
    identity: identity!,
    call,
    login,
    read: (url, token, after) => {
      const position = after?.headers["x-ledger-position"];
      const separator = url.includes("?") ? "&" : "?";
      return call("GET", typeof position === "string" ? `${url}${separator}waitFor=${encodeURIComponent(position)}` : url, token);
    },
    founder: async (companyName) => {
      const email = `founder-${unique()}@x.io`;
      const response = await call("POST", "/api/signup", undefined, {
        first_name: "Sam",
        last_name: "Founder",
        email,
        password: strongPassword,
        password_confirmation: strongPassword,
        terms: true,
        company_name: companyName,
      });
      if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
      const body = response.json() as { access_token: string; user: { id: string; default_company: { id: string } } };
      return { id: body.user.id, email, companyId: body.user.default_company.id, token: body.access_token };
    },
    member: async (founder, permissions, roleId = 1) => {
      const email = `member-${unique()}@x.io`;
      const invited = await call("POST", `/api/companies/${founder.companyId}/users/invite`, founder.token, { emails: [email], workspace: "w", language: "en" });
      if (invited.statusCode >= 300) throw new Error(`invite failed: ${invited.body}`);
      const id = (invited.json() as { invited: { id: string }[] }).invited[0]!.id;
      const mail = (await readOutbox(t.db, { to: email })).find((m) => m.kind === "set_password");
      const token = mail?.link == null ? null : new URL(mail.link).searchParams.get("token");
      await call("POST", "/api/password/set", undefined, { token, password: strongPassword, password_confirmation: strongPassword });
      const rights = await call("PUT", `/api/companies/${founder.companyId}/users/${id}/rights`, founder.token, { ...defaultWorkerRights, user_role_id: roleId, permissions });
      if (rights.statusCode !== 200) throw new Error(`rights failed: ${rights.body}`);
      return { id, email, companyId: founder.companyId, token: await login(email) };
    },
    setFlags: async (companyId, flags) => {
      admin ??= await adminToken();
      const response = await call("PUT", `/api/admin/companies/${companyId}/features`, admin, flags);
      if (response.statusCode !== 200) throw new Error(`flags failed: ${response.body}`);
      // Sessions read the company's flags from the directory read model.
      await t.readModels.waitForPosition("directory", await t.eventStore.headPosition(), { timeoutMs: 10_000 });
    },
  };
};
