import { describe, expect, it } from "vitest";
import { emptyWorkTypeForm, formOfWorkType, workTypeBody, workTypeFormErrors } from "./work-type-form.ts";
import { treeOrder, type WorkType } from "./work-types.queries.ts";

const type = (id: string, name: string, parent_id: string | null = null): WorkType => ({
  id,
  name,
  parent_id,
  product_number: null,
  visma_product_number: null,
  price: 12.5,
  unit: "Hour",
  show_separately_on_report: false,
  cost_descriptions: [],
  default_pause_seconds: 1800,
  include_in_overtime: true,
  paid_absence_extras: false,
  active: 1,
});

describe("the work type form", () => {
  it("rejects a sibling's name with 'Option already exist', whatever the case and blanks", () => {
    const existing = [type("a", "Cleaning")];
    expect(workTypeFormErrors({ ...emptyWorkTypeForm(), name: " cleaning " }, existing, null)).toEqual({ name: "Option already exist" });
  });

  it("allows the same name under another parent and the type's own name when editing", () => {
    const existing = [type("a", "Cleaning"), type("b", "Windows")];
    expect(workTypeFormErrors({ ...emptyWorkTypeForm("b"), name: "Cleaning" }, existing, null)).toEqual({});
    expect(workTypeFormErrors(formOfWorkType(existing[0]!), existing, "a")).toEqual({});
  });

  it("requires a name and a numeric price", () => {
    const errors = workTypeFormErrors({ ...emptyWorkTypeForm(), price: "abc" }, [], null);
    expect(errors["name"]).toBe("This field is required");
    expect(errors["price"]).toBe("Must be a number");
  });

  it("sends every field in snake_case, the pause in seconds", () => {
    const body = workTypeBody({ ...emptyWorkTypeForm("p"), name: "Sub", unit: "Piece", defaultPauseMinutes: 45, costDescriptions: ["Fuel"], vismaProductNumber: " V1 " });
    expect(body).toMatchObject({ name: "Sub", parent_id: "p", unit: "Piece", default_pause_seconds: 2700, cost_descriptions: ["Fuel"], visma_product_number: "V1", product_number: null });
  });

  it("reads a stored pause back as minutes", () => {
    expect(formOfWorkType(type("a", "A")).defaultPauseMinutes).toBe(30);
  });
});

describe("the work type tree", () => {
  it("lists each parent followed by its sub-types", () => {
    const rows = treeOrder([type("c", "Child", "p"), type("z", "Zeta"), type("p", "Alpha")]);
    expect(rows.map((r) => [r.type.name, r.depth])).toEqual([["Alpha", 0], ["Child", 1], ["Zeta", 0]]);
  });
});
