import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityTestApp, type IdentityTestApp } from "./testing/identity-test-app.ts";

const multipart = (field: string, fileName: string, contentType: string, data: Buffer) => {
  const boundary = `----wl${crypto.randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
};
// Real images: uploads are decoded and written again, so a broken file would be refused.
const png = await sharp({ create: { width: 3, height: 2, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 1 } } }).png().toBuffer();
const jpeg = await sharp({ create: { width: 3, height: 2, channels: 3, background: { r: 0, g: 128, b: 255 } } }).jpeg().toBuffer();

describe("company logo and profile photos on PostgreSQL", () => {
  let t: IdentityTestApp;
  let founder: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let companyId: string;
  const upload = (url: string, body: ReturnType<typeof multipart>, token = founder.token) =>
    t.app.inject({ method: "POST", url, headers: { ...t.headers(token), "content-type": body.contentType }, payload: body.payload });

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
    founder = await t.signup(`logo-${crypto.randomUUID().slice(0, 8)}@x.io`, "Logo Co");
    companyId = (founder.user.default_company as { id: string }).id;
  });
  afterAll(async () => t?.close());

  it("uploads the logo with the spec's message; the URL carries cache_id = logo_cache and serves the image", async () => {
    const response = await upload(`/api/companies/${companyId}/logo`, multipart("photo", "company-logo.png", "image/png", png));
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe("Company logo updated successfully");
    expect(data.logo).toBe(`${data.photo}?cache_id=${data.logo_cache}`);
    const image = await t.app.inject({ method: "GET", url: data.photo });
    expect(image.headers["content-type"]).toBe("image/png");
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: "png", width: 3, height: 2 });
    const removed = await t.post(`/api/companies/${companyId}/logo/remove`, undefined);
    expect(removed.statusCode).toBe(401);
    const removedOk = await t.app.inject({ method: "POST", url: `/api/companies/${companyId}/logo/remove`, headers: t.headers(founder.token) });
    expect(removedOk.json()).toMatchObject({ message: "Company logo removed successfully", data: { logo: null } });
  });

  it("refuses an image over 5 MB with 'Single image must not exceed 5MB', and non-images", async () => {
    const big = await upload(`/api/companies/${companyId}/logo`, multipart("photo", "big.png", "image/png", Buffer.alloc(5_242_881, 1)));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe("Single image must not exceed 5MB");
    const text = await upload(`/api/companies/${companyId}/logo`, multipart("photo", "a.txt", "text/plain", Buffer.from("hi")));
    expect(text.statusCode).toBe(400);
  });

  it("completes registration from a multipart form with the logo", async () => {
    const response = await t.post("/api/signup", { email: `late-${crypto.randomUUID().slice(0, 8)}@x.io`, password: "Secret123", password_confirmation: "Secret123", terms: true });
    const { access_token: token, user } = response.json();
    const boundary = `----wl${crypto.randomUUID()}`;
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(field("workspace_name", "Form Co") + field("first_name", "Fay") + field("last_name", "Form") + field("phone_number", "+372")),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="company-logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const done = await t.app.inject({ method: "POST", url: `/api/v2/users/${user.id}/register/complete`, headers: { ...t.headers(token), "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ first_name: "Fay", persona: { current: "manager" }, default_company: { name: "Form Co", telephone_number: "+372" } });
    expect(done.json().default_company.logo).toMatch(/^\/api\/files\/.+\?cache_id=\d+$/);
  });

  it("sets the own profile photo", async () => {
    const response = await upload(`/api/users/${founder.user.id}/photo`, multipart("photo", "me.jpg", "image/jpeg", jpeg));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.photo).toMatch(/^\/api\/files\//);
    expect((await t.get("/api/current-user", founder.token)).json().thumb_nail).toBe(response.json().data.photo);
  });
});
