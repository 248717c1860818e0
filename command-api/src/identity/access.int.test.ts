import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { managerPermissionKeys, type ManagerPermission } from "@workledger/event-schemas";
import { demoCredentials, seedDemo } from "../seed/demo-seed.ts";
import { openRealtimeChannel as openChannel } from "../testing/realtime-channel.ts";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);

interface Person {
  readonly id: string;
  readonly email: string;
  token: string;
}


describe("access, tenancy and forced logout on PostgreSQL", () => {
  let t: IdentityTestApp;
  let url: string;
  let founderA: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let companyA: string;
  let founderB: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let companyB: string;
  let adminToken: string;

  const inviteAndActivate = async (founder: { token: string }, companyId: string, prefix: string): Promise<Person> => {
    const email = `${prefix}-${unique()}@x.io`;
    const invited = await t.post(`/api/companies/${companyId}/users/invite`, { emails: [email], workspace: companyId, language: "en" }, founder.token);
    const id = invited.json().invited[0].id as string;
    const link = await t.linkToken(email, "set_password");
    await t.post("/api/password/set", { token: link, password: strongPassword, password_confirmation: strongPassword });
    return { id, email, token: await t.tokenFor(email, strongPassword) };
  };

  const withRights = async (person: Person, companyId: string, permissions: readonly string[], roleId = 1): Promise<Person> => {
    const response = await t.put(`/api/companies/${companyId}/users/${person.id}/rights`, { ...defaultWorkerRights, user_role_id: roleId, permissions }, founderA.token);
    expect(response.statusCode).toBe(200);
    person.token = await t.tokenFor(person.email, strongPassword);
    return person;
  };

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
    await seedDemo(t.identity.deps);
    adminToken = await t.tokenFor(demoCredentials[0]!.email, demoCredentials[0]!.password);
    founderA = await t.founder(`a-${unique()}@x.io`, "Company A");
    companyA = (founderA.user.default_company as { id: string }).id;
    founderB = await t.founder(`b-${unique()}@x.io`, "Company B");
    companyB = (founderB.user.default_company as { id: string }).id;
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => t?.close());

  describe("demo seed", () => {
    it("signs in every demo account with its persona", async () => {
      for (const credential of demoCredentials) {
        const response = await t.login(credential.email, credential.password);
        expect(response.statusCode, credential.email).toBe(200);
        expect(response.json().user.persona.current).toBe(credential.role);
      }
      expect(await seedDemo(t.identity.deps)).toEqual([]);
    });
    it("lists the platform admin among the demo company's people labelled Admin, first when sorted by role", async () => {
      const manager = demoCredentials.find((c) => c.role === "manager")!;
      const token = await t.tokenFor(manager.email, manager.password);
      const companyId = (await t.get("/api/current-user", token)).json().default_company.id as string;
      const people = (await t.get(`/api/companies/${companyId}/workers?sort=label&per_page=10`, token)).json().data as { email: string; label: string }[];
      expect(people.map((p) => [p.email, p.label]).slice(0, 2)).toEqual([
        [demoCredentials[0]!.email, "Admin"],
        [manager.email, "Manager"],
      ]);
      expect(people.slice(2).every((p) => p.label === "Worker")).toBe(true);
    });
  });

  describe("throttling", () => {
    it("after 5 failures refuses even the right password with the spec's message, until 15 minutes pass", async () => {
      const email = `throttle-${unique()}@x.io`;
      await t.signup(email);
      for (let i = 0; i < 5; i += 1) expect((await t.login(email, "Wrong12345")).statusCode).toBe(401);
      const refused = await t.login(email, strongPassword);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: "You have attempted to login multiple times already. Try resetting your password.", code: "login_throttled" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(800);
      t.clock.advance(15 * 60_000 + 1000);
      const later = await t.login(email, strongPassword);
      t.clock.advance(-(15 * 60_000 + 1000));
      expect(later.statusCode).toBe(200);
    });
  });

  describe("tenant isolation", () => {
    it("gives a company B manager 403 or 404 for every company A id on every endpoint", async () => {
      const a = await inviteAndActivate(founderA, companyA, "victim");
      const asB = founderB.token;
      const body = { ...defaultWorkerRights };
      const calls: [string, string, unknown?][] = [
        ["GET", `/api/companies/${companyA}/workers`],
        ["GET", `/api/companies/${companyA}/workers/all`],
        ["GET", `/api/companies/${companyA}/users/${a.id}`],
        ["POST", `/api/companies/${companyA}/users/invite`, { emails: ["x@y.io"], workspace: companyA, language: "en" }],
        ["POST", `/api/companies/${companyA}/users`, { email: "n@y.io", first_name: "N", last_name: "Y" }],
        ["PUT", `/api/companies/${companyA}/users/${a.id}`, { first_name: "Hacked" }],
        ["POST", `/api/companies/${companyA}/users/${a.id}/activate`, {}],
        ["POST", `/api/companies/${companyA}/users/${a.id}/deactivate`, {}],
        ["POST", `/api/companies/${companyA}/users/${a.id}/delete`, {}],
        ["POST", `/api/companies/${companyA}/users/${a.id}/activation/resend`, {}],
        ["POST", `/api/companies/${companyA}/users/activate/bulk`, { user_ids: [a.id] }],
        ["POST", `/api/companies/${companyA}/users/deactivate/bulk`, { user_ids: [a.id] }],
        ["GET", `/api/companies/${companyA}/users/${a.id}/rights`],
        ["PUT", `/api/companies/${companyA}/users/${a.id}/rights`, body],
        ["GET", `/api/companies/${companyA}/show`],
        ["POST", `/api/companies/${companyA}/update`, { name: "Hacked" }],
        // Company A's people through company B's own paths: not found.
        ["GET", `/api/companies/${companyB}/users/${a.id}`],
        ["PUT", `/api/companies/${companyB}/users/${a.id}`, { first_name: "Hacked" }],
        ["POST", `/api/companies/${companyB}/users/${a.id}/deactivate`, {}],
        ["POST", `/api/companies/${companyB}/users/${a.id}/delete`, {}],
        ["POST", `/api/companies/${companyB}/users/${a.id}/activation/resend`, {}],
        ["POST", `/api/companies/${companyB}/users/deactivate/bulk`, { user_ids: [a.id] }],
        ["GET", `/api/companies/${companyB}/users/${a.id}/rights`],
        ["PUT", `/api/companies/${companyB}/users/${a.id}/rights`, body],
        ["GET", `/api/companies/${companyB}/users/${a.id}/files`],
        ["GET", `/api/companies/${companyA}/users/${a.id}/files`],
        ["DELETE", `/api/companies/${companyA}/users/${a.id}/files/${a.id}`],
        // Company A's people's own resources.
        ["GET", `/api/users/${a.id}/profile`],
        ["PUT", `/api/users/${a.id}/profile`, { first_name: "Hacked" }],
        ["PUT", `/api/users/${a.id}/preferences`, { show_time_decimal: true }],
        ["POST", `/api/users/${a.id}/notifications/settings`, { options: "{}" }],
        ["POST", `/api/users/${a.id}/password`, { current_password: "x", password: "Another123", password_confirmation: "Another123" }],
        ["POST", `/api/users/${a.id}/company/update`, { company_id: companyA }],
        ["POST", `/api/users/${founderB.user.id}/company/update`, { company_id: companyA }],
        ["POST", `/api/v2/users/${a.id}/register/complete`, { workspace_name: "X", first_name: "A", last_name: "B" }],
        // Admin pages.
        ["GET", "/api/admin/companies"],
        ["POST", `/api/admin/companies/${companyA}/status`, { disabled: true }],
        ["PUT", `/api/admin/companies/${companyA}/features`, { schedule_active: true }],
        ["PUT", `/api/admin/companies/${companyA}/subscription`, { trial_ends_at: null, is_login_disabled: true }],
      ];
      for (const [method, path, payload] of calls) {
        const response = await t.app.inject({ method: method as "GET", url: path, headers: t.headers(asB), ...(payload === undefined ? {} : { payload: payload as object }) });
        expect([403, 404], `${method} ${path} -> ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      }
      // Nothing changed for the victim.
      const victim = (await t.get(`/api/companies/${companyA}/users/${a.id}`, founderA.token)).json().data;
      expect(victim).toMatchObject({ status: "active", first_name: "" });
      expect((await t.get("/api/current-user", a.token)).statusCode).toBe(200);
    });
  });

  describe("permission denial", () => {
    // Each people endpoint and the one permission (of any-of) that opens it for the manager persona.
    const people = (companyId: string, target: string): [string, string, unknown, ManagerPermission[]][] => [
      ["GET", `/api/companies/${companyId}/workers`, undefined, ["can_add_users", "can_edit_users"]],
      ["POST", `/api/companies/${companyId}/users/invite`, { emails: [`i-${unique()}@x.io`], workspace: companyId, language: "en" }, ["can_add_users"]],
      ["POST", `/api/companies/${companyId}/users`, { email: `m-${unique()}@x.io`, first_name: "M", last_name: "N" }, ["can_add_users"]],
      ["PUT", `/api/companies/${companyId}/users/${target}`, { last_name: "Renamed" }, ["can_edit_users"]],
      ["POST", `/api/companies/${companyId}/users/${target}/activate`, {}, ["can_edit_users"]],
      ["PUT", `/api/companies/${companyId}/users/${target}/rights`, { ...defaultWorkerRights }, ["can_manage_user_rights"]],
    ];

    it("refuses each people endpoint to a manager lacking its permission, and allows it with that permission", async () => {
      const target = await inviteAndActivate(founderA, companyA, "target");
      const everyOther = (without: readonly string[]) => managerPermissionKeys.filter((k) => !without.includes(k));
      for (const [method, path, payload, needed] of people(companyA, target.id)) {
        const lacking = await withRights(await inviteAndActivate(founderA, companyA, "lacking"), companyA, everyOther(needed));
        const denied = await t.app.inject({ method: method as "GET", url: path, headers: t.headers(lacking.token), ...(payload === undefined ? {} : { payload: payload as object }) });
        expect(denied.statusCode, `${method} ${path} without ${needed.join("/")}`).toBe(403);
        expect(denied.json().code).toBe("forbidden_permission");
        for (const permission of needed) {
          // The holder also holds the target's worker rights: the rights hierarchy refuses anyone holding a right the editor lacks.
          const holder = await withRights(await inviteAndActivate(founderA, companyA, "holder"), companyA, [...defaultWorkerRights.permissions, permission]);
          const freshPayload = path.endsWith("/invite") ? { emails: [`i-${unique()}@x.io`], workspace: companyA, language: "en" } : path.endsWith("/users") ? { email: `m-${unique()}@x.io`, first_name: "M", last_name: "N" } : payload;
          const allowed = await t.app.inject({ method: method as "GET", url: path, headers: t.headers(holder.token), ...(freshPayload === undefined ? {} : { payload: freshPayload as object }) });
          expect([200, 201], `${method} ${path} with ${permission}: ${allowed.body}`).toContain(allowed.statusCode);
        }
      }
    });

    it("keeps manager endpoints from the worker persona, even for a manager", async () => {
      const asWorker = { "x-persona": "worker" };
      expect((await t.get(`/api/companies/${companyA}/workers`, founderA.token, asWorker)).json().code).toBe("forbidden_persona");
      expect((await t.post(`/api/companies/${companyA}/update`, { name: "X" }, founderA.token, asWorker)).statusCode).toBe(403);
    });

    it("lets only the main company user with manager rights edit the company profile", async () => {
      const other = await withRights(await inviteAndActivate(founderA, companyA, "notmain"), companyA, [...managerPermissionKeys]);
      const response = await t.post(`/api/companies/${companyA}/update`, { name: "Not mine" }, other.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("forbidden_main_user");
    });

    it("keeps the admin pages to the admin persona", async () => {
      expect((await t.get("/api/admin/companies", founderA.token)).statusCode).toBe(403);
      expect((await t.get("/api/admin/companies", adminToken)).statusCode).toBe(200);
      expect((await t.get("/api/admin/companies", adminToken, { "x-persona": "worker" })).statusCode).toBe(403);
    });
  });

  describe("forced logout over users_{id}", () => {
    it("refuses a socket without a live session, and another user's channel", async () => {
      const anonymous = await openChannel(url, "not-a-token");
      expect(await anonymous.closed).toBe(4401);
      const a = await inviteAndActivate(founderA, companyA, "chan");
      const foreign = await openChannel(url, a.token, `users_${founderA.user.id}`);
      expect(await foreign.closed).toBe(4403);
    });

    it("tells the person 'user-role-changed' with the spec's title and message when their rights change", async () => {
      const worker = await inviteAndActivate(founderA, companyA, "forced");
      const channel = await openChannel(url, worker.token, `users_${worker.id}`);
      await channel.waitFor((m) => m.type === "subscribed");
      await t.put(`/api/companies/${companyA}/users/${worker.id}/rights`, { ...defaultWorkerRights, permissions: ["can_see_schedules"] }, founderA.token);
      expect(await channel.waitFor((m) => m.type === "user-role-changed")).toEqual({
        channel: `users_${worker.id}`,
        type: "user-role-changed",
        title: "Oops!",
        message: "You are forced to logout due to your account has been updated",
      });
      expect((await t.get("/api/current-user", worker.token)).statusCode).toBe(401);
      channel.socket.close();
    });

    it("tells everyone of a disabled company 'company-disabled'; login then says the company is disabled", async () => {
      const founderC = await t.founder(`c-${unique()}@x.io`, "Company C");
      const companyC = (founderC.user.default_company as { id: string }).id;
      const worker = await inviteAndActivate(founderC, companyC, "disabled");
      const channel = await openChannel(url, worker.token);
      await channel.waitFor((m) => m.type === "subscribed");
      const disabled = await t.post(`/api/admin/companies/${companyC}/status`, { disabled: true, reason: "unpaid" }, adminToken);
      expect(disabled.statusCode).toBe(200);
      expect(await channel.waitFor((m) => m.type === "company-disabled")).toMatchObject({
        title: "Oops!",
        message: "You are forced to logout due to your account has been disabled",
      });
      expect((await t.get("/api/current-user", worker.token)).statusCode).toBe(401);
      const login = await t.login(worker.email, strongPassword);
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe("Your company account has been disabled");
      await t.post(`/api/admin/companies/${companyC}/status`, { disabled: false }, adminToken);
      expect((await t.login(worker.email, strongPassword)).statusCode).toBe(200);
      await t.put(`/api/admin/companies/${companyC}/subscription`, { trial_ends_at: null, is_login_disabled: true }, adminToken);
      expect((await t.login(worker.email, strongPassword)).json().message).toBe("Your company account has been disabled");
      channel.socket.close();
    });
  });

  describe("admin company form", () => {
    it("reports every problem by field and ignores unknown fields", async () => {
      const bad = await t.post("/api/admin/companies", { name: "", email: "nope", trial_ends_at: "soon", unknown_field: 1 }, adminToken);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ name: ["This field is required"], email: ["Invalid email address"], trial_ends_at: ["Must be a date"] });
      expect((await t.post("/api/admin/companies", { name: "X" }, adminToken)).json().errors).toEqual({ email: ["This field is required"] });
      expect((await t.post("/api/admin/companies", { name: "X" }, founderA.token)).statusCode).toBe(403);
    });
    it("creates a company whose main user is invited as its manager", async () => {
      const email = `client-${unique()}@x.io`;
      const created = await t.post("/api/admin/companies", { name: "Client Co", email, has_user: true, tax_number: "T1", trial_ends_at: null, comment: "ignored" }, adminToken);
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ name: "Client Co", tax_number: "T1" });
      await t.post("/api/password/set", { token: await t.linkToken(email, "set_password"), password: strongPassword, password_confirmation: strongPassword });
      const me = (await t.get("/api/current-user", await t.tokenFor(email, strongPassword))).json();
      expect(me).toMatchObject({ is_manager: true, is_main_user: true, default_company: { name: "Client Co" } });
      // Without a user the client has no main user: the admin who created it is not one.
      const noUser = await t.post("/api/admin/companies", { name: "No user", has_user: false }, adminToken);
      expect(noUser.statusCode).toBe(201);
      expect(noUser.json().data).toMatchObject({ name: "No user", main_user_id: null });
      const adminId = (await t.get("/api/current-user", adminToken)).json().id as string;
      const noUserId = noUser.json().data.id as string;
      const intoNoUser = await t.post(`/api/users/${adminId}/company/update`, { company_id: noUserId }, adminToken);
      expect(intoNoUser.statusCode).toBe(200);
      expect(intoNoUser.json()).toMatchObject({ is_main_user: false, default_company: { id: noUserId, main_user_id: null } });
      expect((await t.get(`/api/companies/${noUserId}/show`, adminToken)).json().data.main_user_id).toBeNull();
      expect((await t.post(`/api/users/${adminId}/company/update`, { company_id: 0 }, adminToken)).statusCode).toBe(200);
      const clientId = created.json().data.id as string;
      const other = await inviteAndActivate({ token: await t.tokenFor(email, strongPassword) }, clientId, "next-main");
      const moved = await t.put(`/api/admin/companies/${clientId}/main-user`, { user_id: other.id }, adminToken);
      expect(moved.json().data.main_user_id).toBe(other.id);
      expect((await t.put(`/api/admin/companies/${clientId}/main-user`, { user_id: founderA.user.id }, adminToken)).statusCode).toBe(404);
    });
  });

  describe("admin company switch", () => {
    it("lets an admin switch to company 0 (admin persona) and into a client company", async () => {
      const adminId = (await t.get("/api/current-user", adminToken)).json().id;
      const none = await t.post(`/api/users/${adminId}/company/update`, { company_id: 0 }, adminToken);
      expect(none.json()).toMatchObject({ default_company: null, persona: { current: "admin" } });
      const client = await t.post(`/api/users/${adminId}/company/update`, { company_id: companyB }, adminToken);
      expect(client.json().default_company.id).toBe(companyB);
      expect((await t.get("/api/users/companies", adminToken)).json().data.length).toBeGreaterThanOrEqual(3);
      // A signup without a company name: its company is not offered until the registration is completed.
      const founder = await t.signup(`unfinished-${unique()}@x.io`, "");
      const unfinishedId = founder.user.company_id as string;
      expect(founder.user.default_company).toBeNull();
      const switchable = (await t.get("/api/users/companies", adminToken)).json().data as { id: string }[];
      expect(switchable.map((c) => c.id)).not.toContain(unfinishedId);
      expect(switchable.map((c) => c.id)).toContain(companyB);
    });
  });
});
