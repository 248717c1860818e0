import { describe, expect, it } from "vitest";
import { absenceDays, absenceFormErrors, absenceInterval, bonusFormErrors, digitsOnly } from "./request-form.ts";

describe("the request forms", () => {
  it("turns whole local days into the half-open interval, across a DST change", () => {
    const { started_at, ended_at } = absenceInterval("2026-03-28", "2026-03-29", "Europe/Helsinki");
    expect(new Date(started_at).toISOString()).toBe("2026-03-27T22:00:00.000Z");
    expect(new Date(ended_at).toISOString()).toBe("2026-03-29T21:00:00.000Z");
    expect(absenceDays(started_at, ended_at, "Europe/Helsinki")).toEqual({ firstDay: "2026-03-28", lastDay: "2026-03-29" });
  });

  it("asks for a type and both days, the last not before the first", () => {
    expect(absenceFormErrors({ typeId: null, firstDay: null, lastDay: null })).toEqual({ type_id: "This field is required", started_at: "This field is required", ended_at: "This field is required" });
    expect(absenceFormErrors({ typeId: "t", firstDay: "2026-12-02", lastDay: "2026-12-01" })).toEqual({ started_at: "The start must be before the end" });
    expect(absenceFormErrors({ typeId: "t", firstDay: "2026-12-01", lastDay: "2026-12-01" })).toEqual({});
  });

  it("holds the last day to the type's longest request, counting first and last day", () => {
    expect(absenceFormErrors({ typeId: "t", firstDay: "2026-12-14", lastDay: "2026-12-17", maxDays: 4 })).toEqual({});
    expect(absenceFormErrors({ typeId: "t", firstDay: "2026-12-14", lastDay: "2026-12-18", maxDays: 4 })).toEqual({ ended_at: "The absence is longer than its type allows" });
    expect(absenceFormErrors({ typeId: "t", firstDay: "2026-12-01", lastDay: "2095-12-01", maxDays: 92 })).toHaveProperty("ended_at");
  });

  it("asks a worker for a bonus in digits and the manager to ask", () => {
    expect(bonusFormErrors("", null, true)).toEqual({ bonus: "This field is required", manager_id: "This field is required" });
    expect(bonusFormErrors("12a", "m", true)).toEqual({ bonus: "Must be a number" });
    expect(bonusFormErrors("50", null, false)).toEqual({});
    expect(digitsOnly("1 2a3-")).toBe("123");
  });
});
