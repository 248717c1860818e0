import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { companyFlagKeys, managerPermissionKeys } from "@workledger/event-schemas";
import { createAdminTestApp, type AdminTestApp } from "@workledger/command-api/admin/testing/admin-test-app.ts";
import type { Person } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { fillPath, operationsOf, type Operation } from "./openapi-operations.ts";
import { noOwnerSuccess, ownerCases, sweepNow } from "./owner-calls.ts";
import { companyFixture, keyOf, lastEvent, ownerCall, personIn, placeFounder, tokenOf, workspaceOf } from "./sweep-fixture.ts";
import {
  clientChosen,
  differingIds,
  generatedPath,
  idOf,
  idValue,
  isIdField,
  kindOfField,
  namesScopeBound,
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
 * tokens) name no company. Per operation the statuses go to
 * test-results/reliability/write-isolation-sweep.json, a one-line-per-operation table to
 * test-results/reliability/write-isolation-sweep.txt and the log. A new route joins by being in
 * the OpenAPI document; when the generated call does not succeed for its owner, give it an entry in
 * owner-calls.ts (WRITE_SWEEP_ONLY=<regex> sweeps only the operations it matches while you do).
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

describe("write isolation: each write succeeds for its owner, and refuses another company's ids and ids outside a manager's workspaces", () => {
  let t: AdminTestApp;
  let csrf: string;
  let operations: Operation[];
  let aCtx: Ctx;
  let bCtx: Ctx;
  let northCtx: Ctx;
  let southCtx: Ctx;
  let scoped: Person;

  /** Those of the people whose session (their token's) was ended. */
  const endedSessions = async (people: readonly Person[]): Promise<Person[]> => {
    const hashOf = (p: Person) => createHash("sha256").update(p.token).digest("hex");
    const open = await t.testDatabase.database.pool.query<{ token_hash: string }>("select token_hash from identity_sessions where token_hash = any($1) and revoked_at is null", [people.map(hashOf)]);
    const alive = new Set(open.rows.map((r) => r.token_hash));
    return people.filter((p) => !alive.has(hashOf(p)));
  };

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
    aCtx = await companyFixture(t, t.adminToken, operations, "A", a, await t.person(a));
    bCtx = await companyFixture(t, t.adminToken, operations, "B", b, await t.person(b));
    // B's workspaces North and South, a manager whose manager rights cover North only, and a person with a log in each.
    const north = await workspaceOf(t, b, "North");
    const south = await workspaceOf(t, b, "South");
    scoped = await t.person(b, [...defaultWorkerRights.permissions, ...managerPermissionKeys], { roleId: 1, managerWorkspaces: [north] });
    // The founder is in every workspace of B, so B's people may name them (a bonus request's manager).
    await placeFounder(t, b, [bCtx.workspace, north, south]);
    northCtx = await personIn(t, bCtx, north, "North", defaultWorkerRights.permissions);
    southCtx = await personIn(t, bCtx, south, "South", defaultWorkerRights.permissions);
    for (const id of [south, southCtx.worker.id, southCtx.work, north, northCtx.worker.id, northCtx.work, bCtx.workspace, bCtx.worker.id, bCtx.work]) scopeBound.add(id);
    console.log(`set-up: app and demo seed ${Math.round(booted - started)} ms, fixtures ${Math.round(performance.now() - booted)} ms`);
  }, 300_000);
  afterAll(async () => t?.close());

  it("every write operation: the owner's call succeeds, another company's ids and out-of-scope ids are refused", { timeout: 900_000 }, async () => {
    // WRITE_SWEEP_ONLY=<regex> sweeps only the matching operations ("POST /api/box"), for working on one.
    const only = process.env.WRITE_SWEEP_ONLY === undefined ? undefined : new RegExp(process.env.WRITE_SWEEP_ONLY);
    const writes = operations.filter((o) => o.method !== "GET" && !o.path.startsWith("/api/dev/") && (only === undefined || only.test(keyOf(o))));
    const ordered = [...writes.filter((o) => !destructive(o)), ...writes.filter(destructive)];
    // A's calls first, so the state they make (a pending request, a running work) is in A's snapshot.
    const spent: Record<string, number> = {};
    const timed = async <T,>(phase: string, f: () => Promise<T>): Promise<T> => {
      const t0 = performance.now();
      try {
        return await f();
      } finally {
        spent[phase] = (spent[phase] ?? 0) + performance.now() - t0;
      }
    };
    const aCalls = new Map<string, Call>();
    const setUpFailures = new Map<string, string>();
    for (const o of ordered) {
      if (["admin", "anonymous"].includes(String(ownerCases[keyOf(o)]?.as))) continue;
      try {
        aCalls.set(keyOf(o), await timed("A builds", () => ownerCall(o, aCtx)));
      } catch (error) {
        setUpFailures.set(keyOf(o), `A's set-up: ${String(error).slice(0, 300)}`);
      }
    }
    await settled();
    const before = await snapshotOf(aCtx.company);
    const rows: Row[] = [];

    /** Sends a call that must be refused: 400/403/404 and no event appended. */
    const expectRefused = async (row: Row, list: Status[], o: Operation, what: string, call: Call, token: string | undefined, field?: string) => {
      await timed(list === row.foreign ? "foreign calls" : "out-of-scope calls", async () => {
        const events = await lastEvent(t);
        const answer = await sendCall(t, o, call, token, csrf);
        list.push({ what, status: answer.statusCode });
        if (!refusedStatus(answer.statusCode, field)) row.problems.push(`${what} -> ${answer.statusCode} ${answer.body.slice(0, 160)}`);
        else if ((await lastEvent(t)) !== events && answer.statusCode !== 409) row.problems.push(`${what} -> ${answer.statusCode} but appended event(s)`);
      });
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
      // The fixture's people stay signed in: an operation that ends a session works on a person of its own.
      const ended = await timed("session checks", () => endedSessions([bCtx.founder, bCtx.worker, scoped, northCtx.worker, southCtx.worker]));
      for (const p of ended) {
        row.problems.push(`ended the session of the fixture's ${p === bCtx.founder ? "founder" : p === scoped ? "scoped manager" : "person"} ${p.email}: give the operation a person of its own`);
        await t.relogin(p);
      }
    }
    console.log(`time spent: ${Object.entries(spent).map(([k, ms]) => `${k} ${Math.round(ms)} ms`).join(", ")}`);
    console.log(`slowest: ${timings.sort((x, y) => y[1] - x[1]).slice(0, 15).map(([k, ms]) => `${k} ${Math.round(ms)} ms`).join("; ")}`);
    async function sweep(o: Operation, row: Row): Promise<void> {
      let own: Call;
      try {
        if (setUpFailures.has(keyOf(o))) throw new Error(setUpFailures.get(keyOf(o)));
        own = await timed("B builds", () => ownerCall(o, bCtx));
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
      const answer = await timed("owner calls", () => sendCall(t, o, own, ownToken, csrf));
      row.owner = answer.statusCode;
      if (!ok(answer.statusCode)) row.ownerBody = answer.body.slice(0, 200);

      // Outside a manager's workspaces: the call built for South, one id at a time, then North's own call.
      // Only calls that name a person, work log, planned event, request or workspace (or could) take part.
      const unsetScopedFields = Object.entries(o.body?.properties ?? {}).some(
        ([name, s]) => isIdField(name, s) && ["user", "work", "workspace"].includes(kindOfField(name)!) && (own.body as Record<string, unknown> | undefined)?.[name] === undefined,
      );
      if (own.as === "founder" && (unsetScopedFields || namesScopeBound(o, own))) {
        let inside: Call;
        let outside: Call;
        try {
          inside = await timed("North/South builds", () => ownerCall(o, northCtx));
          outside = await timed("North/South builds", () => ownerCall(o, southCtx));
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
        if (row.outOfScope.length > 0) row.inScope = (await timed("in-scope calls", () => sendCall(t, o, inside, scoped.token, csrf))).statusCode;
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
    // One line per operation: the owner's status (and, when not 2xx, its answer or listed reason), the refusals' statuses.
    const table = [
      "owner | foreign | in scope | out of scope | operation",
      ...rows.map(
        (r) =>
          `${r.owner ?? "set-up failed"} | ${statuses(r.foreign)} | ${r.inScope ?? "-"} | ${statuses(r.outOfScope)} | ${r.operation}` +
          `${ok(r.owner) ? "" : ` :: ${noOwnerSuccess[r.operation] === undefined ? `no owner success: ${r.ownerBody}` : `listed: ${noOwnerSuccess[r.operation]}`}`}${r.problems.length === 0 ? "" : ` !! ${r.problems.join(" !! ")}`}`,
      ),
    ].join("\n");
    writeFileSync("test-results/reliability/write-isolation-sweep.txt", `${table}\n`);
    console.log(table);
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
