import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { managerPermissionKeys } from "@workledger/event-schemas";
import { createWorkTimeTestApp, enableFeatures, type Person, type WorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { fillPath, operationsOf, type JsonSchema, type Operation } from "./openapi-operations.ts";

/**
 * The write-isolation sweep, generated from /api/openapi.json:
 * - every write operation gets company A's ids, in the path and in each id-like body field, from
 *   company B's manager and from B's worker: the answer is 400, 403 or 404, and A's read-model rows
 *   are identical before and after;
 * - a B manager whose manager rights cover one workspace sends the ids of a person and a work log
 *   outside it to every read and write operation that takes one: 400, 403 or 404;
 * - a positive control: the same URL and body with B's own ids, from B's founder, answers 2xx for
 *   enough operations that the refusals above mean something.
 * A new route joins by being in the OpenAPI document.
 */
type Ids = Record<"company" | "user" | "work" | "workType" | "workspace" | "absenceType", string> & { groups: Record<string, string> };

const idLike = /(^id$|_id$|_ids$|Id$|Ids$)/;
/**
 * Client-chosen ids (a new work's id): ids are per company, so naming one that another company uses
 * either is refused or creates the sender's own entity under that id in their own company. Either
 * way the other company's rows must not change, which the snapshot proves. They are sent in a last
 * pass, so an entity created under a borrowed id cannot hide a missing check elsewhere.
 */
const clientChosen = new Set(["work_id"]);
const createsWithChosenId = (o: Operation, field: string) => clientChosen.has(field) && o.method === "POST" && /\/works(\/start)?$/.test(o.path);
/**
 * Rights' workspace lists are not entity references checked against the company: a workspace id
 * that is not the company's reaches none of its people or logs (people and logs carry only the
 * company's workspaces, which the body-id check guarantees). Role ids are numbers from a fixed list.
 */
const notReferences = new Set(["general_rights_workspace_ids", "manager_rights_workspace_ids", "user_role_id", "session_id"]);

const kindOfField = (name: string): keyof Omit<Ids, "groups"> | null => {
  if (/work_type|parent_id|change_work_type/.test(name)) return "workType";
  if (/workspace|division/.test(name)) return "workspace";
  if (/^work_ids?$|^except_work_id$/.test(name)) return "work";
  if (/user|worker|person|people|owner|main_user/.test(name)) return "user";
  if (/company/.test(name)) return "company";
  if (/absence|leave_type|type_id/.test(name)) return "absenceType";
  return null;
};

const typesOf = (s: JsonSchema): string[] => {
  if (s.anyOf !== undefined || s.oneOf !== undefined) return [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(typesOf);
  return s.type === undefined ? [] : typeof s.type === "string" ? [s.type] : [...s.type];
};

/** A plausible value for a non-id field, from its name and schema. */
const plausibleValue = (name: string, s: JsonSchema & { minimum?: number; minItems?: number; pattern?: string }): unknown => {
  if (s.enum !== undefined) return s.enum.find((v) => v !== null) ?? s.enum[0];
  const types = typesOf(s);
  if (types.includes("string")) {
    if (/email/.test(name)) return `sweep-${crypto.randomUUID().slice(0, 8)}@x.io`;
    if (/password/.test(name)) return "Sweep12345";
    if (/^(start|end)$|_at$/.test(name)) return name === "end" ? "2026-11-03T14:00:00.000Z" : "2026-11-03T06:00:00.000Z";
    if (/date|from|^to$/.test(name)) return "2026-11-03";
    if (/time$/.test(name)) return "08:00";
    if (/language/.test(name)) return "en";
    if (/timezone|time_zone/.test(name)) return "Europe/Helsinki";
    return "Sweep";
  }
  if (types.includes("integer") || types.includes("number")) return Math.max(s.minimum ?? 1, 1) === 1 && /radius/.test(name) ? 100 : Math.max(s.minimum ?? 1, /radius/.test(name) ? 100 : 1);
  if (types.includes("boolean")) return false;
  if (types.includes("array")) return [];
  if (types.includes("object")) return /location/.test(name) ? { lat: 60.17, lng: 24.94 } : {};
  if (types.includes("null")) return null;
  return "Sweep";
};

const idValue = (s: JsonSchema, id: string): unknown => (typesOf(s).includes("array") && !typesOf(s).includes("string") ? [id] : id);

const isIdField = (name: string, s: JsonSchema): boolean =>
  idLike.test(name) && !notReferences.has(name) && kindOfField(name) !== null && (typesOf(s).includes("string") || (s.items !== undefined && typesOf(s.items).includes("string")));

/** The operation's body: required fields plausible, id fields naming `ids`' entities. */
const bodyFor = (o: Operation, ids: Ids): Record<string, unknown> | undefined => {
  if (o.body?.properties === undefined) return o.method === "GET" || o.method === "DELETE" ? undefined : {};
  const body: Record<string, unknown> = {};
  for (const name of o.body.required ?? []) {
    const s = o.body.properties[name] ?? {};
    body[name] = isIdField(name, s) ? idValue(s, ids[kindOfField(name)!]) : plausibleValue(name, s as never);
  }
  return body;
};

/** Path parameters from `ids`: {id} is the company, or the person under /users/{id}. */
const pathValues = (o: Operation, ids: Ids): Record<string, string> => {
  const group = Object.entries(ids.groups).find(([prefix]) => o.path.startsWith(prefix))?.[1];
  return {
    id: /^\/api\/(v2\/)?users\/\{id\}/.test(o.path) ? ids.user : ids.company,
    userId: ids.user,
    workId: ids.work,
    workTypeId: ids.workType,
    divisionId: ids.workspace,
    typeId: ids.absenceType,
    ...(group === undefined ? {} : { groupId: group }),
  };
};

describe("write isolation: another company's ids, and ids outside a manager's workspaces", () => {
  let t: WorkTimeTestApp;
  let a: Person;
  let b: Person;
  let bWorker: Person;
  let aIds: Ids;
  let bIds: Ids;
  let operations: Operation[];

  const created = async (who: Person, path: string, body: unknown): Promise<string> => {
    const answer = await t.send("POST", `/api/companies/${who.companyId}${path}`, who.token, body);
    if (answer.statusCode >= 300) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
    const json = answer.json();
    return (json.data?.id ?? json.work_id ?? json.id) as string;
  };

  /** A company's fixture: a worker with a log, a work type, a workspace, a paid-absence type and a group of each kind. */
  const fixture = async (founder: Person, worker: Person): Promise<Ids> => {
    const groups: Record<string, string> = {};
    for (const o of operations.filter((x) => x.method === "POST" && /\/groups$/.test(x.path))) {
      const prefix = o.path.replace("{id}", founder.companyId);
      const body = bodyFor(o, { company: founder.companyId } as Ids) ?? {};
      const answer = await t.send("POST", prefix.replace(/^\/api/, "/api"), founder.token, { ...body, name: "Sweep group" });
      if (answer.statusCode < 300) groups[o.path.replace(/\/groups$/, "/groups/")] = answer.json().data.id as string;
    }
    return {
      company: founder.companyId,
      user: worker.id,
      work: await created(worker, "/works", { start: "2026-11-02T06:00:00.000Z", end: "2026-11-02T14:00:00.000Z" }),
      workType: await created(founder, "/work-types", { name: "Sweep type" }),
      workspace: await created(founder, "/divisions", { name: "Sweep site", location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 }),
      absenceType: await created(founder, "/work-leaves/types", { name: "Sweep leave" }).catch(() => "00000000-0000-4000-8000-000000000000"),
      groups,
    };
  };

  /** Every read-model row of company A (tables keyed by company), as text, in a stable order. */
  const snapshotOf = async (companyId: string): Promise<Record<string, string[]>> => {
    const pool = t.testDatabase.database.pool;
    const tables = (
      await pool.query<{ table_name: string }>(
        "select table_name from information_schema.columns where column_name = 'company_id' and table_schema = current_schema() and table_name not like 'wl_%' order by table_name",
      )
    ).rows.map((r) => r.table_name);
    const snapshot: Record<string, string[]> = {};
    for (const table of tables) {
      const rows = await pool.query<{ row: string }>(`select to_jsonb(t)::text as row from "${table}" t where company_id::text = $1`, [companyId]);
      snapshot[table] = rows.rows.map((r) => r.row).sort();
    }
    return snapshot;
  };

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    operations = operationsOf((await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json());
    a = await t.founder("Victim A");
    b = await t.founder("Attacker B");
    // Feature-gated routes (schedules) answer their real checks, not only 'feature not active'.
    for (const company of [a.companyId, b.companyId]) await enableFeatures(t, company, { schedule_active: true, shift_manager_active: true });
    const aWorker = await t.person(a);
    bWorker = await t.person(b);
    aIds = await fixture(a, aWorker);
    bIds = await fixture(b, bWorker);
  }, 300_000);
  afterAll(async () => t?.close());

  const writes = () => operations.filter((o) => o.method !== "GET" && !o.path.startsWith("/api/dev/"));
  /** 400/403/404; a client-chosen id (work_id) someone else holds may also answer 409 'already in use' (the ledger's claim). */
  const refused = (status: number, field?: string) => [400, 403, 404].includes(status) || (status === 409 && field !== undefined && clientChosen.has(field));

  it("refuses company A's ids in every write path and id-like body field, and leaves A's rows untouched", { timeout: 600_000 }, async () => {
    const before = await snapshotOf(a.companyId);
    const failures: string[] = [];
    let requests = 0;
    let pathOperations = 0;
    const fieldsCovered = new Set<string>();
    for (const o of writes()) {
      const foreignPath = o.params.some((p) => p !== "id") || o.params.includes("id");
      for (const [who, token] of [
        ["B manager", b.token],
        ["B worker", bWorker.token],
      ] as const) {
        // A's ids in the path (company, person, work, type, workspace, group), A's ids in the body.
        if (foreignPath) {
          const answer = await t.send(o.method as "POST", fillPath(o.path, pathValues(o, aIds), o.query), token, bodyFor(o, aIds));
          requests += 1;
          if (!refused(answer.statusCode)) failures.push(`${who} ${o.method} ${o.path} with A's path ids -> ${answer.statusCode} ${answer.body.slice(0, 160)}`);
        }
        // B's own path, one of A's ids in each id-like body field.
        for (const [name, s] of Object.entries(o.body?.properties ?? {})) {
          if (!isIdField(name, s) || createsWithChosenId(o, name)) continue;
          fieldsCovered.add(`${o.method} ${o.path} ${name}`);
          const body = { ...bodyFor(o, bIds), [name]: idValue(s, aIds[kindOfField(name)!]) };
          const answer = await t.send(o.method as "POST", fillPath(o.path, pathValues(o, bIds), o.query), token, body);
          requests += 1;
          if (!refused(answer.statusCode, name)) failures.push(`${who} ${o.method} ${o.path} body.${name}=A's -> ${answer.statusCode} ${answer.body.slice(0, 160)}`);
        }
      }
      if (foreignPath) pathOperations += 1;
    }
    // Last: a new entity under one of A's ids, in B's own company (see clientChosen).
    for (const o of writes()) {
      for (const [name, s] of Object.entries(o.body?.properties ?? {})) {
        if (!createsWithChosenId(o, name)) continue;
        fieldsCovered.add(`${o.method} ${o.path} ${name} (client-chosen)`);
        for (const token of [b.token, bWorker.token]) {
          const answer = await t.send(o.method as "POST", fillPath(o.path, pathValues(o, bIds), o.query), token, { ...bodyFor(o, bIds), [name]: idValue(s, aIds.work) });
          requests += 1;
          if (answer.statusCode >= 500) failures.push(`${o.method} ${o.path} body.${name}=A's (client-chosen) -> ${answer.statusCode}`);
        }
      }
    }
    const after = await snapshotOf(a.companyId);
    console.log(
      `write-isolation sweep: ${writes().length} write operations, ${pathOperations} with ids in the path, ${fieldsCovered.size} id-like body fields, ${requests} requests as B's manager and worker; ${Object.keys(before).length} read-model tables of A compared`,
    );
    console.log(`  body fields: ${[...fieldsCovered].join("; ")}`);
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
    expect(Object.values(before).flat().length).toBeGreaterThan(5);
  });

  it("refuses a manager scoped to one workspace the people and work logs outside it, on every read and write", { timeout: 600_000 }, async () => {
    const north = await created(b, "/divisions", { name: "North", location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 });
    const south = await created(b, "/divisions", { name: "South", location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 });
    const scoped = await t.person(b, [...defaultWorkerRights.permissions, ...managerPermissionKeys], { roleId: 1, managerWorkspaces: [north] });
    const southWorker = await t.person(b, defaultWorkerRights.permissions, { generalWorkspaces: [south] });
    const southWork = await created(southWorker, "/works", { start: "2026-11-02T06:00:00.000Z", end: "2026-11-02T14:00:00.000Z", workspace_id: south });
    const outside: Ids = { ...bIds, user: southWorker.id, work: southWork };
    const failures: string[] = [];
    let covered = 0;
    for (const o of operations.filter((x) => !x.path.startsWith("/api/dev/") && !x.path.startsWith("/api/admin"))) {
      const personOrWorkInPath = o.params.some((p) => p === "userId" || p === "workId") || /^\/api\/(v2\/)?users\/\{id\}/.test(o.path);
      const fields = Object.entries(o.body?.properties ?? {}).filter(([name, s]) => isIdField(name, s) && ["user", "work"].includes(kindOfField(name)!));
      const queryFields = ["worker_id", "worker_ids"].filter(() => o.method === "GET" && /timesheet|timer|overlaps/.test(o.path));
      if (personOrWorkInPath) {
        covered += 1;
        const answer = await t.send(o.method as "POST", fillPath(o.path, pathValues(o, outside), o.query), scoped.token, bodyFor(o, bIds));
        if (![400, 403, 404].includes(answer.statusCode)) failures.push(`${o.method} ${o.path} (outside person/work in path) -> ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
      for (const [name, s] of fields) {
        covered += 1;
        const body = { ...bodyFor(o, bIds), [name]: idValue(s, outside[kindOfField(name)!]) };
        const answer = await t.send(o.method as "POST", fillPath(o.path, pathValues(o, bIds), o.query), scoped.token, body);
        if (!refused(answer.statusCode, name)) failures.push(`${o.method} ${o.path} body.${name} outside -> ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
      for (const q of queryFields) {
        covered += 1;
        const base = fillPath(o.path, pathValues(o, bIds), o.query);
        const answer = await t.send("GET", `${base}${base.includes("?") ? "&" : "?"}${q}=${southWorker.id}`, scoped.token);
        if (![400, 403, 404].includes(answer.statusCode)) failures.push(`GET ${o.path}?${q}=outside -> ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
    }
    console.log(`workspace-scope sweep: ${covered} operation/field pairs sent a person or work log outside the manager's workspace`);
    expect(covered).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it("answers 2xx to the same URLs and bodies with B's own ids (positive control)", { timeout: 600_000 }, async () => {
    // Destructive operations last, so they do not take the fixture away from the others.
    const destructive = (o: Operation) => o.method === "DELETE" || /\/(delete|deactivate|remove|revoke-all|revoke|logout)(\/|$)/.test(o.path);
    const ordered = [...writes().filter((o) => !destructive(o)), ...writes().filter(destructive)];
    const controlled: string[] = [];
    const statuses: Record<number, number> = {};
    for (const o of ordered) {
      const answer = await t.send(o.method as "POST", fillPath(o.path, pathValues(o, bIds), o.query), b.token, bodyFor(o, bIds));
      statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
      if (answer.statusCode >= 200 && answer.statusCode < 300) controlled.push(`${o.method} ${o.path}`);
    }
    console.log(`positive control: ${controlled.length} of ${ordered.length} write operations answered 2xx with B's own ids; answers ${JSON.stringify(statuses)}`);
    expect(controlled.length).toBeGreaterThanOrEqual(25);
  });
});
