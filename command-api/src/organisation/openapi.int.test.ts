import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisationTestApp, type OrganisationTestApp } from "./testing/organisation-test-app.ts";

describe("organisation routes in the OpenAPI document", () => {
  let t: OrganisationTestApp;
  beforeAll(async () => {
    t = await createOrganisationTestApp("pglite");
  });
  afterAll(async () => t?.close());

  it("documents every path with snake_case bodies", async () => {
    const response = await t.call("GET", "/api/openapi.json", undefined);
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>>;
    for (const path of [
      "/api/companies/{id}/divisions",
      "/api/companies/{id}/divisions/{divisionId}/history",
      "/api/companies/{id}/work-types",
      "/api/companies/{id}/work-leaves/types",
      "/api/companies/{id}/overtimes/groups",
      "/api/companies/{id}/work-rounds/groups",
      "/api/companies/{id}/allowed-pauses/groups",
      "/api/companies/{id}/daily-allowance/groups",
      "/api/companies/{id}/compensation/groups",
      "/api/companies/{id}/settings",
      "/api/companies/{id}/preferences/me",
      "/api/box",
      "/api/inner-range/companies/{id}/doors",
      "/api/geofence-api/companies/{id}/gateways",
      "/api/holidays/{code}",
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    const body = paths["/api/companies/{id}/divisions"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(Object.keys(body.properties ?? {})).toEqual(["name", "location", "radius_meters", "default_work_type_id", "person_ids"]);
  });
});
