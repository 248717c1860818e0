import { describe, expect, it } from "vitest";
import { isDangerRow, isPendingRow, pageJumpIndex } from "./page-jump.ts";

describe("page jump", () => {
  it("turns a 1-based page into a 0-based index within the page count", () => {
    expect(pageJumpIndex("3", 5)).toBe(2);
    expect(pageJumpIndex("0", 5)).toBe(0);
    expect(pageJumpIndex("99", 5)).toBe(4);
    expect(pageJumpIndex("1", 0)).toBe(0);
  });
  it("ignores what is not a number", () => {
    expect(pageJumpIndex("", 5)).toBeNull();
    expect(pageJumpIndex("-2", 5)).toBeNull();
    expect(pageJumpIndex("2a", 5)).toBeNull();
  });
});

describe("danger rows", () => {
  it("marks rows whose status is not Active", () => {
    expect(isDangerRow("Active")).toBe(false);
    expect(isDangerRow("Inactive")).toBe(true);
    expect(isDangerRow(undefined)).toBe(false);
  });
  it("shows someone invited and not yet signed in as pending, not as an error", () => {
    expect(isDangerRow("Waiting activation")).toBe(false);
    expect(isPendingRow("Waiting activation")).toBe(true);
    expect(isPendingRow("Inactive")).toBe(false);
  });
});
