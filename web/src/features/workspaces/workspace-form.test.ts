import { describe, expect, it } from "vitest";
import { emptyWorkspaceForm, mapPlaceOf, parseCoordinates, peopleChanges, workspaceBody, workspaceFormErrors } from "./workspace-form.ts";

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

describe("coordinates pasted as one text", () => {
  it("reads latitude then longitude as map sites copy them", () => {
    expect(parseCoordinates("60.17, 24.94")).toEqual({ lat: "60.17", lng: "24.94" });
    expect(parseCoordinates(" (59.437 24.7536) ")).toEqual({ lat: "59.437", lng: "24.7536" });
    expect(parseCoordinates("-33.8688;151.2093")).toEqual({ lat: "-33.8688", lng: "151.2093" });
    expect(parseCoordinates("60.123456789, 24.9")).toEqual({ lat: "60.123457", lng: "24.9" });
  });
  it("refuses one number, words and values out of range", () => {
    for (const text of ["60.17", "Helsinki", "91, 24", "60, 181", ""]) expect(parseCoordinates(text), text).toBeNull();
  });
  it("gives the map numbers only while the fields hold a place", () => {
    expect(mapPlaceOf(emptyWorkspaceForm)).toEqual({ lat: 60.1699, lng: 24.9384, radius: 100 });
    expect(mapPlaceOf({ ...emptyWorkspaceForm, lat: "6o" })).toBeNull();
    expect(mapPlaceOf({ ...emptyWorkspaceForm, lng: "200" })).toBeNull();
  });
});
