import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
