import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityTestApp, type IdentityTestApp } from "./testing/identity-test-app.ts";

const multipart = (field: string, fileName: string, contentType: string, data: Buffer) => {
  const boundary = `----wl${crypto.randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
};

const html = Buffer.from("<!doctype html><html><body><script>fetch('/api/current-user')</script></body></html>");

/** A small photo as a phone takes it: JPEG with EXIF, including where it was taken (GPS IFD). */
const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Model X", ImageDescription: "Home office" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "60/1 10/1 2000/100", GPSLongitudeRef: "E", GPSLongitude: "24/1 56/1 3000/100" } })
    .toBuffer();

describe("uploads: content checked against the declared type, images written again without metadata", () => {
  let t: IdentityTestApp;
  let founder: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let companyId: string;
  const upload = (url: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({ method: "POST", url, headers: { ...t.headers(founder.token), "content-type": body.contentType }, payload: body.payload });
  const storedFiles = async () => Number((await t.testDatabase.database.pool.query<{ n: string }>("select count(*)::text as n from stored_files")).rows[0]!.n);

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
    founder = await t.signup(`upload-${crypto.randomUUID().slice(0, 8)}@x.io`, "Upload Co");
    companyId = (founder.user.default_company as { id: string }).id;
  });
  afterAll(async () => t?.close());

  it.each([
    ["a profile photo", () => `/api/users/${founder.user.id}/photo`, "photo"],
    ["the company logo", () => `/api/companies/${companyId}/logo`, "photo"],
    ["a person's file", () => `/api/companies/${companyId}/users/${founder.user.id}/files`, "file"],
  ])("%s whose body is HTML but declared image/png is refused and not stored", async (_what, url, field) => {
    const before = await storedFiles();
    const response = await upload(url(), multipart(field, "avatar.png", "image/png", html));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "content_mismatch", errors: { [field]: ["The file's content does not match its type"] } });
    expect(await storedFiles()).toBe(before);
  });

  it("a person's file declared as a PDF must look like one; plain text is kept as the download it is", async () => {
    const url = `/api/companies/${companyId}/users/${founder.user.id}/files`;
    expect((await upload(url, multipart("file", "contract.pdf", "application/pdf", html))).statusCode).toBe(400);
    // A ZIP archive sent as plain text: its bytes say otherwise.
    expect((await upload(url, multipart("file", "notes.txt", "text/plain", Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(100, 1)])))).statusCode).toBe(400);
    const text = await upload(url, multipart("file", "notes.txt", "text/plain", Buffer.from("hello")));
    expect(text.statusCode).toBe(201);
    const download = await t.app.inject({ method: "GET", url: text.json().data.url, headers: t.headers(founder.token) });
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toContain("sandbox");
    expect(download.headers["content-disposition"]).toMatch(/^attachment/);
  });

  it("a JPEG with EXIF GPS comes back without its metadata, the right size, and with nosniff", async () => {
    const original = await photoWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from("PhoneMaker"))).toBe(true); // the test photo does carry EXIF
    expect(before.exif?.length).toBeGreaterThan(100);
    const response = await upload(`/api/users/${founder.user.id}/photo`, multipart("photo", "me.jpg", "image/jpeg", original));
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: "GET", url: response.json().data.photo.split("?")[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    const after = await sharp(served.rawPayload).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(after.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from("Home office"))).toBe(false);
  });

  it("an image in a person's files is written again too", async () => {
    const response = await upload(`/api/companies/${companyId}/users/${founder.user.id}/files`, multipart("file", "site.jpg", "image/jpeg", await photoWithGps()));
    expect(response.statusCode).toBe(201);
    const download = await t.app.inject({ method: "GET", url: response.json().data.url, headers: t.headers(founder.token) });
    expect((await sharp(download.rawPayload).metadata()).exif).toBeUndefined();
  });
});
