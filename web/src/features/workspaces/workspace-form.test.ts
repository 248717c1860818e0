import { describe, expect, it } from "vitest";
import { emptyWorkspaceForm, peopleChanges, workspaceBody, workspaceFormErrors } from "./workspace-form.ts";

describe("the workspace form", () => {
  it("accepts a named workspace with a radius of 100 m", () => {
    expect(workspaceFormErrors({ ...emptyWorkspaceForm, name: "Harbour" })).toEqual({});
  });

  it("says the spec's radius message under 100 m", () => {
    expect(workspaceFormErrors({ ...emptyWorkspaceForm, name: "Harbour", radius: "99" })).toEqual({ radius_meters: "Must be greater than or equal to 100 meters" });
  });

  it("says 'Must be a number' for text in a number field and requires the name", () => {
    const errors = workspaceFormErrors({ ...emptyWorkspaceForm, name: " ", radius: "wide" });
    expect(errors["radius_meters"]).toBe("Must be a number");
    expect(errors["name"]).toBe("This field is required");
  });

  it("sends snake_case numbers", () => {
    expect(workspaceBody({ ...emptyWorkspaceForm, name: " Harbour ", radius: "150", lat: "60,5" })).toMatchObject({ name: "Harbour", radius_meters: 150, location: { lat: 60.5 } });
  });

  it("finds who was added and who was taken off", () => {
    expect(peopleChanges(["a", "b"], ["b", "c"])).toEqual({ added: ["c"], removed: ["a"] });
  });
});
