import { describe, expect, it } from "vitest";
import { canTimeTravel, hoursText } from "./audit-format.ts";

describe("audit page formatting", () => {
  it("shows hours and knows which rows open as of their moment", () => {
    expect(hoursText(7 * 3600 + 30 * 60)).toBe("7:30");
    expect(hoursText(null)).toBe("—");
    expect(canTimeTravel({ person_id: null, company_id: "c" })).toBe(false);
    expect(canTimeTravel({ person_id: "p", company_id: "c" })).toBe(true);
  });
});
