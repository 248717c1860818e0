import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "./testing/work-time-test-app.ts";

const multipart = (fileName: string, contentType: string, data: Buffer) => {
  const boundary = `----wl${crypto.randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
};

describe("work log files on PostgreSQL", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let worker: Person;
  let outsider: Person;
  const upload = (who: Person, body: ReturnType<typeof multipart>) => t.send("POST", `/api/companies/${who.companyId}/works/files`, who.token, body.payload, body.headers);
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-18T06:00:00Z") });
    boss = await t.founder("Files Oy");
    worker = await t.person(boss);
    outsider = await t.founder("Elsewhere Oy");
  }, 180_000);
  afterAll(async () => t?.close());

  it("attaches an uploaded file to a log; whoever may read the log downloads it", async () => {
    const pdf = Buffer.from("%PDF-1.4 fuel receipt");
    const uploaded = await upload(worker, multipart("fuel ä.pdf", "application/pdf", pdf));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json().data as { id: string; name: string };
    expect(file).toMatchObject({ name: "fuel ä.pdf", content_type: "application/pdf", size: pdf.length });

    const added = await t.send("POST", `/api/companies/${boss.companyId}/works`, worker.token, {
      date: "2026-11-17",
      start_time: "08:00",
      end_time: "12:00",
      files: [{ id: file.id, name: file.name }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const workId = added.json().work_id as string;
    const read = await t.send("GET", `/api/companies/${boss.companyId}/works/${workId}`, worker.token, undefined, pos(added));
    expect(read.json().data).toMatchObject({ files: [{ id: file.id, name: "fuel ä.pdf" }], work_number: 1, edited: false });

    const url = `/api/companies/${boss.companyId}/works/${workId}/files/${file.id}`;
    for (const who of [worker, boss]) {
      const download = await t.send("GET", url, who.token);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-disposition"]).toBe(`attachment; filename*=UTF-8''${encodeURIComponent("fuel ä.pdf")}`);
      expect(download.rawPayload.equals(pdf)).toBe(true);
    }
    // Another company reads neither the log nor its file, even by naming both ids.
    expect((await t.send("GET", `/api/companies/${outsider.companyId}/works/${workId}/files/${file.id}`, outsider.token)).statusCode).toBe(404);

    // Editing the log marks it edited; removing the file from it ends the download through it.
    const edited = await t.send("PUT", `/api/companies/${boss.companyId}/works/${workId}`, worker.token, { files: [], comment: "no receipt" }, pos(added));
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await t.send("GET", `/api/companies/${boss.companyId}/works/${workId}`, worker.token, undefined, pos(edited));
    expect(after.json().data).toMatchObject({ files: [], edited: true });
    expect((await t.send("GET", url, worker.token, undefined, pos(edited))).statusCode).toBe(404);
  });

  it("refuses a log naming a file that is no work-log file of this company", async () => {
    const theirs = (await upload(outsider, multipart("theirs.pdf", "application/pdf", Buffer.from("%PDF-1.4 x")))).json().data as { id: string };
    for (const files of [[{ id: theirs.id, name: "theirs.pdf" }], [{ id: "made-up", name: "x.pdf" }]]) {
      const refused = await t.send("POST", `/api/companies/${boss.companyId}/works`, worker.token, { date: "2026-11-16", start_time: "08:00", end_time: "09:00", files });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors, refused.body).toEqual({ files: ["File not found"] });
    }
  });

  it("keeps images to 5 MB with the spec's message, and refuses an empty upload", async () => {
    const big = await upload(worker, multipart("photo.png", "image/png", Buffer.alloc(5_242_881, 1)));
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual({ file: ["Single image must not exceed 5MB"] });
    const missing = await t.send("POST", `/api/companies/${boss.companyId}/works/files`, worker.token, {});
    expect(missing.statusCode).toBe(400);
  });
});

/**
 * A file id in a log body goes through the shared body-id check: it must be the actor's own upload,
 * or, for a manager who looks at people's hours, an upload of someone within their workspaces.
 * Attaching someone else's file to one's own log and downloading it through that log was a way to
 * read another worker's files; it is refused with 400 'File not found' and nothing is written.
 */
describe("work log files name only one's own uploads or, for a manager, uploads within scope (PostgreSQL)", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let victim: Person;
  let coworker: Person;
  let scoped: Person;
  let northWorker: Person;
  let secret: { id: string; name: string };
  const c = () => `/api/companies/${boss.companyId}`;
  const uploadPdf = async (who: Person, name: string) => {
    const body = multipart(name, "application/pdf", Buffer.from(`%PDF-1.4 ${name}`));
    const sent = await t.send("POST", `/api/companies/${who.companyId}/works/files`, who.token, body.payload, body.headers);
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, name: stored } = sent.json().data as { id: string; name: string };
    return { id, name: stored };
  };
  const eventsNaming = async (id: string) =>
    Number((await t.testDatabase.database.pool.query<{ n: string }>("select count(*)::text as n from wl_events where data::text like $1", [`%${id}%`])).rows[0]!.n);
  const day = (n: number) => ({ date: `2026-11-${String(n).padStart(2, "0")}`, start_time: "08:00", end_time: "09:00" });
  const addLog = async (actor: Person, extra: Record<string, unknown>) => t.send("POST", `${c()}/works`, actor.token, { ...extra });
  const refusedAsUnknown = (answer: { statusCode: number; body: string; json(): { errors?: unknown } }, what: string) => {
    expect(answer.statusCode, `${what}: ${answer.body}`).toBe(400);
    expect(answer.json().errors, what).toEqual({ files: ["File not found"] });
  };
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-28T12:00:00Z") });
    boss = await t.founder("Attachments Oy");
    const north = await t.workspace(boss, "Site North");
    const south = await t.workspace(boss, "Site South");
    const hours = [...defaultWorkerRights.permissions, "has_manager_rights", "can_add_work_hours_of_users", "can_edit_work_hours_of_users", "can_confirm_work_hours"];
    scoped = await t.person(boss, hours, { roleId: 1, managerWorkspaces: [north], generalWorkspaces: [north] });
    victim = await t.person(boss, defaultWorkerRights.permissions, { generalWorkspaces: [south] });
    coworker = await t.person(boss, defaultWorkerRights.permissions, { generalWorkspaces: [south] });
    northWorker = await t.person(boss, defaultWorkerRights.permissions, { generalWorkspaces: [north] });
    secret = await uploadPdf(victim, "payslip.pdf");
    const own = await addLog(victim, { ...day(2), files: [secret] });
    expect(own.statusCode, own.body).toBe(201);
  }, 240_000);
  afterAll(async () => t?.close());

  it("refuses a co-worker attaching another worker's file to their own log, on add and on edit, writing nothing", async () => {
    const before = await eventsNaming(secret.id);
    refusedAsUnknown(await addLog(coworker, { ...day(3), files: [secret] }), "add");
    const plain = await addLog(coworker, day(4));
    expect(plain.statusCode, plain.body).toBe(201);
    const workId = plain.json().work_id as string;
    refusedAsUnknown(await t.send("PUT", `${c()}/works/${workId}`, coworker.token, { files: [secret] }, pos(plain)), "edit");
    expect(await eventsNaming(secret.id)).toBe(before);
    // And the download through the co-worker's own log finds nothing.
    const download = await t.send("GET", `${c()}/works/${workId}/files/${secret.id}`, coworker.token, undefined, pos(plain));
    expect(download.statusCode).toBe(404);
  });

  it("refuses a workspace-scoped manager a file of someone outside their workspaces, on their own log and on their people's", async () => {
    const before = await eventsNaming(secret.id);
    refusedAsUnknown(await addLog(scoped, { ...day(5), files: [secret] }), "manager's own log");
    refusedAsUnknown(await addLog(scoped, { ...day(5), worker_id: northWorker.id, files: [secret] }), "a north worker's log");
    expect(await eventsNaming(secret.id)).toBe(before);
  });

  it("still attaches one's own upload, a scoped manager's upload of their own people, and keeps a manager's file on a worker's edit", async () => {
    const receipt = await uploadPdf(northWorker, "receipt.pdf");
    const mine = await uploadPdf(scoped, "site-photo.pdf");
    const added = await addLog(scoped, { ...day(6), worker_id: northWorker.id, files: [receipt, mine] });
    expect(added.statusCode, added.body).toBe(201);
    const workId = added.json().work_id as string;
    // The worker edits their log and sends back the files it holds, the manager's among them.
    const edited = await t.send("PUT", `${c()}/works/${workId}`, northWorker.token, { comment: "parking", files: [receipt, mine] }, pos(added));
    expect(edited.statusCode, edited.body).toBe(200);
    for (const file of [receipt, mine]) {
      const download = await t.send("GET", `${c()}/works/${workId}/files/${file.id}`, northWorker.token, undefined, pos(edited));
      expect(download.statusCode, file.name).toBe(200);
    }
    // The main user (every workspace) may attach anyone's upload.
    const bosses = await addLog(boss, { ...day(7), worker_id: victim.id, files: [secret] });
    expect(bosses.statusCode, bosses.body).toBe(201);
  });
});
