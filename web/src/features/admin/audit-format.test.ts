import { describe, expect, it } from "vitest";
import { canTimeTravel, hoursText, valueText } from "./audit-format.ts";

describe("audit page formatting", () => {
  it("shows values and hours", () => {
    expect(valueText(null)).toBe("—");
    expect(valueText("08:00")).toBe("08:00");
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(hoursText(7 * 3600 + 30 * 60)).toBe("7:30");
    expect(hoursText(null)).toBe("—");
    expect(canTimeTravel({ person_id: null, company_id: "c" })).toBe(false);
    expect(canTimeTravel({ person_id: "p", company_id: "c" })).toBe(true);
  });
});
