import { PaidAbsenceTypeDetails } from "@workledger/event-schemas";
import type { FieldErrors } from "../kit/organisation-client.ts";
import { numberOrNaN, schemaErrors } from "../kit/schema-errors.ts";
import type { PaidAbsenceType } from "./absence-types.queries.ts";

export interface AbsenceTypeForm {
  readonly name: string;
  readonly timeUnit: "Day" | "Hour";
  readonly length: string;
  readonly doNotCountAsWorkday: boolean;
  /** The longest request in days; empty: the type names none and the default applies. */
  readonly maxDays: string;
}

export const emptyAbsenceTypeForm: AbsenceTypeForm = { name: "", timeUnit: "Day", length: "1", doNotCountAsWorkday: false, maxDays: "" };

export const formOfAbsenceType = (a: PaidAbsenceType): AbsenceTypeForm => ({
  name: a.name,
  timeUnit: a.time_unit,
  length: String(a.length),
  doNotCountAsWorkday: a.do_not_count_as_workday,
  maxDays: a.max_days === null ? "" : String(a.max_days),
});

const details = (f: AbsenceTypeForm) => ({
  name: f.name.trim(),
  timeUnit: f.timeUnit,
  length: numberOrNaN(f.length),
  doNotCountAsWorkday: f.doNotCountAsWorkday,
  ...(f.maxDays.trim() === "" ? {} : { maxDays: numberOrNaN(f.maxDays) }),
});

export const absenceTypeBody = (f: AbsenceTypeForm) => {
  const d = details(f);
  return { name: d.name, time_unit: d.timeUnit, length: d.length, do_not_count_as_workday: d.doNotCountAsWorkday, ...(d.maxDays === undefined ? {} : { max_days: d.maxDays }) };
};

/** Keyed by the API's names (name, length, max_days, ...). */
export const absenceTypeFormErrors = (f: AbsenceTypeForm): FieldErrors =>
  Object.fromEntries(Object.entries(schemaErrors(PaidAbsenceTypeDetails, details(f))).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
