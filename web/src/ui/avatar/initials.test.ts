import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initials("Anna Maria Tamm")).toBe("AT");
    expect(initials("  jüri  ")).toBe("J");
    expect(initials("Õie Ülo")).toBe("ÕÜ");
  });
  it("skips punctuation, so a persona suffix or quotes never become initials", () => {
    expect(initials("Ada Admin (Admin)")).toBe("AA");
    expect(initials("\"Acme\" (Oy)")).toBe("AO");
    expect(initials("( )")).toBe("-");
  });
  it("is '-' when there is no name", () => {
    expect(initials("")).toBe("-");
    expect(initials("   ")).toBe("-");
    expect(initials(null)).toBe("-");
    expect(initials(undefined)).toBe("-");
  });
});
