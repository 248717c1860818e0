import { describe, expect, it } from "vitest";
import { addEmails, invalidEmails, isValidEmail, splitEmails } from "./email-list.ts";

describe("email list", () => {
  it("splits on commas and trims", () => {
    expect(splitEmails(" a@b.ee, c@d.fi ,,")).toEqual(["a@b.ee", "c@d.fi"]);
    expect(splitEmails("a@b.ee; c@d.fi\ne@f.se")).toEqual(["a@b.ee", "c@d.fi", "e@f.se"]);
  });
  it("validates addresses", () => {
    expect(isValidEmail("anna.tamm@firma.ee")).toBe(true);
    expect(isValidEmail("anna@firma")).toBe(false);
    expect(isValidEmail("anna firma.ee")).toBe(false);
    expect(isValidEmail("@firma.ee")).toBe(false);
    expect(isValidEmail("a@b..ee")).toBe(false);
  });
  it("adds without duplicates and keeps invalid ones so they can be shown in red", () => {
    const next = addEmails(["a@b.ee"], "A@B.ee, wrong, c@d.fi");
    expect(next).toEqual(["a@b.ee", "wrong", "c@d.fi"]);
    expect(invalidEmails(next)).toEqual(["wrong"]);
  });
});
