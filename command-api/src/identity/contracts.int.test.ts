import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompanyResponse, CurrentUserResponse, PersonResponse, SessionResponse } from "@workledger/event-schemas";
import { createIdentityTestApp, type IdentityTestApp } from "./testing/identity-test-app.ts";

const decodes = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, value: unknown) => {
  const result = Schema.decodeUnknownResult(schema as never)(value, { errors: "all" });
  if (result._tag === "Failure") throw new Error(String(result.failure));
  return true;
};

// The web decodes with event-schemas' contracts: every identity answer must fit them.
describe("identity responses fit the event-schemas contracts", () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp("postgres");
  });
  afterAll(async () => t?.close());

  it("signup, login, current user, person and company", async () => {
    const email = `contract-${crypto.randomUUID().slice(0, 8)}@x.io`;
    const signup = await t.post("/api/signup", { email, password: "Secret123", password_confirmation: "Secret123", terms: true, company_name: "Contract Co" });
    expect(decodes(SessionResponse, signup.json())).toBe(true);
    const login = await t.login(email, "Secret123");
    expect(decodes(SessionResponse, login.json())).toBe(true);
    const token = login.json().access_token as string;
    const me = (await t.get("/api/current-user", token)).json();
    expect(decodes(CurrentUserResponse, me)).toBe(true);
    const companyId = me.default_company.id as string;
    const people = (await t.get(`/api/companies/${companyId}/workers`, token)).json();
    for (const person of people.data) expect(decodes(PersonResponse, person)).toBe(true);
    expect(decodes(CompanyResponse, (await t.get(`/api/companies/${companyId}/show`, token)).json().data)).toBe(true);
    // Without a default company the contract still holds (complete-registration case).
    const bare = await t.post("/api/signup", { email: `bare-${crypto.randomUUID().slice(0, 8)}@x.io`, password: "Secret123", password_confirmation: "Secret123", terms: true });
    expect(decodes(SessionResponse, bare.json())).toBe(true);
  });
});
