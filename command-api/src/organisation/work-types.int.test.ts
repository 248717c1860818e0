import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisationTestApp, type OrganisationTestApp, type Person } from "./testing/organisation-test-app.ts";

describe("work types and paid absence types API on PostgreSQL", () => {
  let t: OrganisationTestApp;
  let a: Person;
  let b: Person;
  let worker: Person;
  let typesManager: Person;

  beforeAll(async () => {
    t = await createOrganisationTestApp("postgres");
    a = await t.founder("Company A");
    b = await t.founder("Company B");
    worker = await t.member(a, ["can_see_timesheets_or_overview"], 3);
    typesManager = await t.member(a, ["can_manage_work_types"]);
  });
  afterAll(async () => t?.close());

  const url = (who: Person, path = "") => `/api/companies/${who.companyId}/work-types${path}`;

  it("creates a work type with every field of the spec and a sub-type under it; lists active = 1 only", async () => {
    const parent = await t.call("POST", url(a), a.token, {
      name: "Cleaning",
      product_number: "P-100",
      visma_product_number: "V-7",
      price: 24.5,
      unit: "Hour",
      show_separately_on_report: true,
      cost_descriptions: ["Detergent", "Fuel"],
      default_pause_seconds: 1800,
      include_in_overtime: false,
      paid_absence_extras: true,
    });
    expect(parent.statusCode, parent.body).toBe(201);
    expect(parent.json().message).toBe("Work type successfully created");
    const parentId = parent.json().data.id as string;
    const child = await t.call("POST", url(typesManager), typesManager.token, { name: "Windows", parent_id: parentId, unit: "Piece", price: 3 });
    expect(child.statusCode, child.body).toBe(201);
    const list = await t.read(url(a), worker.token, child);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: parentId,
        name: "Cleaning",
        parent_id: null,
        product_number: "P-100",
        visma_product_number: "V-7",
        price: 24.5,
        unit: "Hour",
        show_separately_on_report: true,
        cost_descriptions: ["Detergent", "Fuel"],
        default_pause_seconds: 1800,
        include_in_overtime: false,
        paid_absence_extras: true,
        active: 1,
      }),
      expect.objectContaining({ name: "Windows", parent_id: parentId, unit: "Piece", price: 3, active: 1 }),
    ]);
  });

  it("rejects a duplicate option with 'Option already exist', and bad fields with the spec's messages", async () => {
    await t.call("POST", url(a), a.token, { name: "Driving" });
    const duplicate = await t.call("POST", url(a), a.token, { name: " driving " });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ message: "Option already exist", code: "option_already_exists", errors: { name: ["Option already exist"] } });
    const costs = await t.call("POST", url(a), a.token, { name: "Painting", cost_descriptions: ["Paint", "paint"] });
    expect(costs.json().errors).toEqual({ cost_descriptions: ["Option already exist"] });
    const bad = await t.call("POST", url(a), a.token, { name: "", price: "cheap", unit: "Litre" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.name).toEqual(["This field is required"]);
    expect(bad.json().errors.price).toContain("Must be a number");
    expect(Object.keys(bad.json().errors)).toContain("unit");
    const orphan = await t.call("POST", url(a), a.token, { name: "Orphan", parent_id: "missing" });
    expect(orphan.json().errors).toEqual({ parent_id: ["Parent work type not found"] });
  });

  it("edits only the fields given, deactivates a parent with its sub-types, and reactivates", async () => {
    const parentId = (await t.call("POST", url(a), a.token, { name: "Moving", price: 10 })).json().data.id as string;
    await t.call("POST", url(a), a.token, { name: "Pianos", parent_id: parentId });
    const edited = await t.call("PUT", url(a, `/${parentId}`), a.token, { price: 12 });
    expect(edited.statusCode, edited.body).toBe(200);
    let list = await t.read(url(a), a.token, edited);
    expect(list.json().data.find((w: { id: string }) => w.id === parentId)).toMatchObject({ name: "Moving", price: 12 });
    const deleted = await t.call("DELETE", url(a, `/${parentId}`), a.token);
    expect(deleted.json().message).toBe("Work type successfully deleted");
    list = await t.read(url(a), a.token, deleted);
    expect(list.json().data.map((w: { name: string }) => w.name)).not.toContain("Moving");
    expect(list.json().data.map((w: { name: string }) => w.name)).not.toContain("Pianos");
    const all = await t.read(`${url(a)}?all=true`, a.token, deleted);
    expect(all.json().data.filter((w: { active: number }) => w.active === 0).map((w: { name: string }) => w.name).sort()).toEqual(["Moving", "Pianos"]);
    const back = await t.call("POST", url(a, `/${parentId}/activate`), a.token);
    expect(back.statusCode).toBe(200);
    expect((await t.read(url(a), a.token, back)).json().data.map((w: { name: string }) => w.name)).toContain("Moving");
    expect((await t.call("PUT", url(a, "/nope"), a.token, { price: 1 })).statusCode).toBe(404);
  });

  it("lets a workspace default to an active work type only", async () => {
    const typeId = (await t.call("POST", url(a), a.token, { name: "Guarding" })).json().data.id as string;
    const ok = await t.call("POST", `/api/companies/${a.companyId}/divisions`, a.token, { name: "Gate", location: { lat: 60, lng: 25 }, radius_meters: 100, default_work_type_id: typeId });
    expect(ok.statusCode, ok.body).toBe(201);
    await t.call("DELETE", url(a, `/${typeId}`), a.token);
    const inactive = await t.call("POST", `/api/companies/${a.companyId}/divisions`, a.token, { name: "Gate 2", location: { lat: 60, lng: 25 }, radius_meters: 100, default_work_type_id: typeId });
    expect(inactive.json().errors).toEqual({ default_work_type_id: ["The work type is inactive"] });
  });

  it("needs can_manage_work_types; keeps tenants apart", async () => {
    expect((await t.call("POST", url(a), worker.token, { name: "X" })).statusCode).toBe(403);
    expect((await t.call("POST", url(a), a.token, { name: "X" }, )).statusCode).toBe(201);
    expect((await t.call("GET", `${url(a)}?all=true`, worker.token)).statusCode).toBe(403);
    expect((await t.call("GET", url(b), a.token)).statusCode).toBe(403);
    expect((await t.call("POST", url(b), a.token, { name: "Y" })).statusCode).toBe(403);
    const bType = (await t.call("POST", url(b), b.token, { name: "B only" })).json().data.id as string;
    expect((await t.call("PUT", url(a, `/${bType}`), a.token, { name: "Mine" })).statusCode).toBe(404);
    expect((await t.call("DELETE", url(a, `/${bType}`), a.token)).statusCode).toBe(404);
    const own = await t.read(url(a), a.token);
    expect(own.json().data.map((w: { id: string }) => w.id)).not.toContain(bType);
  });

  describe("paid absence types", () => {
    const leaves = (who: Person, path = "") => `/api/companies/${who.companyId}/work-leaves/types${path}`;

    it("creates, edits, lists and deactivates, with the spec's fields", async () => {
      const created = await t.call("POST", leaves(a), a.token, { name: "Study leave", time_unit: "Day", length: 1, do_not_count_as_workday: true });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as string;
      const hours = await t.call("POST", leaves(a), a.token, { name: "Doctor", time_unit: "Hour", length: 2 });
      const edited = await t.call("PUT", leaves(a, `/${id}`), a.token, { length: 2 });
      expect(edited.statusCode).toBe(200);
      // The company started with its country's types; these two come beside them.
      const ours = <T extends { id: string }>(data: T[]) => data.filter((x) => x.id === id || x.id === hours.json().data.id);
      let list = await t.read(leaves(a), worker.token, edited);
      expect(ours(list.json().data)).toEqual([
        expect.objectContaining({ name: "Doctor", time_unit: "Hour", length: 2, do_not_count_as_workday: false, active: 1 }),
        expect.objectContaining({ id, name: "Study leave", time_unit: "Day", length: 2, do_not_count_as_workday: true, active: 1, division_id: null }),
      ]);
      const deleted = await t.call("DELETE", leaves(a, `/${hours.json().data.id}`), a.token);
      list = await t.read(leaves(a), a.token, deleted);
      expect(ours(list.json().data as { id: string; name: string }[]).map((x) => x.name)).toEqual(["Study leave"]);
    });

    it("rejects duplicates and bad values; needs manager rights; keeps tenants apart", async () => {
      await t.call("POST", leaves(a), a.token, { name: "Jury duty" });
      expect((await t.call("POST", leaves(a), a.token, { name: "JURY DUTY" })).json().errors).toEqual({ name: ["Option already exist"] });
      const bad = await t.call("POST", leaves(a), a.token, { name: "Long", time_unit: "Hour", length: 30 });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(["length"]);
      expect((await t.call("POST", leaves(a), a.token, { name: "N", length: "x" })).json().errors.length).toContain("Must be a number");
      expect((await t.call("POST", leaves(a), worker.token, { name: "W" })).statusCode).toBe(403);
      expect((await t.call("GET", leaves(b), a.token)).statusCode).toBe(403);
    });
  });
});
