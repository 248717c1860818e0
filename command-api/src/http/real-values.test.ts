import { describe, expect, it } from "vitest";
import { isRealDateText, isStorablePosition, realValueRegExp } from "./real-values.ts";

describe("values a pattern lets through must be real", () => {
  it.each(["2026-02-28", "2028-02-29", "2026-12-31T23:59:59Z", "2026-03-29T03:30+03:00", "2026-03-29T03:30:00.123456789-12:00", "0001-01-01"])("%s is a real date or date-time", (text) => {
    expect(isRealDateText(text)).toBe(true);
  });

  it.each(["2026-13-45T25:61:00Z", "2026-02-29", "2026-04-31", "2026-00-10", "2026-01-00", "0000-01-01", "2026-01-01T24:00Z", "2026-01-01T10:60Z", "2026-01-01T10:00:60Z", "2026-01-01T10:00+24:00"])(
    "%s is not",
    (text) => {
      expect(isRealDateText(text)).toBe(false);
    },
  );

  it("a ledger position must fit the store's bigint", () => {
    expect(isStorablePosition("9223372036854775807/9223372036854775807")).toBe(true);
    expect(isStorablePosition("12/0")).toBe(true);
    expect(isStorablePosition("9223372036854775808/0")).toBe(false);
    expect(isStorablePosition("99999999999999999999/1")).toBe(false);
    expect(isStorablePosition("1/0000000000000000000001")).toBe(false);
  });

  it("the validator's regular expressions add the check to date, date-time and position patterns only", () => {
    expect(realValueRegExp("^\\d{4}-\\d{2}-\\d{2}$", "").test("2026-02-30")).toBe(false);
    expect(realValueRegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$", "").test("2026-13-45T25:61:00Z")).toBe(false);
    expect(realValueRegExp("^\\d+/\\d+$", "").test("99999999999999999999/1")).toBe(false);
    expect(realValueRegExp("^\\d+/\\d+$", "").test("5/3")).toBe(true);
    expect(realValueRegExp("^[a-z]{2}$", "").test("ab")).toBe(true);
  });
});
