import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { fillPath, operationsOf, wrongValueFor, type Operation } from "./openapi-operations.ts";

/**
 * Bad input sweep: every operation of /api/openapi.json with a JSON body is fed, as a signed-in
 * founder, bodies whose declared fields carry values of a type they can never take (even with
 * coercion), and arbitrary hostile JSON. Never a 5xx; a schema violation is 400 with field errors
 * and writes no event. Every field error is a sentence a person can read in the six locales: one of
 * the app's translated texts, never a regular expression or a JSON-schema keyword.
 */
const served = JSON.parse(readFileSync(new URL("../../web/src/lib/i18n/served/translations.json", import.meta.url), "utf8")) as {
  translations: Record<string, Record<string, string>>;
};
const locales = ["en", "et", "fi", "ru", "sv", "es"] as const;
const technical = /\^|\$|\\d|\bmust (match|be|have|NOT)\b|pattern|RegExp|Expected|keyword|additionalProperties|maxLength|minLength|minimum|maximum/;
/** Why a field message is not fit for a person, or null when it is. */
const unfitMessage = (message: string): string | null => {
  if (technical.test(message)) return "reads like a schema";
  const missing = locales.filter((l) => served.translations[l]?.[message] === undefined);
  return missing.length === 0 ? null : `not translated in ${missing.join(", ")}`;
};
describe("every endpoint refuses schema-violating and hostile bodies", () => {
  let t: WorkTimeTestApp;
  let founder: Person;
  let operations: Operation[];
  const eventCount = async () => Number((await t.testDatabase.database.pool.query<{ n: string }>("select count(*)::text as n from wl_events")).rows[0]!.n);

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    founder = await t.founder("Fuzz");
    operations = operationsOf((await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json());
  });
  afterAll(async () => t?.close());

  const paramsOf = () => ({ id: founder.companyId, userId: founder.id, workId: "00000000-0000-4000-8000-000000000000" });
  const withBody = () => operations.filter((o) => o.method !== "GET" && o.body?.properties !== undefined && Object.keys(o.body.properties).length > 0);

  it("finds the JSON-body endpoints in the OpenAPI document", () => {
    expect(withBody().length).toBeGreaterThan(10);
  });

  it("answers 400 with field errors and writes nothing when a declared field has an impossible type", { timeout: 120_000 }, async () => {
    const cases = withBody().flatMap((o) =>
      Object.entries(o.body!.properties!).flatMap(([field, schema]) =>
        [0, 1, 2].map((pick) => ({ o, field, value: wrongValueFor(schema, pick) })).filter((c) => c.value !== undefined),
      ),
    );
    expect(cases.length).toBeGreaterThan(50);
    const before = await eventCount();
    const failures: string[] = [];
    const unfit = new Set<string>();
    const answers = { fieldErrors: 0, refusedEarly: 0, poisoned: 0 };
    for (const { o, field, value } of cases) {
      const response = await t.send(o.method as "POST", fillPath(o.path, paramsOf()), founder.token, { [field]: value });
      const body = response.json() as { errors?: unknown; code?: string };
      if (response.statusCode === 400 && typeof body.errors === "object" && body.errors !== null) {
        for (const messages of Object.values(body.errors as Record<string, string[]>)) {
          for (const message of messages) {
            const why = unfitMessage(message);
            if (why !== null) unfit.add(`${o.method} ${o.path}: "${message}" ${why}`);
          }
        }
      }
      const fieldErrors = response.statusCode === 400 && typeof body.errors === "object" && body.errors !== null;
      // Refused before validation is fine: the founder may not use the route at all (feature off,
      // an id with no object behind it), and a body with a __proto__ key is refused whole
      // (prototype poisoning). Never 401: the founder is signed in, so a 401 means sign-in broke.
      const refusedEarly = [403, 404].includes(response.statusCode);
      const poisoned = response.statusCode === 400 && body.code === "FST_ERR_CTP_INVALID_JSON_BODY" && JSON.stringify(value).includes("__proto__");
      if (fieldErrors) answers.fieldErrors++;
      else if (poisoned) answers.poisoned++;
      else if (refusedEarly) answers.refusedEarly++;
      else failures.push(`${o.method} ${o.path} ${field}=${JSON.stringify(value).slice(0, 40)} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    expect([...unfit]).toEqual([]);
    // The sweep must reach the validator: early refusals (only the feature-gated device routes
    // today) stay a small minority, and every __proto__ body is refused as poisoned.
    console.info(`bad-input sweep of ${cases.length} cases: ${JSON.stringify(answers)}`);
    const poisonCases = cases.filter((c) => JSON.stringify(c.value).includes("__proto__")).length;
    expect(answers.poisoned).toBe(poisonCases);
    expect(answers.fieldErrors).toBeGreaterThan((cases.length - poisonCases) * 0.8);
    expect(await eventCount()).toBe(before);
  });

  it("never answers 5xx to arbitrary JSON, and writes no event when it refuses", { timeout: 120_000 }, async () => {
    const ops = withBody();
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.nat(ops.length - 1), fc.jsonValue({ maxDepth: 4 }), async (i, body) => {
        const o = ops[i]!;
        const before = await eventCount();
        const response = await t.send(o.method as "POST", fillPath(o.path, paramsOf()), founder.token, body === null ? "null" : body);
        if (response.statusCode >= 500) failures.push(`${o.method} ${o.path} ${JSON.stringify(body).slice(0, 80)} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
        if (response.statusCode >= 400 && (await eventCount()) !== before) failures.push(`${o.method} ${o.path}: ${response.statusCode} but wrote events`);
      }),
      { numRuns: 300, seed: 7 },
    );
    expect(failures).toEqual([]);
  });
});
