import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { companyFlagKeys, managerPermissionKeys } from "@workledger/event-schemas";
import { createAdminTestApp, type AdminTestApp } from "@workledger/command-api/admin/testing/admin-test-app.ts";
import type { Person } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { fillPath, operationsOf, type Operation } from "./openapi-operations.ts";
import { day, groupRules, noOwnerSuccess, ownerCases, sweepNow } from "./owner-calls.ts";
import {
  clientChosen,
  differingIds,
  generatedBody,
  generatedPath,
  idOf,
  idValue,
  isIdField,
  kindOfField,
  scopeBound,
  sendCall,
  spotName,
  withField,
  withIdFrom,
  type Call,
  type Ctx,
} from "./sweep-calls.ts";

/**
 * The write-isolation sweep, generated from /api/openapi.json. For every write operation:
 * - its owner (company B's founder, the person it is about, or the platform admin) calls it with a
 *   body that succeeds (2xx): the body, path and state come from the generator and, where it cannot
 *   guess, from owner-calls.ts. An operation with no passing owner call fails the sweep unless
 *   owner-calls.ts lists it with a reason;
 * - the same call built from company A's fixture, sent by B's founder and B's worker, and B's call
 *   with each of its ids swapped for A's one at a time (and A's id in each id-like field the call
 *   leaves out), answer 400, 403 or 404 and append nothing; A's read-model rows are identical before
 *   and after;
 * - a B manager whose manager rights cover the North workspace sends the call built for North
 *   (2xx: in scope) and the same call with each of its person, work-log and workspace ids swapped
 *   for South's one at a time (400, 403 or 404, nothing appended).
 * Admin operations are refused to company users instead; anonymous ones (sign-up, password
 * tokens) name no company. Per operation the statuses go to test-results/reliability/ and the log.
 * A new route joins by being in the OpenAPI document.
 */
type Status = { readonly what: string; readonly status: number };
interface Row {
  readonly operation: string;
  owner?: number;
  ownerBody?: string;
  readonly foreign: Status[];
  inScope?: number;
  readonly outOfScope: Status[];
  readonly problems: string[];
}

const ok = (s: number | undefined) => s !== undefined && s >= 200 && s < 300;
const refusedStatus = (s: number, field?: string) => [400, 403, 404].includes(s) || (s === 409 && field !== undefined && clientChosen.has(field));
/** Destructive operations last, so they take nothing away from the others (each also works on state made for it). */
const destructive = (o: Operation) => o.method === "DELETE" || /\/(delete|deactivate|remove|revoke-all|revoke|logout|erase|destroy)(\/|$)/.test(o.path);
const keyOf = (o: Operation) => `${o.method} ${o.path}`;

describe("write isolation: each write succeeds for its owner, and refuses another company's ids and ids outside a manager's workspaces", () => {
  let t: AdminTestApp;
  let csrf: string;
  let operations: Operation[];
  let aCtx: Ctx;
  let bCtx: Ctx;
  let northCtx: Ctx;
  let southCtx: Ctx;
  let scoped: Person;

  const created = async (who: Person, path: string, body: unknown): Promise<string> => {
    const answer = await t.send("POST", `/api/companies/${who.companyId}${path}`, who.token, body);
    if (answer.statusCode >= 300) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
    const json = answer.json();
    return (json.data?.id ?? json.work_id ?? json.id) as string;
  };

  /** A company's fixture: a worker with a log, a work type, a workspace, a paid-absence type and a group of each kind. */
  const fixture = async (label: string, founder: Person, worker: Person): Promise<Ctx> => {
    const groups: Record<string, string> = {};
    for (const o of operations.filter((x) => x.method === "POST" && /\/groups$/.test(x.path))) {
      const kind = /\/companies\/\{id\}\/([^/]+)\/groups$/.exec(o.path)![1]!;
      const answer = await t.send("POST", o.path.replace("{id}", founder.companyId), founder.token, { name: "Sweep group", rules: groupRules[kind] });
      if (answer.statusCode >= 300) throw new Error(`${o.path}: ${answer.statusCode} ${answer.body}`);
      groups[o.path.replace(/\/groups$/, "/groups/")] = answer.json().data.id as string;
    }
    const workspace = await created(founder, "/divisions", { name: `Sweep site ${label}`, location: { lat: 60.17, lng: 24.94 }, radius_meters: 100, person_ids: [worker.id] });
    return {
      t,
      label,
      company: founder.companyId,
      founder,
      worker,
      work: await created(worker, "/works", { start: `${day}T06:00:00.000Z`, end: `${day}T14:00:00.000Z`, workspace_id: workspace }),
      workType: await created(founder, "/work-types", { name: "Sweep type" }),
      workspace,
      absenceType: await created(founder, "/work-leaves/types", { name: "Sweep leave" }),
      groups,
      adminToken: t.adminToken,
    };
  };

  /** The call for one operation and fixture: generated, then the owner case's specifics (which may make state). */
  const build = async (o: Operation, ctx: Ctx): Promise<Call> => {
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

  const tokenOf = (call: Call, ctx: Ctx): string | undefined =>
    call.as === "founder" ? ctx.founder.token : call.as === "worker" ? ctx.worker.token : call.as === "admin" ? ctx.adminToken : call.as === "anonymous" ? undefined : call.as.token;

  /** The ledger's head: a refused request must not move it. */
  const eventCount = async () => (await t.testDatabase.database.pool.query<{ n: string }>("select coalesce(max(global_position), 0)::text as n from wl_events")).rows[0]!.n;

  /** Every projection has applied the whole ledger. */
  const settled = async () => {
    const head = await t.eventStore.headPosition();
    for (const { name } of await t.readModels.statuses()) await t.readModels.waitForPosition(name, head, { timeoutMs: 30_000 });
  };

  /** Every read-model row of a company (tables keyed by company), as text, in a stable order. */
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
    const started = performance.now();
    t = await createAdminTestApp("postgres", { start: sweepNow });
    const booted = performance.now();
    csrf = (await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
    operations = operationsOf((await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json());
    const a = await t.founder("Victim A");
    const b = await t.founder("Attacker B");
    // Every feature on, so routes a flag gates answer their owner (and their real checks).
    const everyFlag = Object.fromEntries(companyFlagKeys.map((k) => [k, true]));
    await t.setFlags(a.companyId, everyFlag);
    await t.setFlags(b.companyId, everyFlag);
    aCtx = await fixture("A", a, await t.person(a));
    bCtx = await fixture("B", b, await t.person(b));
    // B's workspaces North and South, a manager whose manager rights cover North only, and a person with a log in each.
    const north = await created(b, "/divisions", { name: "North", location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 });
    const south = await created(b, "/divisions", { name: "South", location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 });
    scoped = await t.person(b, [...defaultWorkerRights.permissions, ...managerPermissionKeys], { roleId: 1, managerWorkspaces: [north] });
    const inWorkspace = async (workspace: string, label: string): Promise<Ctx> => {
      const worker = await t.person(b, defaultWorkerRights.permissions, { generalWorkspaces: [workspace] });
      const work = await created(worker, "/works", { start: `${day}T06:00:00.000Z`, end: `${day}T14:00:00.000Z`, workspace_id: workspace });
      return { ...bCtx, label, worker, work, workspace };
    };
    northCtx = await inWorkspace(north, "North");
    southCtx = await inWorkspace(south, "South");
    for (const id of [south, southCtx.worker.id, southCtx.work]) scopeBound.add(id);
    console.log(`set-up: app and demo seed ${Math.round(booted - started)} ms, fixtures ${Math.round(performance.now() - booted)} ms`);
  }, 300_000);
  afterAll(async () => t?.close());

  it("every write operation: the owner's call succeeds, another company's ids and out-of-scope ids are refused", { timeout: 900_000 }, async () => {
    const writes = operations.filter((o) => o.method !== "GET" && !o.path.startsWith("/api/dev/"));
    const ordered = [...writes.filter((o) => !destructive(o)), ...writes.filter(destructive)];
    // A's calls first, so the state they make (a pending request, a running work) is in A's snapshot.
    const aCalls = new Map<string, Call>();
    const setUpFailures = new Map<string, string>();
    for (const o of ordered) {
      if (["admin", "anonymous"].includes(String(ownerCases[keyOf(o)]?.as))) continue;
      try {
        aCalls.set(keyOf(o), await build(o, aCtx));
      } catch (error) {
        setUpFailures.set(keyOf(o), `A's set-up: ${String(error).slice(0, 300)}`);
      }
    }
    await settled();
    const before = await snapshotOf(aCtx.company);
    const rows: Row[] = [];

    /** Sends a call that must be refused: 400/403/404 and no event appended. */
    const expectRefused = async (row: Row, list: Status[], o: Operation, what: string, call: Call, token: string | undefined, field?: string) => {
      const events = await eventCount();
      const answer = await sendCall(t, o, call, token, csrf);
      list.push({ what, status: answer.statusCode });
      if (!refusedStatus(answer.statusCode, field)) row.problems.push(`${what} -> ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      else if ((await eventCount()) !== events && answer.statusCode !== 409) row.problems.push(`${what} -> ${answer.statusCode} but appended event(s)`);
    };

    const timings: [string, number][] = [];
    for (const o of ordered) {
      const row: Row = { operation: keyOf(o), foreign: [], outOfScope: [], problems: [] };
      rows.push(row);
      const started = performance.now();
      try {
        await sweep(o, row);
      } finally {
        timings.push([keyOf(o), performance.now() - started]);
      }
      const s0 = performance.now();
      const head = await t.eventStore.headPosition();
      for (const { name } of await t.readModels.statuses()) {
        const s1 = performance.now();
        await t.readModels.waitForPosition(name, head, { timeoutMs: 60_000 });
        if (performance.now() - s1 > 300) console.log(`LAG ${keyOf(o)} ${name} ${Math.round(performance.now() - s1)} ms`);
      }
      if (performance.now() - s0 > 300) console.log(`LAG total ${keyOf(o)} ${Math.round(performance.now() - s0)} ms`);
      // The fixture's people stay signed in: an operation that ends a session works on a person of its own.
      for (const p of [bCtx.founder, bCtx.worker, scoped, northCtx.worker, southCtx.worker]) {
        if ((await t.send("GET", "/api/current-user", p.token)).statusCode === 401) {
          row.problems.push(`ended the session of the fixture's ${p === bCtx.founder ? "founder" : p === scoped ? "scoped manager" : "person"}: give it a person of its own`);
          await t.relogin(p);
        }
      }
    }
    console.log(`slowest: ${timings.sort((x, y) => y[1] - x[1]).slice(0, 15).map(([k, ms]) => `${k} ${Math.round(ms)} ms`).join("; ")}`);
    async function sweep(o: Operation, row: Row): Promise<void> {
      let own: Call;
      try {
        if (setUpFailures.has(keyOf(o))) throw new Error(setUpFailures.get(keyOf(o)));
        own = await build(o, bCtx);
      } catch (error) {
        row.ownerBody = String(error).slice(0, 300);
        return;
      }
      const theirs = aCalls.get(keyOf(o));
      const ownToken = tokenOf(own, bCtx);
      // Another company: A's whole call from B's founder and worker, then each of A's ids in B's call.
      if (own.as === "admin") {
        for (const [who, p] of [["B founder", bCtx.founder], ["B worker", bCtx.worker]] as const) await expectRefused(row, row.foreign, o, `${who} on the admin route`, own, p.token);
      } else if (own.as !== "anonymous" && theirs !== undefined) {
        const spots = differingIds(o, own, theirs);
        if (spots.length > 0) {
          for (const [who, token] of [["B sender", ownToken], ["B worker", bCtx.worker.token]] as const) await expectRefused(row, row.foreign, o, `${who}, A's call`, { ...theirs, as: own.as }, token);
        }
        for (const spot of spots) await expectRefused(row, row.foreign, o, `B's call, ${spotName(spot)}=A's`, withIdFrom(own, theirs, spot), ownToken);
        // Id-like fields the owner call leaves out: A's entity of that kind.
        for (const [name, s] of Object.entries(o.body?.properties ?? {})) {
          if (!isIdField(name, s) || (own.body as Record<string, unknown> | undefined)?.[name] !== undefined || clientChosen.has(name)) continue;
          await expectRefused(row, row.foreign, o, `B's call, body.${name}=A's (unset by the owner)`, withField(own, name, idValue(s, idOf(aCtx, kindOfField(name)!))), ownToken, name);
        }
      }
      // The owner, last: the refusals above met the same state it does.
      const answer = await sendCall(t, o, own, ownToken, csrf);
      row.owner = answer.statusCode;
      if (!ok(answer.statusCode)) row.ownerBody = answer.body.slice(0, 200);

      // Outside a manager's workspaces: the call built for South, one id at a time, then North's own call.
      if (own.as === "founder") {
        let inside: Call;
        let outside: Call;
        try {
          inside = await build(o, northCtx);
          outside = await build(o, southCtx);
        } catch (error) {
          row.problems.push(`the North/South set-up failed: ${String(error).slice(0, 300)}`);
          return;
        }
        const spots = differingIds(o, inside, outside, (theirs) => scopeBound.has(theirs));
        for (const spot of spots) await expectRefused(row, row.outOfScope, o, `North's call, ${spotName(spot)}=South's`, withIdFrom(inside, outside, spot), scoped.token);
        for (const [name, s] of Object.entries(o.body?.properties ?? {})) {
          const kind = kindOfField(name);
          if (!isIdField(name, s) || (inside.body as Record<string, unknown> | undefined)?.[name] !== undefined || !["user", "work", "workspace"].includes(kind!)) continue;
          await expectRefused(row, row.outOfScope, o, `North's call, body.${name}=South's (unset by the owner)`, withField(inside, name, idValue(s, idOf(southCtx, kind!))), scoped.token, name);
        }
        if (row.outOfScope.length > 0) row.inScope = (await sendCall(t, o, inside, scoped.token, csrf)).statusCode;
      }
    }
    await settled();
    const after = await snapshotOf(aCtx.company);

    const summary = rows.map((r) => ({
      operation: r.operation,
      owner: r.owner,
      ...(r.ownerBody === undefined ? {} : { ownerAnswer: r.ownerBody }),
      ...(noOwnerSuccess[r.operation] === undefined ? {} : { noOwnerSuccess: noOwnerSuccess[r.operation] }),
      foreign: r.foreign,
      inScope: r.inScope,
      outOfScope: r.outOfScope,
      problems: r.problems,
    }));
    mkdirSync("test-results/reliability", { recursive: true });
    writeFileSync("test-results/reliability/write-isolation-sweep.json", `${JSON.stringify(summary, null, 2)}\n`);
    const statuses = (list: Status[]) => (list.length === 0 ? "-" : [...new Set(list.map((s) => s.status))].join("/") + ` x${list.length}`);
    console.log(
      [
        "owner | foreign | in scope | out of scope | operation",
        ...rows.map((r) => `${r.owner} | ${statuses(r.foreign)} | ${r.inScope ?? "-"} | ${statuses(r.outOfScope)} | ${r.operation}${ok(r.owner) ? "" : ` :: ${r.ownerBody}`}${r.problems.length === 0 ? "" : ` !! ${r.problems.join(" !! ")}`}`),
      ].join("\n"),
    );
    const owned = rows.filter((r) => ok(r.owner)).length;
    console.log(
      `write-isolation sweep: ${rows.length} write operations, ${owned} answered their owner 2xx, ${rows.reduce((n, r) => n + r.foreign.length, 0)} foreign calls, ${rows.reduce((n, r) => n + r.outOfScope.length, 0)} out-of-scope calls; ${Object.keys(before).length} read-model tables of A compared`,
    );

    const failures = rows.flatMap((r) => {
      const listed = noOwnerSuccess[r.operation];
      const owner = !ok(r.owner) && listed === undefined ? [`${r.operation}: the owner got ${r.owner} ${r.ownerBody} (no reason listed)`] : [];
      const stale = ok(r.owner) && listed !== undefined ? [`${r.operation}: listed as having no owner success, but the owner got ${r.owner}`] : [];
      const scope = r.outOfScope.length > 0 && !ok(r.inScope) ? [`${r.operation}: the in-scope call got ${r.inScope}, so its out-of-scope refusals prove nothing`] : [];
      return [...owner, ...stale, ...scope, ...r.problems.map((p) => `${r.operation}: ${p}`)];
    });
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
    expect(Object.values(before).flat().length).toBeGreaterThan(5);
  });

  it("refuses a manager scoped to one workspace the people and work logs outside it, on every read", { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let covered = 0;
    for (const o of operations.filter((x) => x.method === "GET" && !x.path.startsWith("/api/dev/") && !x.path.startsWith("/api/admin"))) {
      const path = { ...generatedPath(o, southCtx), ...o.queryValues };
      const url = fillPath(o.path, path, o.query);
      if (o.params.some((p) => p === "userId" || p === "workId") || /^\/api\/(v2\/)?users\/\{id\}/.test(o.path)) {
        covered += 1;
        const answer = await t.send("GET", url, scoped.token);
        if (![400, 403, 404].includes(answer.statusCode)) failures.push(`GET ${o.path} (outside person/work in path) -> ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
      for (const q of ["worker_id", "worker_ids"].filter(() => /timesheet|timer|overlaps/.test(o.path))) {
        covered += 1;
        const base = fillPath(o.path, { ...generatedPath(o, northCtx), ...o.queryValues }, o.query);
        const answer = await t.send("GET", `${base}${base.includes("?") ? "&" : "?"}${q}=${southCtx.worker.id}`, scoped.token);
        if (![400, 403, 404].includes(answer.statusCode)) failures.push(`GET ${o.path}?${q}=outside -> ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
    }
    console.log(`workspace-scope sweep of reads: ${covered} operation/field pairs named a person or work log outside the manager's workspace`);
    expect(covered).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });
});
