import { founderRights } from "@workledger/domain";
import { runUserCommand } from "@workledger/command-api/identity/identity-commands.ts";
import type { Person, WorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import type { Operation } from "./openapi-operations.ts";
import { day, groupRules, ownerCases } from "./owner-calls.ts";
import { generatedBody, generatedPath, type Call, type Ctx } from "./sweep-calls.ts";

/** "POST /api/box": how owner-calls.ts and the sweeps' reports name an operation. */
export const keyOf = (o: Operation): string => `${o.method} ${o.path}`;

const created = async (t: WorkTimeTestApp, who: Person, path: string, body: unknown): Promise<string> => {
  const answer = await t.send("POST", `/api/companies/${who.companyId}${path}`, who.token, body);
  if (answer.statusCode >= 300) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
  const json = answer.json();
  return (json.data?.id ?? json.work_id ?? json.id) as string;
};

/**
 * A company's fixture for the sweeps: its founder, a worker in a workspace with a work log, a work
 * type, a paid-absence type and a rule group of each kind. `worker` is signed in with worker rights.
 */
export const companyFixture = async (t: WorkTimeTestApp, adminToken: string, operations: readonly Operation[], label: string, founder: Person, worker: Person): Promise<Ctx> => {
  const groups: Record<string, string> = {};
  for (const o of operations.filter((x) => x.method === "POST" && /\/groups$/.test(x.path))) {
    const kind = /\/companies\/\{id\}\/([^/]+)\/groups$/.exec(o.path)![1]!;
    groups[o.path.replace(/\/groups$/, "/groups/")] = await created(t, founder, `/${kind}/groups`, { name: "Sweep group", rules: groupRules[kind] });
  }
  const workspace = await created(t, founder, "/divisions", { name: `Sweep site ${label}`, location: { lat: 60.17, lng: 24.94 }, radius_meters: 100, person_ids: [worker.id] });
  return {
    t,
    label,
    company: founder.companyId,
    founder,
    worker,
    work: await created(t, worker, "/works", { start: `${day}T06:00:00.000Z`, end: `${day}T14:00:00.000Z`, workspace_id: workspace }),
    workType: await created(t, founder, "/work-types", { name: "Sweep type" }),
    workspace,
    absenceType: await created(t, founder, "/work-leaves/types", { name: "Sweep leave" }),
    groups,
    adminToken,
  };
};

/** A person of the fixture's company in a workspace, signed in with worker rights, with a work log there. */
export const personIn = async (t: WorkTimeTestApp, base: Ctx, workspace: string, label: string, rights: readonly string[]): Promise<Ctx> => {
  const worker = await t.person(base.founder, rights, { generalWorkspaces: [workspace] });
  const work = await created(t, worker, "/works", { start: `${day}T06:00:00.000Z`, end: `${day}T14:00:00.000Z`, workspace_id: workspace });
  return { ...base, label, worker, work, workspace };
};

/**
 * Places the founder in workspaces (their general rights), as the main user places themself: a
 * person in a workspace reaches only people who share one (a worker naming the manager of a bonus
 * request). Their manager rights stay unscoped; done as the platform admin would.
 */
export const placeFounder = async (t: WorkTimeTestApp, founder: Person, workspaces: readonly string[]): Promise<void> => {
  const meta = { companyId: founder.companyId, actorId: "platform-admin", persona: "admin", source: "web", commandId: crypto.randomUUID(), correlationId: crypto.randomUUID(), causationId: null, occurredAt: t.clock().toISOString() } as const;
  await runUserCommand(t.identity.deps, meta, { companyId: founder.companyId, userId: founder.id }, { type: "ChangeRights", rights: { ...founderRights, general_rights_workspace_ids: [...workspaces] }, by: "platform-admin" });
  await t.readModels.waitForPosition("directory", await t.eventStore.headPosition(), { timeoutMs: 15_000 });
};

/** A workspace of the fixture's company; its id. */
export const workspaceOf = (t: WorkTimeTestApp, founder: Person, name: string): Promise<string> => created(t, founder, "/divisions", { name, location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 });

/** The owner call of one operation for one fixture: generated, then the owner case's specifics (which may make state). */
export const ownerCall = async (o: Operation, ctx: Ctx): Promise<Call> => {
  const c = ownerCases[keyOf(o)];
  const specific = (await c?.build?.(ctx)) ?? {};
  const generated = generatedBody(o, ctx);
  return {
    as: specific.as ?? c?.as ?? "founder",
    path: { ...generatedPath(o, ctx), ...o.queryValues, ...specific.path },
    query: { ...Object.fromEntries(o.query.map((q) => [q, o.queryValues[q] ?? "2026-11-01"])), ...specific.query },
    body: specific.body === undefined ? generated : { ...generated, ...specific.body },
    ...(specific.upload === undefined ? {} : { upload: specific.upload }),
  };
};

/** The token a call is sent with for a fixture (undefined: nobody signed in). */
export const tokenOf = (call: Call, ctx: Ctx): string | undefined =>
  call.as === "founder" ? ctx.founder.token : call.as === "worker" ? ctx.worker.token : call.as === "admin" ? ctx.adminToken : call.as === "anonymous" ? undefined : call.as.token;

/** The ledger's last event: a refused request must not move it. */
export const lastEvent = async (t: WorkTimeTestApp): Promise<string> =>
  (await t.testDatabase.database.pool.query<{ n: string }>("select coalesce(max(global_position), 0)::text as n from wl_events")).rows[0]!.n;
