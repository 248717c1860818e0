import { describe, it } from "vitest";
import type { PaidAbsenceTypeCommand, PaidAbsenceTypeDetails, PaidAbsenceTypeEvent } from "@workledger/event-schemas";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { paidAbsenceTypeCatalogueDecider } from "./paid-absence-type-catalogue.decider.ts";

const metadata = { now: "2026-11-22T10:00:00.000Z", actorId: "manager-1" };
const spec = deciderSpec(paidAbsenceTypeCatalogueDecider);
const details = (o: Partial<PaidAbsenceTypeDetails> = {}): PaidAbsenceTypeDetails => ({ name: "Sick leave", timeUnit: "Day", length: 1, doNotCountAsWorkday: false, ...o });
const create = (id: string, o: Partial<PaidAbsenceTypeDetails> = {}): PaidAbsenceTypeCommand => ({ type: "CreatePaidAbsenceType", data: { absenceTypeId: id, details: details(o) }, metadata });
const created = (id: string, o: Partial<PaidAbsenceTypeDetails> = {}): PaidAbsenceTypeEvent => ({ type: "PaidAbsenceTypeCreated", data: { absenceTypeId: id, details: details(o) } });

describe("paid absence types", () => {
  describe("when there are none", () => {
    it("creates one", () => {
      spec.given([]).when(create("a1", { name: " Sick leave" })).then([created("a1")]);
    });

    it("refuses a zero length and more than 24 hours", () => {
      spec.given([]).when(create("a1", { length: 0 })).thenThrows(ValidationError, "validation_failed");
      spec.given([]).when(create("a1", { timeUnit: "Hour", length: 25 })).thenThrows(ValidationError, "absence_length_too_long");
    });

    it("cannot update what does not exist", () => {
      spec.given([]).when({ type: "UpdatePaidAbsenceType", data: { absenceTypeId: "a1", details: details() }, metadata }).thenThrows(NotFoundError, "paid_absence_type_not_found");
    });
  });

  describe("when one exists", () => {
    const history = [created("a1")];

    it("rejects a duplicate name", () => {
      spec.given(history).when(create("a2", { name: "SICK LEAVE" })).thenThrows(ValidationError, "option_already_exists", "Option already exist");
    });

    it("sets and changes the longest request, bounded 1 to 366 days", () => {
      spec.given(history).when({ type: "UpdatePaidAbsenceType", data: { absenceTypeId: "a1", details: details({ maxDays: 4 }) }, metadata }).then([
        { type: "PaidAbsenceTypeUpdated", data: { absenceTypeId: "a1", details: details({ maxDays: 4 }) } },
      ]);
      for (const maxDays of [0, 367, 2.5]) spec.given(history).when({ type: "UpdatePaidAbsenceType", data: { absenceTypeId: "a1", details: details({ maxDays }) }, metadata }).thenThrows(ValidationError, "validation_failed");
    });

    it("refuses the same id", () => {
      spec.given(history).when(create("a1", { name: "Vacation" })).thenThrows(ConflictError, "paid_absence_type_exists");
    });

    it("updates, or decides nothing when nothing changed", () => {
      spec.given(history).when({ type: "UpdatePaidAbsenceType", data: { absenceTypeId: "a1", details: details() }, metadata }).then([]);
      spec.given(history).when({ type: "UpdatePaidAbsenceType", data: { absenceTypeId: "a1", details: details({ doNotCountAsWorkday: true }) }, metadata }).then([
        { type: "PaidAbsenceTypeUpdated", data: { absenceTypeId: "a1", details: details({ doNotCountAsWorkday: true }) } },
      ]);
    });

    it("deactivates once, which frees the name", () => {
      const deactivated: PaidAbsenceTypeEvent = { type: "PaidAbsenceTypeDeactivated", data: { absenceTypeId: "a1" } };
      spec.given(history).when({ type: "DeactivatePaidAbsenceType", data: { absenceTypeId: "a1" }, metadata }).then([deactivated]);
      spec.given([...history, deactivated]).when({ type: "DeactivatePaidAbsenceType", data: { absenceTypeId: "a1" }, metadata }).then([]);
      spec.given([...history, deactivated]).when(create("a2")).then([created("a2")]);
    });
  });
});
