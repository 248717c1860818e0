import { describe, expect, it } from "vitest";
import { addCreatable, duplicateCreatable, splitCreatable } from "./creatable-values.ts";

describe("creatable values", () => {
  it("splits on commas and trims", () => {
    expect(splitCreatable(" cleaning , night shift,,  ")).toEqual(["cleaning", "night shift"]);
  });
  it("adds only new values", () => {
    expect(addCreatable(["cleaning"], "cleaning, welding")).toEqual(["cleaning", "welding"]);
  });
  it("finds values that are already chosen", () => {
    expect(duplicateCreatable(["cleaning"], "cleaning, welding")).toEqual(["cleaning"]);
    expect(duplicateCreatable(["cleaning"], "welding")).toEqual([]);
  });
});
