import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

const password = "Founder12345";

describe("a new company's paid absence types through the API on PostgreSQL", () => {
  let t: WorkTimeTestApp;
  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
  }, 180_000);
  afterAll(async () => t?.close());

  const signUp = async (language: string) => {
    const csrf = (await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
    const email = `types-${crypto.randomUUID().slice(0, 8)}@x.io`;
    const body = { first_name: "Sam", last_name: "Founder", email, password, password_confirmation: password, terms: true, company_name: `Co ${language}`, language };
    const response = await t.app.inject({ method: "POST", url: "/api/signup", headers: { "x-xsrf-token": csrf }, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return { token: response.json().access_token as string, companyId: response.json().user.default_company.id as string };
  };
  const typesOf = async (founder: { token: string; companyId: string }) => {
    let names: string[] = [];
    await expect
      .poll(async () => {
        const list = await t.send("GET", `/api/companies/${founder.companyId}/work-leaves/types`, founder.token);
        names = (list.json().data as { name: string }[]).map((x) => x.name);
        return names.length;
      }, { timeout: 15_000 })
      .toBe(4);
    return (await t.send("GET", `/api/companies/${founder.companyId}/work-leaves/types`, founder.token)).json().data as Record<string, unknown>[];
  };

  it("a Finnish sign-up starts with Finland's vacation, sick leave, child sick day and unpaid leave, in Finnish; the manager renames one", async () => {
    const founder = await signUp("fi");
    const types = await typesOf(founder);
    expect(types.map((x) => x["name"]).sort()).toEqual(["Palkaton vapaa", "Sairausloma", "Tilapäinen hoitovapaa (lapsen sairastuminen)", "Vuosiloma"]);
    expect(types.find((x) => x["name"] === "Tilapäinen hoitovapaa (lapsen sairastuminen)")).toMatchObject({ time_unit: "Day", max_days: 4 });
    expect(types.find((x) => x["name"] === "Palkaton vapaa")).toMatchObject({ do_not_count_as_workday: true });
    const renamed = await t.send("PUT", `/api/companies/${founder.companyId}/work-leaves/types/${String(types[0]!["id"])}`, founder.token, { name: "Kesäloma" });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it("a sign-up in English or Russian gets the neutral set in its language", async () => {
    expect((await typesOf(await signUp("en"))).map((x) => x["name"]).sort()).toEqual(["Child sick day", "Sick leave", "Unpaid leave", "Vacation"]);
    expect((await typesOf(await signUp("ru"))).map((x) => x["name"]).sort()).toEqual(["Больничный", "Больничный по уходу за ребёнком", "Отпуск", "Отпуск без сохранения зарплаты"].sort());
  });
});
