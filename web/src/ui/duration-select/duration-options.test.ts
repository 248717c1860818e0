import { describe, expect, it } from "vitest";
import { DURATION_OPTIONS, durationLabel } from "./duration-options.ts";

describe("duration options", () => {
  it("runs from 15 to 180 minutes in 15-minute steps", () => {
    expect(DURATION_OPTIONS).toHaveLength(12);
    expect(DURATION_OPTIONS[0]?.value).toBe(15);
    expect(DURATION_OPTIONS.at(-1)?.value).toBe(180);
  });
  it("labels minutes, whole hours and mixed values", () => {
    expect(DURATION_OPTIONS.map((o) => o.label)).toEqual([
      "15m", "30m", "45m", "1h", "1h 15m", "1h 30m", "1h 45m", "2h", "2h 15m", "2h 30m", "2h 45m", "3h",
    ]);
    expect(durationLabel(90)).toBe("1h 30m");
  });
});
