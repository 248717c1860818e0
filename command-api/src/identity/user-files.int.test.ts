import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserFileResponse, userStreamName } from "@workledger/event-schemas";
import { listAuditEvents } from "@workledger/projections";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "./testing/identity-test-app.ts";

const multipart = (field: string, fileName: string, contentType: string, data: Buffer) => {
  const boundary = `----wl${crypto.randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
};
const unique = () => crypto.randomUUID().slice(0, 8);

describe("a person's files on PostgreSQL", () => {
  let t: IdentityTestApp;
  let manager: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let other: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let companyId: string;
  let otherCompanyId: string;
  let worker: { id: string; email: string; token: string };

  const filesOf = (userId: string, company = companyId) => `/api/companies/${company}/users/${userId}/files`;
  const upload = (url: string, body: ReturnType<typeof multipart>, token = manager.token) =>
    t.app.inject({ method: "POST", url, headers: { ...t.headers(token), "content-type": body.contentType }, payload: body.payload });
  const remove = (url: string, token = manager.token) => t.app.inject({ method: "DELETE", url, headers: t.headers(token) });

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
    manager = await t.founder(`files-${unique()}@x.io`, "Files Co");
    companyId = (manager.user.default_company as { id: string }).id;
    other = await t.founder(`files-other-${unique()}@x.io`, "Other Co");
    otherCompanyId = (other.user.default_company as { id: string }).id;
    const email = `files-worker-${unique()}@x.io`;
    const invited = await t.post(`/api/companies/${companyId}/users/invite`, { emails: [email], workspace: companyId, language: "en" }, manager.token);
    const id = invited.json().invited[0].id as string;
    const link = await t.linkToken(email, "set_password");
    await t.post("/api/password/set", { token: link, password: strongPassword, password_confirmation: strongPassword });
    worker = { id, email, token: await t.tokenFor(email, strongPassword) };
  });
  afterAll(async () => t?.close());

  it("uploads, lists, downloads and deletes, each change an event in the audit log", async () => {
    const pdf = Buffer.from("%PDF-1.4 contract");
    const added = await upload(filesOf(worker.id), multipart("file", "contract ä.pdf", "application/pdf", pdf));
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe("File uploaded successfully");
    const file = added.json().data as UserFileResponse;
    expect(Schema.is(UserFileResponse)(file)).toBe(true);
    expect(file).toMatchObject({ file_name: "contract ä.pdf", content_type: "application/pdf", size: pdf.length });

    const list = await t.get(filesOf(worker.id), manager.token);
    expect(list.json().data.map((f: UserFileResponse) => f.id)).toEqual([file.id]);
    // The person sees their own files too.
    expect((await t.get(filesOf(worker.id), worker.token)).json().data).toHaveLength(1);

    const download = await t.get(file.url, manager.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(`attachment; filename*=UTF-8''${encodeURIComponent("contract ä.pdf")}`);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // Never through the open image route.
    expect((await t.get(`/api/files/${file.id}`)).statusCode).toBe(404);

    const deleted = await remove(file.url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe("File deleted successfully");
    expect((await t.get(filesOf(worker.id), manager.token)).json().data).toEqual([]);
    // Opened or removed again from a stale list (another tab): the spec's 'Document :filename is no longer available'.
    const stale = await t.get(file.url, manager.token);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toMatchObject({ message: "Document contract ä.pdf is no longer available", code: "file_not_available" });
    expect((await remove(file.url)).json().message).toBe("Document contract ä.pdf is no longer available");
    expect((await t.get(`${filesOf(worker.id)}/${crypto.randomUUID()}`, manager.token)).json().message).toBe("File not found");

    await t.readModels.waitForPosition("audit", await t.eventStore.headPosition(), { timeoutMs: 10_000 });
    const audit = await listAuditEvents(t.db, { companyId, streamName: userStreamName(companyId, worker.id), limit: 50 });
    expect(audit.filter((e) => e.type.startsWith("UserFile")).map((e) => [e.type, e.actorId, e.data])).toEqual([
      ["UserFileRemoved", manager.user.id, { fileId: file.id, fileName: "contract ä.pdf", by: manager.user.id }],
      ["UserFileAdded", manager.user.id, { fileId: file.id, fileName: "contract ä.pdf", contentType: "application/pdf", size: pdf.length, by: manager.user.id }],
    ]);
  });

  it("answers 400 by field: missing file, images over 5 MB, other files over 10 MB", async () => {
    const missing = await upload(filesOf(worker.id), multipart("photo", "a.txt", "text/plain", Buffer.from("x")));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ file: ["This field is required"] });
    const bigImage = await upload(filesOf(worker.id), multipart("file", "big.png", "image/png", Buffer.alloc(5_242_881, 1)));
    expect(bigImage.statusCode).toBe(400);
    expect(bigImage.json().errors).toEqual({ file: ["Single image must not exceed 5MB"] });
    const bigFile = await upload(filesOf(worker.id), multipart("file", "big.bin", "application/octet-stream", Buffer.alloc(10_485_761, 1)));
    expect(bigFile.statusCode).toBe(400);
    expect(bigFile.json().errors).toEqual({ file: ["Single file must not exceed 10MB"] });
    const sixMb = await upload(filesOf(worker.id), multipart("file", "scan.pdf", "application/pdf", Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(6_000_000, 0x20)])));
    expect(sixMb.statusCode).toBe(201);
  });

  it("keeps companies apart: another company's manager gets 403 on these paths and 404 for these ids through their own", async () => {
    const kept = (await upload(filesOf(worker.id), multipart("file", "id.txt", "text/plain", Buffer.from("id")))).json().data as UserFileResponse;
    expect((await t.get(filesOf(worker.id), other.token)).statusCode).toBe(403);
    expect((await t.get(kept.url, other.token)).statusCode).toBe(403);
    expect((await upload(filesOf(worker.id), multipart("file", "x.txt", "text/plain", Buffer.from("x")), other.token)).statusCode).toBe(403);
    expect((await remove(kept.url, other.token)).statusCode).toBe(403);
    // Through their own company's path the person and the file do not exist.
    expect((await t.get(filesOf(worker.id, otherCompanyId), other.token)).statusCode).toBe(404);
    expect((await t.get(`${filesOf(worker.id, otherCompanyId)}/${kept.id}`, other.token)).statusCode).toBe(404);
    expect((await remove(`${filesOf(other.user.id, otherCompanyId)}/${kept.id}`, other.token)).statusCode).toBe(404);
    expect((await t.get(`${filesOf(other.user.id, otherCompanyId)}/${kept.id}`, other.token)).statusCode).toBe(404);
  });

  it("refuses a worker: no uploads or deletions, no one else's files", async () => {
    const kept = (await upload(filesOf(worker.id), multipart("file", "w.txt", "text/plain", Buffer.from("w")))).json().data as UserFileResponse;
    expect((await upload(filesOf(worker.id), multipart("file", "self.txt", "text/plain", Buffer.from("s")), worker.token)).statusCode).toBe(403);
    expect((await remove(kept.url, worker.token)).statusCode).toBe(403);
    expect((await t.get(filesOf(manager.user.id), worker.token)).statusCode).toBe(403);
    expect((await t.get(kept.url, worker.token)).statusCode).toBe(200);
  });
});
