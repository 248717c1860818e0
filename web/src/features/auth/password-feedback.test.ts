import { describe, expect, it } from "vitest";
import { passwordFeedback } from "./password-feedback.ts";

describe("password feedback", () => {
  it("flags nothing before anything is typed", () => {
    const f = passwordFeedback("", "");
    expect([f.passwordError, f.confirmationError, f.valid]).toEqual([null, null, false]);
  });

  it.each([
    ["Short1a", "length"],
    ["_Abcdefg1", "start"],
    ["ABCDEFG1", "lower"],
    ["abcdefg1", "upper"],
    ["Abcdefgh", "digit"],
  ])("%s misses the %s rule", (password, rule) => {
    const f = passwordFeedback(password, password);
    expect(f.rules.filter((r) => !r.met).map((r) => r.id)).toEqual([rule]);
    expect(f.passwordError).toMatch(/^The password must be at least 8 characters/);
    expect(f.valid).toBe(false);
  });

  it("says 'Passwords must match' once the confirmation differs", () => {
    expect(passwordFeedback("Abcdefg1", "Abcdefg2").confirmationError).toBe("Passwords must match");
    expect(passwordFeedback("Abcdefg1", "Abcdefg1")).toMatchObject({ passwordError: null, confirmationError: null, valid: true });
  });
});
