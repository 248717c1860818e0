import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("the shared fast-check settings", () => {
  it("report a failing property with its seed and shrink path, so a CI failure can be replayed", () => {
    let message = "";
    try {
      fc.assert(fc.property(fc.integer({ min: 0, max: 1000 }), (n) => n < 500));
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/seed: -?\d+/);
    expect(message).toMatch(/path: "[\d:]+"/);
    expect(message).toContain("Counterexample: [500]");
    // Verbose: the failures met while shrinking are listed too.
    expect(message).toContain("Encountered failures were:");
  });
});
