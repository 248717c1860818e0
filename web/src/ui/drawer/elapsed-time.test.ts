import { describe, expect, it } from "vitest";
import { formatElapsed } from "./elapsed-time.ts";

describe("formatElapsed", () => {
  it("shows hours, minutes and seconds", () => {
    expect(formatElapsed(0)).toBe("00:00:00");
    expect(formatElapsed(3723)).toBe("01:02:03");
    expect(formatElapsed(25 * 3600)).toBe("25:00:00");
    expect(formatElapsed(59.9)).toBe("00:00:59");
  });
});
