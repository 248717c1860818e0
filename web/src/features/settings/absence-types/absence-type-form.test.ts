import { describe, expect, it } from "vitest";
import { absenceTypeBody, absenceTypeFormErrors, emptyAbsenceTypeForm } from "./absence-type-form.ts";

describe("the paid absence type form", () => {
  it("accepts a named type of one day", () => {
    expect(absenceTypeFormErrors({ ...emptyAbsenceTypeForm, name: "Sick leave" })).toEqual({});
  });
  it("requires the name and a number for the length", () => {
    expect(absenceTypeFormErrors({ ...emptyAbsenceTypeForm, length: "x" })).toEqual({ name: "This field is required", length: "Must be a number" });
  });
  it("sends snake_case", () => {
    expect(absenceTypeBody({ name: " Vacation ", timeUnit: "Hour", length: "7,5", doNotCountAsWorkday: true })).toEqual({ name: "Vacation", time_unit: "Hour", length: 7.5, do_not_count_as_workday: true });
  });
});
