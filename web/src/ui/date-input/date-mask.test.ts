import { describe, expect, it } from "vitest";
import { formatDisplayDate, maskDateInput, parseDisplayDate, yearRange } from "./date-mask.ts";

const now = new Date("2026-11-22T12:00:00Z");

describe("maskDateInput", () => {
  it("inserts dots while typing", () => {
    expect(maskDateInput("1", "")).toBe("1");
    expect(maskDateInput("12", "1")).toBe("12.");
    expect(maskDateInput("12.0", "12.")).toBe("12.0");
    expect(maskDateInput("12.03", "12.0")).toBe("12.03.");
    expect(maskDateInput("12.03.2024", "12.03.202")).toBe("12.03.2024");
  });
  it("formats pasted digits", () => {
    expect(maskDateInput("12032024", "")).toBe("12.03.2024");
    expect(maskDateInput("12/03/2024", "")).toBe("12.03.2024");
  });
  it("stops at 10 characters", () => {
    expect(maskDateInput("12.03.20245", "12.03.2024")).toBe("12.03.2024");
  });
  it("lets backspace remove the dot", () => {
    expect(maskDateInput("12", "12.")).toBe("12");
    expect(maskDateInput("12.03", "12.03.")).toBe("12.03");
  });
});

describe("parseDisplayDate", () => {
  it("accepts a complete real date", () => {
    expect(parseDisplayDate("29.02.2024", now)).toBe("2024-02-29");
    expect(parseDisplayDate("01.01.1926", now)).toBe("1926-01-01");
    expect(parseDisplayDate("31.12.2027", now)).toBe("2027-12-31");
  });
  it("rejects anything shorter than 10 characters", () => {
    expect(parseDisplayDate("1.1.2024", now)).toBeNull();
    expect(parseDisplayDate("12.03.202", now)).toBeNull();
  });
  it("rejects dates that are not on the calendar", () => {
    expect(parseDisplayDate("31.02.2024", now)).toBeNull();
    expect(parseDisplayDate("29.02.2023", now)).toBeNull();
    expect(parseDisplayDate("00.01.2024", now)).toBeNull();
    expect(parseDisplayDate("10.13.2024", now)).toBeNull();
  });
  it("rejects years outside 100 before to 1 after the current year", () => {
    expect(yearRange(now)).toEqual({ min: 1926, max: 2027 });
    expect(parseDisplayDate("31.12.1925", now)).toBeNull();
    expect(parseDisplayDate("01.01.2028", now)).toBeNull();
  });
});

describe("formatDisplayDate", () => {
  it("turns an ISO date into DD.MM.YYYY", () => {
    expect(formatDisplayDate("2024-03-12")).toBe("12.03.2024");
    expect(formatDisplayDate(null)).toBe("");
    expect(formatDisplayDate("garbage")).toBe("");
  });
});
