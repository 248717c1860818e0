import { describe, expect, it } from "vitest";
import { deviceClassOf } from "./device-class.ts";

describe("deviceClassOf", () => {
  it.each([
    [1, "mobile"],
    [599, "mobile"],
    [600, "tablet"],
    [1366, "tablet"],
    [1367, "desktop"],
    [2560, "desktop"],
  ])("%i px is %s", (width, expected) => expect(deviceClassOf(width)).toBe(expected));
});
