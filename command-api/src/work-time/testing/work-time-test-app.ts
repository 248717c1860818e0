import type { Kysely } from "kysely";
import type { Database } from "@workledger/projections";
import type { LightMyRequestResponse } from "fastify";
import { defaultWorkerRights } from "@workledger/domain";
import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createIdentityModule, type IdentityModule } from "../../identity/identity-module.ts";
import { createTestClock, strongPassword, type TestClock } from "../../identity/testing/identity-test-app.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { readOutbox } from "../../mail/outbox-mailer.ts";
import { organisationSlices } from "../../organisation/organisation-module.ts";
import { payCalendarSlices } from "../../pay-calendar/pay-calendar-module.ts";
import { payrollSlices, type PayrollDeps } from "../../payroll/payroll.routes.ts";
import { workTimeSlices } from "../work-time-module.ts";
import { schedulesSlices } from "../../schedules/schedules-module.ts";
import { runCompanyCommand } from "../../identity/identity-commands.ts";
import { requestsSlices } from "../../requests/requests-module.ts";
import { notificationsSlices } from "../../notifications/notifications-module.ts";
import { reportsSlices } from "../../reports/reports-module.ts";
import { adminSlices } from "../../admin/admin-module.ts";

export interface Person {
  readonly id: string;
  readonly email: string;
  token: string;
  readonly companyId: string;
}

export interface WorkTimeTestApp extends TestApp {
  readonly identity: IdentityModule;
  readonly clock: TestClock;
  send(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A new company: its founder (manager persona, every manager and worker permission). */
  founder(companyName?: string): Promise<Person>;
  /** A person invited into the founder's company, signed in, with these permissions (role id 3 unless given). */
  /** Signs the person in again (after the clock jumped past the session idle timeout). */
  relogin(person: Person): Promise<Person>;
  /**
   * Moves the clock on in steps shorter than the session idle timeout, keeping these people signed
   * in (signed in again when a session reaches its absolute lifetime).
   */
  advance(ms: number, ...people: Person[]): Promise<void>;
  person(founder: Person, permissions?: readonly string[], options?: { readonly roleId?: number; readonly managerWorkspaces?: readonly string[]; readonly generalWorkspaces?: readonly string[]; readonly invitedInto?: string }): Promise<Person>;
  /** Turns company feature flags on or off as the platform admin would; sessions see them once this returns. */
  setFlags(companyId: string, flags: Readonly<Record<string, boolean>>): Promise<void>;
  /** A work type of the manager's company (bodies may name only their company's ids); its id. */
  workType(manager: Person, name: string): Promise<string>;
  /** A workspace of the manager's company (radius 100 m in central Helsinki), with its default work type when given; its id. */
  workspace(manager: Person, name: string, defaultWorkTypeId?: string): Promise<string>;
}

const unique = () => crypto.randomUUID().slice(0, 8);

/** The real app with identity (sessions, rights), organisation settings and the work-time slices; projections run in-process. */
export const createWorkTimeTestApp = async (
  kind: TestDatabaseKind,
  options: { readonly start?: Date; /** Live payroll ports a composition root would give (the payroll files). */ readonly payroll?: (parts: { readonly db: Kysely<Database> }) => Pick<PayrollDeps, "payrollFiles"> } = {},
): Promise<WorkTimeTestApp> => {
  const clock = createTestClock(options.start);
  let identity: IdentityModule | undefined;
  const t = await createTestApp(kind, {
    runProjections: true,
    env: { READ_YOUR_WRITES_TIMEOUT_MS: "15000" },
    authenticate: async (request) => identity!.authenticate(request),
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
        // Settings, preferences and work-round groups through their own API.
        for (const slice of organisationSlices({ ...parts, clock, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs })) await api.register(slice);
      },
      ...workTimeSlices({ eventStore: parts.eventStore, db: parts.db, readModels: parts.readModels, clock, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }),
      ...payCalendarSlices({ eventStore: parts.eventStore, db: parts.db, readModels: parts.readModels, clock, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }),
      ...schedulesSlices({ eventStore: parts.eventStore, db: parts.db, readModels: parts.readModels, clock, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }),
      ...requestsSlices({ eventStore: parts.eventStore, db: parts.db, readModels: parts.readModels, clock, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }),
      ...notificationsSlices({ eventStore: parts.eventStore, db: parts.db, readModels: parts.readModels, clock, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }),
      ...reportsSlices({ db: parts.db, readModels: parts.readModels, clock, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }),
      ...adminSlices({ eventStore: parts.eventStore, bus: parts.bus, db: parts.db, readModels: parts.readModels, clock, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs }),
      ...payrollSlices({ eventStore: parts.eventStore, db: parts.db, readModels: parts.readModels, bus: parts.bus, clock, readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs, ...options.payroll?.({ db: parts.db }) }),
    ],
  });
  const csrf = (await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
  const send: WorkTimeTestApp["send"] = (method, url, token, body, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { "x-xsrf-token": csrf, authorization: `Bearer ${token}`, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const anonymous = (url: string, body: unknown) => t.app.inject({ method: "POST", url, headers: { "x-xsrf-token": csrf }, payload: body as object });
  const login = async (email: string): Promise<string> => {
    const response = await anonymous("/api/login", { email, password: strongPassword });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json().access_token as string;
  };
  return {
    ...t,
    identity: identity!,
    clock,
    send,
    setFlags: async (companyId, flags) => {
      await enableFeatures({ identity: identity!, clock }, companyId, { ...flags });
      // Sessions read the company's flags from the directory read model.
      await t.readModels.waitForPosition("directory", await t.eventStore.headPosition(), { timeoutMs: 10_000 });
    },
    relogin: async (person) => {
      person.token = await login(person.email);
      return person;
    },
    advance: async (ms, ...people) => {
      const step = 4 * 3600_000;
      for (let left = ms; left > 0; left -= step) {
        clock.advance(Math.min(step, left));
        for (const p of people) {
          const kept = await send("GET", `/api/companies/${p.companyId}/works/timer`, p.token);
          // Activity cannot outlast the session's absolute lifetime: sign in again, as a person would.
          if (kept.statusCode === 401) p.token = await login(p.email);
        }
      }
    },
    founder: async (companyName = "Acme") => {
      const email = `founder-${unique()}@x.io`;
      const response = await anonymous("/api/signup", {
        first_name: "Sam",
        last_name: "Founder",
        email,
        password: strongPassword,
        password_confirmation: strongPassword,
        terms: true,
        company_name: companyName,
      });
      if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
      const body = response.json();
      // Verified, so the company keeps working after its trial (tests jump months ahead).
      const mail = (await readOutbox(t.db, { to: email })).find((m) => m.kind === "verify_email");
      const verified = await anonymous("/api/users/verification/verify", { token: new URL(mail!.link!).searchParams.get("token") });
      if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
      return { id: body.user.id, email, token: body.access_token, companyId: body.user.default_company.id };
    },
    person: async (founder, permissions = defaultWorkerRights.permissions, options = {}) => {
      const email = `p-${unique()}@x.io`;
      const invited = await send("POST", `/api/companies/${founder.companyId}/users/invite`, founder.token, { emails: [email], workspace: options.invitedInto ?? founder.companyId, language: "en" });
      if (invited.statusCode !== 200) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
      const id = invited.json().invited[0].id as string;
      const mail = (await readOutbox(t.db, { to: email })).find((m) => m.kind === "set_password");
      const token = new URL(mail!.link!).searchParams.get("token");
      const set = await anonymous("/api/password/set", { token, password: strongPassword, password_confirmation: strongPassword });
      if (set.statusCode >= 300) throw new Error(`set password failed: ${set.statusCode} ${set.body}`);
      const rights = await send("PUT", `/api/companies/${founder.companyId}/users/${id}/rights`, founder.token, {
        ...defaultWorkerRights,
        user_role_id: options.roleId ?? 3,
        manager_rights_workspace_ids: options.managerWorkspaces ?? [],
        general_rights_workspace_ids: options.generalWorkspaces ?? [],
        permissions,
      });
      if (rights.statusCode !== 200) throw new Error(`rights failed: ${rights.statusCode} ${rights.body}`);
      return { id, email, token: await login(email), companyId: founder.companyId };
    },
    workType: async (manager, name) => {
      const created = await send("POST", `/api/companies/${manager.companyId}/work-types`, manager.token, { name });
      if (created.statusCode >= 300) throw new Error(`work type failed: ${created.statusCode} ${created.body}`);
      return created.json().data.id as string;
    },
    workspace: async (manager, name, defaultWorkTypeId) => {
      const created = await send("POST", `/api/companies/${manager.companyId}/divisions`, manager.token, {
        name,
        location: { lat: 60.17, lng: 24.94 },
        radius_meters: 100,
        ...(defaultWorkTypeId === undefined ? {} : { default_work_type_id: defaultWorkTypeId }),
      });
      if (created.statusCode >= 300) throw new Error(`workspace failed: ${created.statusCode} ${created.body}`);
      return created.json().data.id as string;
    },
  };
};

/** Turns company feature flags on or off as the platform admin would (PUT /api/admin/companies/{id}/features). */
export const enableFeatures = (t: Pick<WorkTimeTestApp, "identity" | "clock">, companyId: string, flags: Record<string, boolean>) =>
  runCompanyCommand(
    t.identity.deps,
    { companyId, actorId: "platform-admin", persona: "admin", source: "web", commandId: crypto.randomUUID(), correlationId: crypto.randomUUID(), causationId: null, occurredAt: t.clock().toISOString() },
    companyId,
    { type: "SetCompanyFeatureFlags", flags },
  );

/** Lifts the company's daily mail cap as the platform admin would (PUT /api/admin/companies/{id}/mail-cap). */
export const liftMailCap = (t: Pick<WorkTimeTestApp, "identity" | "clock">, companyId: string, dailyCap: number) =>
  runCompanyCommand(
    t.identity.deps,
    { companyId, actorId: "platform-admin", persona: "admin", source: "web", commandId: crypto.randomUUID(), correlationId: crypto.randomUUID(), causationId: null, occurredAt: t.clock().toISOString() },
    companyId,
    { type: "LiftMailCap", dailyCap, by: "platform-admin" },
  );
