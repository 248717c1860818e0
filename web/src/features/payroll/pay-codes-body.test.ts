import { describe, expect, it } from "vitest";
import { payCodesBody, type PayCodesDto } from "./payroll.api.ts";

const saved: PayCodesDto = {
  overtime: [{ period: "daily", tier: 1, code: "51" }],
  absences: [{ absence_type_id: "sick", code: "7" }],
  bonus: "401",
  daily_allowance: null,
  compensation: "403",
  sunday_premium: null,
  holiday_premium: null,
  night_premium: null,
};

describe("a pay-code save carries every code (a save replaces the whole set)", () => {
  it("saving the absence codes keeps the bonus and compensation codes", () => {
    expect(payCodesBody(saved, { absences: [{ absence_type_id: "sick", code: "1" }] })).toEqual({
      overtime: [{ period: "daily", tier: 1, code: "51" }],
      absences: [{ absence_type_id: "sick", code: "1" }],
      bonus: "401",
      compensation: "403",
    });
  });

  it("a component code emptied is left out (not sent), a typed one trimmed", () => {
    expect(payCodesBody(saved, { bonus: " ", daily_allowance: " 402 " })).toEqual({ overtime: saved.overtime, absences: saved.absences, daily_allowance: "402", compensation: "403" });
  });
});
