import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { parseServedTranslations } from "./translations.routes.ts";

/** Spec section 7: GET /api/onesky/translations (field data) and GET /api/onesky/locale, over real HTTP, without a session. */
describe("translations API", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const getJson = async (path: string) => {
    const response = await fetch(`${url}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    return response.json() as Promise<{ data: unknown }>;
  };

  it("serves every locale's table in data, public", async () => {
    const { data } = (await getJson("/api/onesky/translations")) as { data: Record<string, Record<string, string>> };
    expect(Object.keys(data).sort()).toEqual(["en", "es", "et", "fi", "ru", "sv"]);
    expect(data["et"]?.["Access denied"]).toBe("Juurdepääs keelatud");
    expect(data["en"]?.["Access denied"]).toBe("Access denied");
    expect(Object.keys(data["et"] ?? {}).length).toBeGreaterThan(500);
  });

  it("gives every locale the same texts; a counted text adds the plural forms its language needs", async () => {
    const { data } = (await getJson("/api/onesky/translations")) as { data: Record<string, Record<string, string>> };
    const pluralForm = /_(zero|one|two|few|many|other)$/;
    const texts = (table: Record<string, string>) => [...new Set(Object.keys(table).map((key) => key.replace(pluralForm, "")))].sort();
    const english = texts(data["en"] ?? {});
    for (const [locale, table] of Object.entries(data)) {
      expect(texts(table), locale).toEqual(english);
      // every plural form belongs to a text English has ("{{count}} workers_few" beside "{{count}} workers")
      for (const key of Object.keys(table).filter((k) => pluralForm.test(k))) expect(table, `${locale}: ${key}`).toHaveProperty([key.replace(pluralForm, "")]);
    }
  });

  it("lists the supported locales with their own names", async () => {
    const { data } = await getJson("/api/onesky/locale");
    expect(data).toEqual([
      { code: "en", name: "English" },
      { code: "et", name: "Eesti" },
      { code: "fi", name: "Suomi" },
      { code: "ru", name: "Русский" },
      { code: "sv", name: "Svenska" },
      { code: "es", name: "Español" },
    ]);
  });

  it("documents both routes in the OpenAPI document", async () => {
    const doc = (await (await fetch(`${url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/onesky/translations", "/api/onesky/locale"]));
  });

  it("refuses a translations file of the wrong shape at start-up", () => {
    expect(() => parseServedTranslations('{"locales":[{"code":"et","name":"Eesti"}],"translations":{}}')).toThrow(/no string table for et/);
    expect(() => parseServedTranslations("[]")).toThrow(/expected/);
  });
});
