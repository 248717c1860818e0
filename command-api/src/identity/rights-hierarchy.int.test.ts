import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import type { Rights } from "@workledger/event-schemas";
import { demoCredentials, seedDemo } from "../seed/demo-seed.ts";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);
const rights = (permissions: readonly string[], extra: Partial<Rights> = {}): Rights => ({
  user_role_id: 3,
  general_rights_workspace_ids: [],
  manager_rights_workspace_ids: [],
  permissions: [...defaultWorkerRights.permissions, ...permissions],
  ...extra,
});

/**
 * The rights hierarchy on every people command: a manager cannot edit, deactivate, delete, or
 * change the email, password or rights of a platform admin, the main user, or anyone holding a
 * right the manager lacks, and grants only rights they hold.
 */
describe("rights hierarchy on the people routes (PostgreSQL)", () => {
  let t: IdentityTestApp;
  let companyId: string;
  let mainToken: string;
  let mainId: string;
  let adminId: string;
  let deputy: { id: string; token: string };
  let stronger: { id: string };
  let worker: { id: string };

  /** Invites someone with these rights (as the main user) and signs them in. */
  const person = async (prefix: string, granted: Rights) => {
    const email = `${prefix}-${unique()}@x.io`;
    const invited = await t.post(`/api/companies/${companyId}/users/invite`, { emails: [email], workspace: companyId, language: "en", rights: granted }, mainToken);
    expect(invited.statusCode, invited.body).toBe(200);
    const id = invited.json().invited[0].id as string;
    const link = await t.linkToken(email, "set_password");
    expect((await t.post("/api/password/set", { token: link, password: strongPassword, password_confirmation: strongPassword })).statusCode).toBe(200);
    return { id, email, token: await t.tokenFor(email, strongPassword) };
  };

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
    await seedDemo(t.identity.deps);
    const manager = demoCredentials.find((c) => c.role === "manager")!;
    mainToken = await t.tokenFor(manager.email, manager.password);
    const me = (await t.get("/api/current-user", mainToken)).json();
    companyId = me.default_company.id as string;
    mainId = me.id as string;
    const everyone = (await t.get(`/api/companies/${companyId}/workers?per_page=250`, mainToken)).json().data as { id: string; email: string }[];
    adminId = everyone.find((u) => u.email === demoCredentials.find((c) => c.role === "admin")!.email)!.id;
    deputy = await person("deputy", rights(["has_manager_rights", "can_add_users", "can_edit_users", "can_manage_user_rights"], { user_role_id: 1 }));
    stronger = await person("stronger", rights(["has_manager_rights", "can_confirm_work_hours"], { user_role_id: 1 }));
    worker = await person("worker", rights([]));
  });
  afterAll(async () => t?.close());

  const users = (id: string) => `/api/companies/${companyId}/users/${id}`;

  it("refuses the main user every change to the platform admin whose home company it is", async () => {
    const before = (await t.get(users(adminId), mainToken)).json().data;
    const attempts = [
      await t.put(users(adminId), { email: `attacker-${unique()}@x.io` }, mainToken),
      await t.put(users(adminId), { last_name: "Renamed" }, mainToken),
      await t.post(`${users(adminId)}/deactivate`, {}, mainToken),
      await t.post(`/api/companies/${companyId}/users/deactivate/bulk`, { user_ids: [adminId] }, mainToken),
      await t.post(`${users(adminId)}/delete`, {}, mainToken),
      await t.put(`${users(adminId)}/rights`, rights([]), mainToken),
    ];
    for (const answer of attempts) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().code).toBe("forbidden_platform_admin");
    }
    const after = (await t.get(users(adminId), mainToken)).json().data;
    expect(after).toMatchObject({ email: before.email, last_name: before.last_name, status: "active", pending_email: null });
    expect(await t.outbox(before.email)).toEqual([]);
  });

  it("refuses a manager every change to the main user and to someone holding a right the manager lacks", async () => {
    for (const [target, code] of [
      [mainId, "forbidden_main_user"],
      [stronger.id, "forbidden_stronger_rights"],
    ] as const) {
      for (const answer of [
        await t.put(users(target), { email: `attacker-${unique()}@x.io` }, deputy.token),
        await t.put(users(target), { first_name: "Hijacked" }, deputy.token),
        await t.post(`${users(target)}/deactivate`, {}, deputy.token),
        await t.put(`${users(target)}/rights`, rights([]), deputy.token),
      ]) {
        expect(answer.statusCode, answer.body).toBe(403);
        expect(answer.json().code).toBe(code);
      }
    }
    // Reading stays allowed: the hierarchy is about changes.
    expect((await t.get(users(stronger.id), deputy.token)).statusCode).toBe(200);
  });

  it("lets a manager grant only rights they hold, and manage people below them", async () => {
    const escalate = await t.put(`${users(worker.id)}/rights`, rights(["can_confirm_work_hours"]), deputy.token);
    expect(escalate.statusCode, escalate.body).toBe(403);
    expect(escalate.json().code).toBe("forbidden_grant_permission");
    const self = await t.put(`${users(deputy.id)}/rights`, rights(["has_manager_rights", "can_edit_users", "can_manage_user_rights", "can_confirm_work_hours"], { user_role_id: 1 }), deputy.token);
    expect(self.statusCode).toBe(403);
    const invite = await t.post(`/api/companies/${companyId}/users/invite`, { emails: [`x-${unique()}@x.io`], workspace: companyId, language: "en", rights: rights(["can_edit_preferences"]) }, deputy.token);
    expect(invite.statusCode).toBe(403);
    expect((await t.put(`${users(worker.id)}/rights`, rights(["can_edit_users"]), deputy.token)).statusCode).toBe(200);
    expect((await t.put(users(worker.id), { last_name: "Below" }, deputy.token)).statusCode).toBe(200);
  });
});
