import { describe, expect, it } from "vitest";
import { failureKey, shouldReloadOnce } from "./reload-once.ts";

describe("reload once per failure", () => {
  it("reloads for a new failure, not for the same one again", () => {
    const key = failureKey(new TypeError("x is undefined"));
    expect(key).toBe("TypeError: x is undefined");
    expect(shouldReloadOnce(key, null)).toBe(true);
    expect(shouldReloadOnce(key, key)).toBe(false);
    expect(shouldReloadOnce(failureKey("boom"), key)).toBe(true);
  });
});
