import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);

describe("people on PostgreSQL", () => {
  let t: IdentityTestApp;
  let manager: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let companyId: string;

  const invite = (emails: unknown, token = manager.token, extra: Record<string, unknown> = {}) =>
    t.post(`/api/companies/${companyId}/users/invite`, { emails, workspace: companyId, language: "en", ...extra }, token);

  /** Invites one person, sets their password through the mailed link, and answers their id and token. */
  const activeWorker = async (prefix = "w") => {
    const email = `${prefix}-${unique()}@x.io`;
    const invited = await invite([email]);
    const id = invited.json().invited[0].id as string;
    const link = await t.linkToken(email, "set_password");
    expect((await t.post("/api/password/set", { token: link, password: strongPassword, password_confirmation: strongPassword })).statusCode).toBe(200);
    return { id, email, token: await t.tokenFor(email, strongPassword) };
  };

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
    manager = await t.founder(`boss-${unique()}@x.io`, "People Co");
    companyId = (manager.user.default_company as { id: string }).id;
  });
  afterAll(async () => t?.close());

  describe("invite by email", () => {
    it("names every invalid address: 'Invalid email address [list]'", async () => {
      const response = await invite("good@x.io, bad-one, also@bad");
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid email address/);
      expect(response.json().message).toContain("bad-one");
      expect(response.json().message).toContain("also@bad");
    });
    it("requires workspace and language", async () => {
      const response = await t.post(`/api/companies/${companyId}/users/invite`, { emails: ["x@y.io"], workspace: "", language: "" }, manager.token);
      expect(response.json().errors).toEqual({ workspace: ["This field is required"], language: ["This field is required"] });
    });
    it("accepts comma-separated addresses and reports registered ones as conflicting", async () => {
      const a = `a-${unique()}@x.io`;
      const b = `b-${unique()}@x.io`;
      const first = await invite(`${a}, ${b}`);
      expect(first.statusCode).toBe(200);
      expect(first.json().invited.map((i: { email: string }) => i.email)).toEqual([a, b]);
      const second = await invite([a, `c-${unique()}@x.io`]);
      expect(second.json().conflicting).toEqual([a]);
      const all = await invite([a, b]);
      expect(all.statusCode).toBe(409);
      expect(all.json().message).toContain(a);
    });
    it("mails a set-password link valid 1 day; the invited person cannot log in before", async () => {
      const email = `late-${unique()}@x.io`;
      await invite([email]);
      const before = await t.login(email, strongPassword);
      expect(before.statusCode).toBe(403);
      expect(before.json().message).toBe("Please verify your email");
      const link = await t.linkToken(email, "set_password");
      t.clock.advance(24 * 3600_000 + 1000);
      const late = await t.post("/api/password/set", { token: link, password: strongPassword, password_confirmation: strongPassword });
      t.clock.advance(-(24 * 3600_000 + 1000)); // the manager's session must not idle out
      expect(late.json().message).toBe("Token already expired, invalid or already used");
    });
    it("after setting the password the person is active, verified and a worker", async () => {
      const worker = await activeWorker();
      const me = (await t.get("/api/current-user", worker.token)).json();
      expect(me).toMatchObject({ id: worker.id, status: "active", is_manager: false, persona: { current: "worker", index: 2 }, roles: [{ id: 3, name: "worker" }] });
      expect(me.email_verified_at).not.toBeNull();
      // The inviting company is the default one: nothing to register, nothing to pick.
      expect(me.default_company).toMatchObject({ id: companyId, name: "People Co" });
    });
  });

  describe("list, add, edit", () => {
    it("filters by status all/active/inactive", async () => {
      const worker = await activeWorker("list");
      const waiting = `waiting-${unique()}@x.io`;
      await invite([waiting]);
      const ids = async (status: string) =>
        (await t.get(`/api/companies/${companyId}/workers?status=${status}&per_page=250`, manager.token)).json().data.map((u: { id: string; email: string }) => u.email);
      expect(await ids("active")).toContain(worker.email);
      expect(await ids("active")).not.toContain(waiting);
      expect(await ids("inactive")).toContain(waiting);
      expect(await ids("all")).toEqual(expect.arrayContaining([worker.email, waiting]));
    });
    it("pages, searches and sorts on the server with the total count; refuses other page sizes, other companies and workers", async () => {
      const boss = await t.founder(`pager-boss-${unique()}@x.io`, "Paging Co");
      const pagingCompany = (boss.user.default_company as { id: string }).id;
      const tag = unique();
      for (let i = 0; i < 12; i += 1) {
        const added = await t.post(`/api/companies/${pagingCompany}/users`, { email: `pg${String(i).padStart(2, "0")}-${tag}@x.io`, first_name: `P${String(i).padStart(2, "0")}`, last_name: "Pager" }, boss.token);
        expect(added.statusCode).toBe(201);
      }
      const list = async (query: string, token = boss.token) => t.get(`/api/companies/${pagingCompany}/workers?${query}`, token);
      const first = (await list("page=1&per_page=10")).json();
      const second = (await list("page=2&per_page=10")).json();
      expect(first.meta).toMatchObject({ total: 13, page: 1, per_page: 10 });
      expect(first.data).toHaveLength(10);
      expect(second.data).toHaveLength(3);
      const seen = [...first.data, ...second.data].map((u: { id: string }) => u.id);
      expect(new Set(seen).size).toBe(13);
      const searched = (await list(`search=${encodeURIComponent(`pg03-${tag}`)}&per_page=10`)).json();
      expect(searched.meta.total).toBe(1);
      expect(searched.data[0].first_name).toBe("P03");
      const byEmailDesc = (await list("sort=email&direction=desc&per_page=10")).json();
      expect(byEmailDesc.data[0].email).toBe(`pg11-${tag}@x.io`);
      const managersFirst = (await list("sort=label&per_page=10")).json();
      expect(managersFirst.data[0].email).toBe(boss.user.email);
      const inactive = (await list("status=inactive&per_page=50")).json();
      expect(inactive.meta.total).toBe(12);
      const badSize = await list("per_page=7");
      expect(badSize.statusCode).toBe(400);
      expect(badSize.json().errors).toHaveProperty("per_page");
      expect((await list("sort=salary")).statusCode).toBe(400);
      // Another company's manager and a worker of this one are refused.
      expect((await list("page=1", manager.token)).statusCode).toBe(403);
      const worker = await activeWorker("pager-worker");
      expect((await t.get(`/api/companies/${companyId}/workers?page=1`, worker.token)).statusCode).toBe(403);
    });
    it("adds a person manually with an activation link valid one week, unique email and RFID", async () => {
      const email = `manual-${unique()}@x.io`;
      const rfid = `RF-${unique()}`;
      const added = await t.post(`/api/companies/${companyId}/users`, { email, first_name: "Mo", last_name: "Hand", rfid, worker_number: "7" }, manager.token);
      expect(added.statusCode).toBe(201);
      expect(added.json().data).toMatchObject({ email, rfid, worker_number: "7", status: "waiting_activation" });
      const activationLink = await t.linkToken(email, "activation");
      const sameEmail = await t.post(`/api/companies/${companyId}/users`, { email, first_name: "A", last_name: "B" }, manager.token);
      expect(sameEmail.json().message).toBe("This email / RFID is already in use");
      const sameRfid = await t.post(`/api/companies/${companyId}/users`, { email: `other-${unique()}@x.io`, first_name: "A", last_name: "B", rfid }, manager.token);
      expect(sameRfid.statusCode).toBe(409);
      expect(sameRfid.json().message).toBe("This email / RFID is already in use");
      const missing = await t.post(`/api/companies/${companyId}/users`, { email: `m-${unique()}@x.io`, first_name: "", last_name: "B" }, manager.token);
      expect(missing.json().errors).toEqual({ first_name: ["This field is required"] });
      t.clock.advance(6 * 24 * 3600_000);
      const set = await t.post("/api/password/set", { token: activationLink, password: strongPassword, password_confirmation: strongPassword });
      t.clock.advance(-6 * 24 * 3600_000);
      expect(set.statusCode).toBe(200);
      const me = (await t.get("/api/current-user", await t.tokenFor(email, strongPassword))).json();
      expect(me.default_company).toMatchObject({ id: companyId });
    });
    it("changes a person's email through the link mailed to the new address: unique, verified by following it", async () => {
      const worker = await activeWorker("mail");
      const taken = await t.put(`/api/companies/${companyId}/users/${worker.id}`, { email: manager.user.email as string }, manager.token);
      expect(taken.json().message).toBe("This email / RFID is already in use");
      const fresh = `moved-${unique()}@x.io`;
      const moved = await t.put(`/api/companies/${companyId}/users/${worker.id}`, { email: fresh }, manager.token);
      expect(moved.json().data).toMatchObject({ email: worker.email, pending_email: fresh });
      expect((await t.outbox(fresh))[0]?.kind).toBe("confirm_email");
      expect((await t.post("/api/users/verification/verify", { token: await t.linkToken(fresh, "confirm_email") })).statusCode).toBe(200);
      const me = (await t.get("/api/current-user", await t.tokenFor(fresh, strongPassword))).json();
      expect(me).toMatchObject({ email: fresh, pending_email: null });
      expect(me.email_verified_at).not.toBeNull();
    });

    it("edits a person, refusing an RFID someone else carries", async () => {
      const a = await activeWorker("edit-a");
      const b = await activeWorker("edit-b");
      expect((await t.put(`/api/companies/${companyId}/users/${a.id}`, { rfid: "CARD-1", last_name: "Changed" }, manager.token)).json().data).toMatchObject({ rfid: "CARD-1", last_name: "Changed" });
      const clash = await t.put(`/api/companies/${companyId}/users/${b.id}`, { rfid: "CARD-1" }, manager.token);
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe("This email / RFID is already in use");
    });
  });

  describe("status", () => {
    it("deactivates (ending sessions, login 'Your account has been deactivated') and activates again", async () => {
      const worker = await activeWorker("status");
      expect((await t.post(`/api/companies/${companyId}/users/${worker.id}/deactivate`, {}, manager.token)).json().data.status).toBe("inactive");
      expect((await t.get("/api/current-user", worker.token)).statusCode).toBe(401);
      const refused = await t.login(worker.email, strongPassword);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Your account has been deactivated");
      await t.post(`/api/companies/${companyId}/users/${worker.id}/activate`, {}, manager.token);
      expect((await t.login(worker.email, strongPassword)).statusCode).toBe(200);
    });
    it("bulk deactivates and activates", async () => {
      const [a, b] = [await activeWorker("bulk"), await activeWorker("bulk")];
      expect((await t.post(`/api/companies/${companyId}/users/deactivate/bulk`, { user_ids: [a.id, b.id] }, manager.token)).statusCode).toBe(200);
      const inactive = (await t.get(`/api/companies/${companyId}/workers?status=inactive&per_page=250`, manager.token)).json().data.map((u: { id: string }) => u.id);
      expect(inactive).toEqual(expect.arrayContaining([a.id, b.id]));
      await t.post(`/api/companies/${companyId}/users/activate/bulk`, { user_ids: [a.id, b.id] }, manager.token);
      expect((await t.login(a.email, strongPassword)).statusCode).toBe(200);
    });
    it("deleted people cannot log in: 'Your account has been deleted'", async () => {
      const worker = await activeWorker("deleted");
      expect((await t.post(`/api/companies/${companyId}/users/${worker.id}/delete`, {}, manager.token)).statusCode).toBe(200);
      const refused = await t.login(worker.email, strongPassword);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Your account has been deleted");
    });
    it("acting on a person deleted meanwhile answers 404 'User has been deleted'", async () => {
      const worker = await activeWorker("gone");
      expect((await t.post(`/api/companies/${companyId}/users/${worker.id}/delete`, {}, manager.token)).statusCode).toBe(200);
      const read = await t.get(`/api/companies/${companyId}/users/${worker.id}`, manager.token);
      const edit = await t.put(`/api/companies/${companyId}/users/${worker.id}`, { last_name: "Stale" }, manager.token);
      const rights = await t.put(`/api/companies/${companyId}/users/${worker.id}/rights`, defaultWorkerRights, manager.token);
      for (const answer of [read, edit, rights]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ message: "User has been deleted", code: "user_deleted" });
      }
      // An id nobody of this company ever had stays 'User not found'.
      expect((await t.get(`/api/companies/${companyId}/users/${crypto.randomUUID()}`, manager.token)).json().message).toBe("User not found");
    });
    it("resends the activation link only while waiting activation", async () => {
      const email = `resend-${unique()}@x.io`;
      const id = (await invite([email])).json().invited[0].id;
      const resent = await t.post(`/api/companies/${companyId}/users/${id}/activation/resend`, {}, manager.token);
      expect(resent.statusCode).toBe(200);
      expect((await t.outbox(email))[0]?.kind).toBe("activation");
      const worker = await activeWorker("active");
      expect((await t.post(`/api/companies/${companyId}/users/${worker.id}/activation/resend`, {}, manager.token)).statusCode).toBe(409);
    });
  });

  describe("rights", () => {
    it("changes rights, ending the person's sessions; role ids follow clarification 10", async () => {
      const worker = await activeWorker("rights");
      const rights = { ...defaultWorkerRights, user_role_id: 1, permissions: [...defaultWorkerRights.permissions, "can_add_users"] };
      const changed = await t.put(`/api/companies/${companyId}/users/${worker.id}/rights`, rights, manager.token);
      expect(changed.statusCode).toBe(200);
      expect((await t.get("/api/current-user", worker.token)).statusCode).toBe(401);
      const again = await t.tokenFor(worker.email, strongPassword);
      expect((await t.get("/api/current-user", again)).json()).toMatchObject({ is_manager: true, persona: { current: "manager" } });
      const adminRole = await t.put(`/api/companies/${companyId}/users/${worker.id}/rights`, { ...rights, user_role_id: 2 }, manager.token);
      expect(adminRole.statusCode).toBe(400);
      expect(adminRole.json().code).toBe("role_not_assignable");
      const adminPermission = await t.put(`/api/companies/${companyId}/users/${worker.id}/rights`, { ...rights, permissions: ["can_manage_admin_pages"] }, manager.token);
      expect(adminPermission.statusCode).toBe(403);
      const catalogue = (await t.get("/api/roles/permissions", manager.token)).json().data;
      expect(catalogue.assignable_role_ids).toEqual([3, 1]);
      expect(catalogue.children).toMatchObject({ visible_on_login_box: "can_register_work_hours_from_login_box", can_use_timers: "can_register_work_hours_through_mobile" });
    });
  });

  describe("workspace scoping", () => {
    it("shows a manager with manager workspaces only the people reachable through them", async () => {
      const scopedManager = await activeWorker("scoped");
      const rights = (general: string[], manager: string[] = [], permissions: readonly string[] = defaultWorkerRights.permissions, role = 3) => ({
        user_role_id: role,
        general_rights_workspace_ids: general,
        manager_rights_workspace_ids: manager,
        permissions,
      });
      const inW1 = await activeWorker("in-w1");
      const inW2 = await activeWorker("in-w2");
      const unplaced = await activeWorker("unplaced");
      await t.put(`/api/companies/${companyId}/users/${inW1.id}/rights`, rights(["w1"]), manager.token);
      await t.put(`/api/companies/${companyId}/users/${inW2.id}/rights`, rights(["w2"]), manager.token);
      await t.put(`/api/companies/${companyId}/users/${scopedManager.id}/rights`, rights([], ["w2"], [...defaultWorkerRights.permissions, "can_edit_users"], 1), manager.token);
      const token = await t.tokenFor(scopedManager.email, strongPassword);
      const listed = (await t.get(`/api/companies/${companyId}/workers?per_page=250`, token)).json().data.map((u: { id: string }) => u.id);
      expect(listed).toEqual(expect.arrayContaining([inW2.id, scopedManager.id]));
      expect(listed).not.toContain(inW1.id);
      // Scoping fails closed: someone in no workspace is listed to unscoped managers only.
      expect(listed).not.toContain(unplaced.id);
      // Outside the manager's workspaces: section 8's words, on reads and changes alike.
      for (const outside of [await t.get(`/api/companies/${companyId}/users/${inW1.id}`, token), await t.put(`/api/companies/${companyId}/users/${inW1.id}`, { last_name: "X" }, token)]) {
        expect(outside.statusCode).toBe(403);
        expect(outside.json().message).toBe("User information cannot be viewed");
      }
      expect((await t.put(`/api/companies/${companyId}/users/${inW2.id}`, { last_name: "Y" }, token)).statusCode).toBe(200);
      // The founder has every workspace and sees everyone.
      const all = (await t.get(`/api/companies/${companyId}/workers?per_page=250`, manager.token)).json().data.map((u: { id: string }) => u.id);
      expect(all).toEqual(expect.arrayContaining([inW1.id, inW2.id, unplaced.id]));
    });
  });

  describe("own profile and preferences", () => {
    it("lets a worker edit their own profile, preferences and notification settings, never someone else's", async () => {
      const worker = await activeWorker("self");
      const other = await activeWorker("other");
      const edited = await t.put(`/api/users/${worker.id}/profile`, { first_name: "Sel", phone_numbers: ["+3581"] }, worker.token);
      expect(edited.json().data).toMatchObject({ first_name: "Sel", phone_numbers: ["+3581"] });
      expect((await t.put(`/api/users/${other.id}/profile`, { first_name: "X" }, worker.token)).statusCode).toBe(403);
      const peek = await t.get(`/api/companies/${companyId}/users/${other.id}`, worker.token);
      expect(peek.statusCode).toBe(403);
      expect(peek.json().message).toBe("User information cannot be viewed");
      expect((await t.get(`/api/companies/${companyId}/users/${worker.id}`, worker.token)).statusCode).toBe(200);
      expect((await t.put(`/api/users/${worker.id}/preferences`, { show_time_decimal: true }, worker.token)).statusCode).toBe(200);
      const settings = await t.post(`/api/users/${worker.id}/notifications/settings`, { options: JSON.stringify({ bonus_request: false }) }, worker.token);
      expect(settings.json()).toEqual({ message: "Settings updated successfully" });
      const me = (await t.get("/api/current-user", worker.token)).json();
      expect(me.user_settings).toEqual({ show_time_decimal: true });
      expect(JSON.parse(me.notification_settings)).toEqual({ bonus_request: false });
      expect((await t.post(`/api/users/${worker.id}/notifications/settings`, { options: "[1]" }, worker.token)).statusCode).toBe(400);
      // Only the known types: 'BonusRequest' beside 'bonus_request' is a 400 by field that writes nothing.
      const unknown = await t.post(`/api/users/${worker.id}/notifications/settings`, { options: JSON.stringify({ bonus_request: true, BonusRequest: false }) }, worker.token);
      expect(unknown.statusCode, unknown.body).toBe(400);
      expect(unknown.json().errors).toEqual({ "options.BonusRequest": ["Unknown notification type"] });
      expect(JSON.parse((await t.get("/api/current-user", worker.token)).json().notification_settings)).toEqual({ bonus_request: false });
    });
    it("changes the own password with the current one", async () => {
      const worker = await activeWorker("pw");
      const wrong = await t.post(`/api/users/${worker.id}/password`, { current_password: "Nope12345", password: "Another123", password_confirmation: "Another123" }, worker.token);
      expect(wrong.statusCode).toBe(400);
      expect((await t.post(`/api/users/${worker.id}/password`, { current_password: strongPassword, password: "Another123", password_confirmation: "Another123" }, worker.token)).statusCode).toBe(200);
      expect((await t.get("/api/current-user", worker.token)).statusCode).toBe(200);
      expect((await t.login(worker.email, "Another123")).statusCode).toBe(200);
    });
  });

  describe("company profile and switch", () => {
    it("lets the main user with manager rights update the company; others may only read", async () => {
      const updated = await t.post(`/api/companies/${companyId}/update`, { name: "People Co 2", tax_number: "FI123", activity: "Cleaning" }, manager.token);
      expect(updated.json().data).toMatchObject({ name: "People Co 2", tax_number: "FI123", activity: "Cleaning" });
      const worker = await activeWorker("co");
      expect((await t.get(`/api/companies/${companyId}/show`, worker.token)).json().data.name).toBe("People Co 2");
      expect((await t.post(`/api/companies/${companyId}/update`, { name: "Hijack" }, worker.token)).statusCode).toBe(403);
    });
    it("saving the company profile drawer unchanged records nothing: empty fields are no change from none", async () => {
      const stream = `company-${companyId}`;
      const before = (await t.eventStore.readStream(stream)).length;
      const shown = (await t.get(`/api/companies/${companyId}/show`, manager.token)).json().data;
      const form = { name: shown.name, tax_number: shown.tax_number ?? "", address: shown.address ?? "", telephone_number: shown.telephone_number ?? "", activity: shown.activity ?? "" };
      expect((await t.post(`/api/companies/${companyId}/update`, form, manager.token)).statusCode).toBe(200);
      expect((await t.eventStore.readStream(stream)).length).toBe(before);
    });
        it("switches company only for oneself; 0 only for admins", async () => {
      const worker = await activeWorker("switch");
      expect((await t.post(`/api/users/${manager.user.id}/company/update`, { company_id: companyId }, worker.token)).statusCode).toBe(403);
      expect((await t.post(`/api/users/${worker.id}/company/update`, { company_id: 0 }, worker.token)).statusCode).toBe(403);
      const same = await t.post(`/api/users/${worker.id}/company/update`, { company_id: companyId }, worker.token);
      expect(same.json().default_company.id).toBe(companyId);
      expect((await t.get("/api/users/companies", worker.token)).json().data.map((c: { id: string }) => c.id)).toEqual([companyId]);
    });
  });
});
