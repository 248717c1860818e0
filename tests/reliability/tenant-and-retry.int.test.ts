import sharp from "sharp";
import { companyFlagKeys } from "@workledger/event-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payrollFilesOf } from "@workledger/command-api/payroll-exporter.compose.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { answeredByOwner, fillKnownPath, fillPath, operationsOf, type Operation, type OwnerControl } from "./openapi-operations.ts";

/**
 * Tenant isolation sweep: every GET route of /api/openapi.json with an `id` parameter is first
 * asked by company A's founder with A's real ids (company, user, work, workspace, file) and must
 * answer 2xx (positive control: a URL that refuses its owner too proves nothing). Then company B's
 * founder asks the same URLs and gets 403 or 404, never A's data. And retries: the same command
 * sent again (same work id, same x-command-id) records its events once.
 */
const multipart = (field: string, fileName: string, contentType: string, data: Buffer) => {
  const boundary = `----wl${crypto.randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** Readable by anyone who holds the unguessable id (logos and photos shown in <img>), by design not company-scoped. */
const publicByUnguessableId = new Set(["/api/files/{id}"]);
/** The platform admin's routes: no company owns them, so a company's founder is refused on every one (asserted below). */
const platformAdminRoute = (path: string) => path.startsWith("/api/admin/");
describe("tenant isolation and command retries", () => {
  let t: WorkTimeTestApp;
  let a: Person;
  let b: Person;
  let aWorkId: string;
  let gets: Operation[];
  /** A's real ids for every path parameter the GET routes use. */
  let aIds: Record<string, string>;
  let control: OwnerControl;
  let adminGets: Operation[];

  const upload = async (url: string, token: string, body: ReturnType<typeof multipart>) => {
    const csrf = (await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
    return t.app.inject({ method: "POST", url, headers: { "x-xsrf-token": csrf, authorization: `Bearer ${token}`, "content-type": body.contentType }, payload: body.payload });
  };
  /** A's object ids for one operation's path (a work log's file goes with the log that names it). */
  const aObjectIds = (o: Operation): Record<string, string> =>
    o.path.includes("/works/{workId}/files/") ? { ...aIds, workId: aIds["loggedWorkId"]!, fileId: aIds["workFileId"]! } : aIds;
  /** A's ids in a URL: `/api/users/{id}` is a user, `/api/files/{id}` an image, elsewhere `id` is the company. */
  const aUrlOf = (o: Operation) =>
    fillKnownPath(o, { ...aObjectIds(o), id: o.path.startsWith("/api/users/") ? a.id : o.path.startsWith("/api/files/") ? aIds["logoId"]! : a.companyId });

  beforeAll(async () => {
    // Composed with the payroll files port, as the server is, so the files route answers its owner.
    t = await createWorkTimeTestApp("postgres", { payroll: ({ db }) => ({ payrollFiles: payrollFilesOf(db) }) });
    a = await t.founder("Tenant A");
    b = await t.founder("Tenant B");
    // Every feature on, so routes a flag gates answer their owner too (the positive control).
    const everyFlag = Object.fromEntries(companyFlagKeys.map((k) => [k, true]));
    await t.setFlags(a.companyId, everyFlag);
    await t.setFlags(b.companyId, everyFlag);
    const started = await t.send("POST", `/api/companies/${a.companyId}/works/start`, a.token, {});
    expect(started.statusCode).toBe(201);
    aWorkId = started.json().work_id as string;
    const division = await t.send("POST", `/api/companies/${a.companyId}/divisions`, a.token, { name: "Harbour", location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 });
    expect(division.statusCode, division.body).toBe(201);
    const file = await upload(`/api/companies/${a.companyId}/users/${a.id}/files`, a.token, multipart("file", "contract.pdf", "application/pdf", Buffer.from("%PDF-1.4 contract")));
    expect(file.statusCode, file.body).toBe(201);
    const png = await sharp({ create: { width: 2, height: 2, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
    const logo = await upload(`/api/companies/${a.companyId}/logo`, a.token, multipart("photo", "logo.png", "image/png", png));
    expect(logo.statusCode, logo.body).toBe(200);
    const logoId = /\/files\/([^/?]+)/.exec(logo.json().data.photo as string)?.[1];
    expect(logoId).toBeDefined();
    const workFile = await upload(`/api/companies/${a.companyId}/works/files`, a.token, multipart("file", "receipt.pdf", "application/pdf", Buffer.from("%PDF-1.4 receipt")));
    expect(workFile.statusCode, workFile.body).toBe(201);
    const workFileId = workFile.json().data.id as string;
    const logged = await t.send("POST", `/api/companies/${a.companyId}/works`, a.token, { date: "2026-11-16", start_time: "08:00", end_time: "09:00", files: [{ id: workFileId, name: "receipt.pdf" }] });
    expect(logged.statusCode, logged.body).toBe(201);
    const exportJob = await t.send("POST", `/api/payroll/companies/${a.companyId}/export-jobs`, a.token, { target: "merit-palk", period_start: "2026-11-01", period_end: "2026-11-30", worker_ids: [a.id] });
    expect(exportJob.statusCode, exportJob.body).toBe(202);
    const broadcast = await t.send("POST", `/api/companies/${a.companyId}/broadcasts`, a.token, { title: "Tenant sweep", text: "Hello", user_ids: [a.id] });
    expect(broadcast.statusCode, broadcast.body).toBe(201);
    aIds = {
      userId: a.id,
      personId: a.id,
      workerId: a.id,
      workId: aWorkId,
      divisionId: division.json().data.id as string,
      fileId: file.json().data.id as string,
      logoId: logoId!,
      loggedWorkId: logged.json().work_id as string,
      workFileId,
      jobId: exportJob.json().data.job_id as string,
      broadcastId: broadcast.json().data.id as string,
    };
    // Reads wait for the seeding writes (made one after another, so the last position covers all) to reach the read models.
    const position = [broadcast, exportJob, logged, logo, file, division, started].map((r) => r.headers["x-ledger-position"]).find((p) => typeof p === "string");
    expect(position).toBeDefined();
    const withId = operationsOf((await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json()).filter((o) => o.method === "GET" && o.params.includes("id"));
    gets = withId.filter((o) => !platformAdminRoute(o.path));
    adminGets = withId.filter((o) => platformAdminRoute(o.path));
    control = await answeredByOwner(gets, aUrlOf, (_, url) => t.send("GET", url, a.token, undefined, { "x-wait-for-position": String(position) }));
  });
  afterAll(async () => t?.close());

  it("positive control: every GET route with an id answers its owner 2xx, so each refusal below means isolation", () => {
    console.info(`tenant sweep: ${control.answered.length} of ${gets.length} GET routes answer their owner`);
    expect(control.unanswered).toEqual([]);
    expect(gets.length).toBeGreaterThan(25);
    expect(control.answered.length).toBe(gets.length);
  });

  it("refuses a company's founder on the platform admin's GET routes, their own company's id included", async () => {
    const answers = await Promise.all(adminGets.map(async (o) => `${o.path} -> ${(await t.send("GET", aUrlOf(o) ?? o.path, a.token)).statusCode}`));
    expect(answers.filter((line) => !line.endsWith(" -> 403"))).toEqual([]);
  });

  it("refuses another company's ids on every GET route that answers the owner (403/404)", async () => {
    const checked = control.answered.filter(({ operation }) => !publicByUnguessableId.has(operation.path));
    expect(checked.length).toBe(gets.length - publicByUnguessableId.size);
    const leaks: string[] = [];
    for (const { operation, url } of checked) {
      const response = await t.send("GET", url, b.token);
      if (![403, 404].includes(response.statusCode)) leaks.push(`${operation.path} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(leaks).toEqual([]);
  });

  it("never shows A's objects under B's own company id", async () => {
    const showsA = (body: string) => [aWorkId, aIds["divisionId"]!, aIds["fileId"]!, a.id, a.email, "%PDF-1.4 contract", "%PDF-1.4 receipt"].some((v) => body.includes(v));
    const multiId = gets.filter((g) => g.params.length > 1 && g.path.startsWith("/api/companies/"));
    expect(multiId.length).toBeGreaterThan(4);
    // Positive control: under A's own company, A gets every one of these objects (2xx, mostly
    // showing its ids), so a refusal to B below is about the company, not about a missing object.
    const own = await Promise.all(multiId.map((o) => t.send("GET", fillPath(o.path, { ...aObjectIds(o), id: a.companyId }, o.query), a.token)));
    expect(own.map((r, i) => `${multiId[i]!.path} -> ${r.statusCode}`).filter((line) => !/ -> 2\d\d$/.test(line))).toEqual([]);
    // A broadcast's reach answers counts only (whom posting would reach), no ids to recognise.
    const countsOnly = multiId.filter((o) => o.path.endsWith("/{broadcastId}/reach")).length;
    expect(countsOnly).toBe(1);
    expect(own.filter((r) => showsA(r.body)).length).toBeGreaterThanOrEqual(multiId.length - countsOnly - 1);
    const leaks: string[] = [];
    for (const o of multiId) {
      const response = await t.send("GET", fillPath(o.path, { ...aObjectIds(o), id: b.companyId }, o.query), b.token);
      if (![403, 404].includes(response.statusCode) || showsA(response.body)) leaks.push(`${o.path} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(leaks).toEqual([]);
  });

  const eventsOf = async (predicate: string, value: string) =>
    (await t.testDatabase.database.pool.query<{ type: string }>(`select type from wl_events where ${predicate} = $1 order by global_position`, [value])).rows.map((r) => r.type);

  it("records a retried start (same work id) once", async () => {
    const workId = crypto.randomUUID();
    const p = await t.person(b);
    const first = await t.send("POST", `/api/companies/${b.companyId}/works/start`, p.token, { work_id: workId });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) {
      const again = await t.send("POST", `/api/companies/${b.companyId}/works/start`, p.token, { work_id: workId });
      expect(again.statusCode).toBeLessThan(500);
    }
    expect(await eventsOf("data->>'workId'", workId)).toEqual(["WorkStarted"]);
  });

  it("records a retried stop (same x-command-id) once, concurrently too", async () => {
    const p = await t.person(b);
    const started = await t.send("POST", `/api/companies/${b.companyId}/works/start`, p.token, {});
    const workId = started.json().work_id as string;
    const commandId = `retry-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.send("POST", `/api/companies/${b.companyId}/works/stop`, p.token, { work_id: workId }, { "x-command-id": commandId })),
    );
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await eventsOf("data->>'workId'", workId)).filter((type) => type === "WorkStopped")).toEqual(["WorkStopped"]);
    expect(await eventsOf("metadata->>'commandId'", commandId)).toEqual(["WorkStopped"]);
  });

  it("records a retried manual log (same work id) once", async () => {
    const workId = crypto.randomUUID();
    const body = { work_id: workId, start: "2026-11-02T06:00:00.000Z", end: "2026-11-02T14:00:00.000Z" };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await t.send("POST", `/api/companies/${b.companyId}/works`, b.token, body));
    expect(answers[0]!.statusCode).toBe(201);
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    expect(await eventsOf("data->>'workId'", workId)).toEqual(["WorkLogAdded"]);
  });
});
