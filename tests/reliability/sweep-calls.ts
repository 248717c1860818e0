import type { LightMyRequestResponse } from "fastify";
import type { Person, WorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { fillPath, type JsonSchema, type Operation } from "./openapi-operations.ts";

/**
 * What the write sweeps send: one call per operation, built for one company's fixture (or one
 * workspace's view of it), so the same call can be sent by its owner, with another company's ids,
 * and with ids outside a manager's workspaces. The generic parts (a body from the schema, path
 * values from the fixture) live here; what the generator cannot guess lives in owner-calls.ts.
 */

/** A file upload (multipart) instead of a JSON body. */
export interface Upload {
  readonly field: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly data: Buffer;
}

/** Who sends the owner call: the company's founder, the person it is about, the platform admin, nobody signed in, or a named person. */
export type Sender = "founder" | "worker" | "admin" | "anonymous" | Person;

export interface Call {
  readonly as: Sender;
  readonly path: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly upload?: Upload;
}

/** One company's fixture, or one workspace's view of company B (the person, work log and workspace in it). */
export interface Ctx {
  readonly t: WorkTimeTestApp;
  readonly label: string;
  readonly company: string;
  /** The company's founder: main user, every manager and worker right. */
  readonly founder: Person;
  /** The person the calls are about (signed in, worker rights), with a finished work log. */
  readonly worker: Person;
  readonly work: string;
  readonly workType: string;
  readonly workspace: string;
  readonly absenceType: string;
  /** Rule groups by path prefix (/api/companies/{id}/overtimes/groups/ -> a group id). */
  readonly groups: Readonly<Record<string, string>>;
  /** The platform admin's token (admin persona). */
  readonly adminToken: string;
}

export type IdKind = "company" | "user" | "work" | "workType" | "workspace" | "absenceType";

const idLike = /(^id$|_id$|_ids$|Id$|Ids$)/;
/**
 * Rights' workspace lists are not entity references checked against the company: a workspace id
 * that is not the company's reaches none of its people or logs (people and logs carry only the
 * company's workspaces, which the body-id check guarantees). Role ids are numbers from a fixed list.
 */
export const notReferences = new Set(["general_rights_workspace_ids", "manager_rights_workspace_ids", "user_role_id", "session_id"]);
/**
 * Client-chosen ids (a new work's id): ids are per company, so naming one that another company uses
 * either is refused or creates the sender's own entity under that id in their own company. Either
 * way the other company's rows must not change, which the snapshot proves.
 */
export const clientChosen = new Set(["work_id", "export_id"]);

export const kindOfField = (name: string): IdKind | null => {
  if (/work_type|parent_id|change_work_type/.test(name)) return "workType";
  if (/workspace|division/.test(name)) return "workspace";
  if (/^work_ids?$|^except_work_id$/.test(name)) return "work";
  if (/user|worker|person|people|owner|main_user|manager_id/.test(name)) return "user";
  if (/company/.test(name)) return "company";
  if (/absence|leave_type|type_id/.test(name)) return "absenceType";
  return null;
};

export const idOf = (ctx: Ctx, kind: IdKind): string => (kind === "user" ? ctx.worker.id : ctx[kind]);

export const typesOf = (s: JsonSchema): string[] => {
  if (s.anyOf !== undefined || s.oneOf !== undefined) return [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(typesOf);
  return s.type === undefined ? [] : typeof s.type === "string" ? [s.type] : [...s.type];
};

/** A plausible value for a non-id field, from its name and schema. */
const plausibleValue = (name: string, s: JsonSchema & { minimum?: number; pattern?: string }): unknown => {
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
  if (types.includes("integer") || types.includes("number")) return Math.max(s.minimum ?? 1, /radius/.test(name) ? 100 : 1);
  if (types.includes("boolean")) return false;
  if (types.includes("array")) return [];
  if (types.includes("object")) return /location/.test(name) ? { lat: 60.17, lng: 24.94 } : {};
  if (types.includes("null")) return null;
  return "Sweep";
};

export const idValue = (s: JsonSchema, id: string): unknown => (typesOf(s).includes("array") && !typesOf(s).includes("string") ? [id] : id);

export const isIdField = (name: string, s: JsonSchema): boolean =>
  idLike.test(name) && !notReferences.has(name) && kindOfField(name) !== null && (typesOf(s).includes("string") || (s.items !== undefined && typesOf(s.items).includes("string")));

/** The generated body: required fields plausible, id fields naming the fixture's entities. */
export const generatedBody = (o: Operation, ctx: Ctx): Record<string, unknown> | undefined => {
  if (o.body?.properties === undefined) return o.method === "GET" || o.method === "DELETE" ? undefined : {};
  const body: Record<string, unknown> = {};
  for (const name of o.body.required ?? []) {
    const s = o.body.properties[name] ?? {};
    body[name] = isIdField(name, s) ? idValue(s, idOf(ctx, kindOfField(name)!)) : plausibleValue(name, s as never);
  }
  return body;
};

/** Generated path values: {id} is the company, or the person under /users/{id}. */
export const generatedPath = (o: Operation, ctx: Ctx): Record<string, string> => {
  const group = Object.entries(ctx.groups).find(([prefix]) => o.path.startsWith(prefix))?.[1];
  return {
    id: /^\/api\/(v2\/)?users\/\{id\}/.test(o.path) ? ctx.worker.id : ctx.company,
    userId: ctx.worker.id,
    workId: ctx.work,
    workTypeId: ctx.workType,
    divisionId: ctx.workspace,
    typeId: ctx.absenceType,
    ...(group === undefined ? {} : { groupId: group }),
  };
};

export const urlOf = (o: Operation, call: Pick<Call, "path" | "query">): string => {
  const url = fillPath(o.path, call.path);
  const query = new URLSearchParams(Object.entries(call.query)).toString();
  return query === "" ? url : `${url}?${query}`;
};

const multipart = (u: Upload) => {
  const boundary = `----wl${crypto.randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${u.field}"; filename="${u.fileName}"\r\nContent-Type: ${u.contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, u.data, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
};

/**
 * The newest ledger position an answer named (x-ledger-position): calls send it as
 * x-wait-for-position, so a route reading a read model sees what the set-up just wrote.
 */
export const ledger: { position: string | undefined } = { position: undefined };
export const noteLedgerPosition = (answer: LightMyRequestResponse): void => {
  const position = answer.headers["x-ledger-position"];
  if (typeof position === "string" && position !== "") ledger.position = position;
};

/** Sends a call as `token` (undefined: nobody signed in); the admin persona header for /api/admin. */
export const sendCall = async (t: WorkTimeTestApp, o: Operation, call: Call, token: string | undefined, csrf: string): Promise<LightMyRequestResponse> => {
  const headers: Record<string, string> = {
    "x-xsrf-token": csrf,
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    ...(ledger.position === undefined ? {} : { "x-wait-for-position": ledger.position }),
  };
  if (o.path.startsWith("/api/admin")) headers["x-persona"] = "admin";
  const method = o.method as "POST";
  const m = call.upload === undefined ? undefined : multipart(call.upload);
  const answer = await t.app.inject(
    m === undefined
      ? { method, url: urlOf(o, call), headers, ...(call.body === undefined ? {} : { payload: call.body as object }) }
      : { method, url: urlOf(o, call), headers: { ...headers, "content-type": m.contentType }, payload: m.payload },
  );
  noteLedgerPosition(answer);
  return answer;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where an id sits in a call: a path parameter, or a JSON path into the body. */
export type Spot = { readonly in: "path"; readonly name: string } | { readonly in: "body"; readonly at: readonly (string | number)[] };

export const spotName = (s: Spot): string => (s.in === "path" ? `path.${s.name}` : `body.${s.at.join(".")}`);

const leavesOf = (value: unknown, at: (string | number)[] = []): [(string | number)[], string][] => {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leavesOf(v, [...at, i]));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leavesOf(v, [...at, k]));
  return [];
};

const getAt = (value: unknown, at: readonly (string | number)[]): unknown => at.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);

const setAt = (value: unknown, at: readonly (string | number)[], leaf: unknown): unknown => {
  if (at.length === 0) return leaf;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, leaf);
  return copy;
};

/**
 * The ids that differ between two builds of one call (company A's and B's, or a workspace inside a
 * manager's scope and one outside it): each is a place where the other side's entity can be named.
 * Client-chosen ids (a new entity's id) are left out.
 */
export const differingIds = (o: Operation, own: Call, other: Call, counts: (theirs: string) => boolean = () => true): Spot[] => {
  const spots: Spot[] = [];
  for (const [name, value] of Object.entries(own.path)) {
    const theirs = other.path[name];
    if (o.params.includes(name) && uuid.test(value) && theirs !== undefined && theirs !== value && counts(theirs)) spots.push({ in: "path", name });
  }
  for (const [at, value] of leavesOf(own.body)) {
    if (!uuid.test(value) || at.some((k) => typeof k === "string" && (clientChosen.has(k) || notReferences.has(k)))) continue;
    const theirs = getAt(other.body, at);
    if (typeof theirs === "string" && theirs !== value && counts(theirs)) spots.push({ in: "body", at });
  }
  return spots;
};

/**
 * Ids of things that live in a workspace: people, their work logs, planned events, requests and
 * files, and workspaces. Only these are swapped in the out-of-scope pass; company-wide things
 * (work types, rule groups, positions, devices, broadcasts) are anyone's with the right.
 */
export const scopeBound = new Set<string>();
export const bound = (id: string): string => {
  scopeBound.add(id);
  return id;
};
/** Whether a call names something that lives in a workspace (in its path or anywhere in its body). */
export const namesScopeBound = (o: Operation, call: Call): boolean =>
  o.params.some((p) => call.path[p] !== undefined && scopeBound.has(call.path[p]!)) || leavesOf(call.body).some(([, value]) => scopeBound.has(value));

/** `own` with the id at `spot` taken from `other`. */
export const withIdFrom = (own: Call, other: Call, spot: Spot): Call =>
  spot.in === "path" ? { ...own, path: { ...own.path, [spot.name]: other.path[spot.name]! } } : { ...own, body: setAt(own.body, spot.at, getAt(other.body, spot.at)) };

/** `own` with one top-level body field set (an id field the owner call leaves out). */
export const withField = (own: Call, name: string, value: unknown): Call => ({ ...own, body: { ...((own.body as object | undefined) ?? {}), [name]: value } });
