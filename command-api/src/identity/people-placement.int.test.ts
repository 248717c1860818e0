import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);

/**
 * Nobody joins a company that has workspaces in none of them (scoping fails closed, so such a person
 * would be out of every scoped manager's sight): an invitation and a manual add place the person in
 * the workspace the form names, else the inviter's own, else (an unscoped inviter such as the
 * founder) the company's first workspace. A named workspace goes through the body-id check: another
 * company's is unknown, one outside a scoped manager's workspaces is refused, and nothing is written.
 * People already in no workspace are listed for the main user to place.
 */
describe("placing invited and added people in a workspace (PostgreSQL)", () => {
  let t: WorkTimeTestApp;
  let founder: Person;
  let scoped: Person;
  let other: Person;
  let south: string;
  let north: string;
  let othersWorkspace: string;
  const c = (who: Person = founder) => `/api/companies/${who.companyId}`;
  const settled = async () => {
    const head = await t.eventStore.headPosition();
    for (const { name } of await t.readModels.statuses()) await t.readModels.waitForPosition(name, head, { timeoutMs: 15_000 });
  };
  const workspacesOf = async (id: string): Promise<string[]> => {
    await settled();
    const answer = await t.send("GET", `${c()}/users/${id}/rights`, founder.token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.general_rights_workspace_ids as string[];
  };
  const invite = (who: Person, body: Record<string, unknown>) => t.send("POST", `${c(who)}/users/invite`, who.token, { emails: [`i-${unique()}@x.io`], language: "en", ...body });
  const add = (who: Person, body: Record<string, unknown> = {}) => t.send("POST", `${c(who)}/users`, who.token, { email: `a-${unique()}@x.io`, first_name: "Added", last_name: "Person", ...body });
  const eventCount = async () => Number((await t.testDatabase.database.pool.query<{ n: string }>("select count(*) as n from wl_events")).rows[0]!.n);

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    founder = await t.founder("Placing Oy");
    // South is the company's first workspace (created first), though North comes first by name.
    south = await t.workspace(founder, "South");
    t.clock.advance(1_000);
    north = await t.workspace(founder, "North");
    const managerRights = [...defaultWorkerRights.permissions, "has_manager_rights", "can_add_users", "can_edit_users", "can_manage_user_rights"];
    scoped = await t.person(founder, managerRights, { roleId: 1, managerWorkspaces: [north], generalWorkspaces: [north] });
    other = await t.founder("Other Oy");
    othersWorkspace = await t.workspace(other, "Elsewhere");
    await settled();
  }, 240_000);
  afterAll(async () => t?.close());

  it("places a person the founder invites or adds with no workspace named in the company's first workspace", async () => {
    // The invite form of a company names the company itself when it has no workspace to offer.
    const invited = await invite(founder, { workspace: founder.companyId });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await workspacesOf(invited.json().invited[0].id)).toEqual([south]);
    const added = await add(founder);
    expect(added.statusCode, added.body).toBe(201);
    expect(await workspacesOf(added.json().data.id)).toEqual([south]);
  });

  it("places the person in the workspace the form names, or in the rights' own workspaces", async () => {
    const invited = await invite(founder, { workspace: north });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await workspacesOf(invited.json().invited[0].id)).toEqual([north]);
    const added = await add(founder, { workspace: north });
    expect(added.statusCode, added.body).toBe(201);
    expect(await workspacesOf(added.json().data.id)).toEqual([north]);
    const byRights = await add(founder, { workspace: south, rights: { ...defaultWorkerRights, general_rights_workspace_ids: [north] } });
    expect(byRights.statusCode, byRights.body).toBe(201);
    expect(await workspacesOf(byRights.json().data.id)).toEqual([north]);
  });

  it("places a scoped manager's person in the manager's workspace, where the manager then reaches them", async () => {
    const invited = await invite(scoped, { workspace: scoped.companyId });
    expect(invited.statusCode, invited.body).toBe(200);
    const id = invited.json().invited[0].id as string;
    expect(await workspacesOf(id)).toEqual([north]);
    const added = await add(scoped);
    expect(added.statusCode, added.body).toBe(201);
    expect(await workspacesOf(added.json().data.id)).toEqual([north]);
    expect((await t.send("GET", `${c()}/users/${id}`, scoped.token)).statusCode).toBe(200);
  });

  it("refuses a workspace outside the inviter's scope or of another company, and writes nothing", async () => {
    const before = await eventCount();
    for (const [answer, status, code] of [
      [await invite(scoped, { workspace: south }), 403, "forbidden_workspace"],
      [await add(scoped, { workspace: south }), 403, "forbidden_workspace"],
      [await add(scoped, { rights: { ...defaultWorkerRights, general_rights_workspace_ids: [south] } }), 403, undefined],
      [await invite(founder, { workspace: othersWorkspace }), 400, "workspace_not_found"],
      [await add(founder, { workspace: othersWorkspace }), 400, "workspace_not_found"],
      [await add(founder, { rights: { ...defaultWorkerRights, general_rights_workspace_ids: [othersWorkspace] } }), 400, "workspace_not_found"],
    ] as const) {
      expect(answer.statusCode, answer.body).toBe(status);
      if (code !== undefined) expect(answer.json().code).toBe(code);
    }
    expect(await eventCount()).toBe(before);
  });

  it("lists people in no workspace to the main user only, until they are placed through their rights", async () => {
    const unplaced = await t.person(founder, defaultWorkerRights.permissions, { generalWorkspaces: [] });
    const placed = await t.person(founder, defaultWorkerRights.permissions, { generalWorkspaces: [south] });
    await settled();
    const listed = await t.send("GET", `${c()}/workers/unplaced`, founder.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = (listed.json().data as { id: string; email: string }[]).map((p) => p.id);
    expect(ids).toContain(unplaced.id);
    expect(ids).not.toContain(placed.id);
    // The main user themself (the founder, in no workspace as a worker) is not theirs to place.
    expect(ids).not.toContain(founder.id);
    expect(listed.json().meta).toEqual({ total: ids.length, limit: 50 });
    expect(listed.json().data.find((p: { id: string }) => p.id === unplaced.id)).toMatchObject({ email: unplaced.email, status: "active" });
    // A scoped manager neither reaches these people nor sees the list.
    const refused = await t.send("GET", `${c()}/workers/unplaced`, scoped.token);
    expect(refused.statusCode).toBe(403);
    // Placed through their rights, the person leaves the list.
    const rights = await t.send("PUT", `${c()}/users/${unplaced.id}/rights`, founder.token, { ...defaultWorkerRights, general_rights_workspace_ids: [south] });
    expect(rights.statusCode, rights.body).toBe(200);
    await settled();
    const after = (await t.send("GET", `${c()}/workers/unplaced`, founder.token)).json().data.map((p: { id: string }) => p.id);
    expect(after).not.toContain(unplaced.id);
  });

  it("leaves a person of a company without workspaces in none, and lists them for the main user", async () => {
    const bare = await t.founder("Bare Oy");
    const added = await add(bare);
    expect(added.statusCode, added.body).toBe(201);
    await settled();
    const listed = await t.send("GET", `${c(bare)}/workers/unplaced?limit=1`, bare.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((p: { id: string }) => p.id)).toEqual([added.json().data.id]);
    expect(listed.json().meta).toEqual({ total: 1, limit: 1 });
  });
});
