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
    expect(absenceTypeBody({ name: " Vacation ", timeUnit: "Hour", length: "7,5", doNotCountAsWorkday: true, maxDays: "" })).toEqual({ name: "Vacation", time_unit: "Hour", length: 7.5, do_not_count_as_workday: true });
    expect(absenceTypeBody({ ...emptyAbsenceTypeForm, name: "Child sick day", maxDays: "4" })).toMatchObject({ max_days: 4 });
  });
  it("bounds the longest request to whole days from 1 to 366; empty keeps the default", () => {
    for (const maxDays of ["0", "367", "2.5"]) expect(absenceTypeFormErrors({ ...emptyAbsenceTypeForm, name: "Leave", maxDays })).toHaveProperty("max_days");
    expect(absenceTypeFormErrors({ ...emptyAbsenceTypeForm, name: "Leave", maxDays: "366" })).toEqual({});
  });
});
