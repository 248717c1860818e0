import { describe, expect, it } from "vitest";
import { assertEmailList, splitEmails } from "./email-list.ts";
import { assertNewPassword, isStrongPassword } from "./password-policy.ts";

describe("password policy", () => {
  it.each([
    ["Abcdefg1", true],
    ["1bcdefgA", true],
    ["Abcdef1", false], // 7 characters
    ["!Abcdefg1", false], // starts with a symbol
    ["abcdefg1", false], // no uppercase
    ["ABCDEFG1", false], // no lowercase
    ["Abcdefgh", false], // no digit
  ])("%s -> %s", (password, ok) => expect(isStrongPassword(password)).toBe(ok));

  it("says 'Passwords must match' on the confirmation", () => {
    expect(() => assertNewPassword("Abcdefg1", "Abcdefg2")).toThrow(
      expect.objectContaining({ message: "Passwords must match", errors: { password_confirmation: ["Passwords must match"] } }),
    );
  });
});

describe("email lists", () => {
  it("splits comma-separated entries and trims", () => {
    expect(splitEmails(["a@x.io, b@x.io", " c@x.io ", "A@x.io"])).toEqual(["a@x.io", "b@x.io", "c@x.io"]);
  });
  it("names every invalid address", () => {
    expect(() => assertEmailList(["a@x.io", "nope", "also@bad"])).toThrow("Invalid email address [nope, also@bad]");
    expect(() => assertEmailList([])).toThrow("This field is required");
  });
});
