import { describe, expect, it } from "vitest";
import type { PaidAbsenceTypeCommand, PaidAbsenceTypeDetails, PaidAbsenceTypeEvent } from "@workledger/event-schemas";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { paidAbsenceTypeCatalogueDecider } from "./paid-absence-type-catalogue.decider.ts";

const metadata = { now: "2026-11-22T10:00:00.000Z", actorId: "manager-1" };
const spec = deciderSpec(paidAbsenceTypeCatalogueDecider);
const details = (o: Partial<PaidAbsenceTypeDetails> = {}): PaidAbsenceTypeDetails => ({ name: "Sick leave", timeUnit: "Day", length: 1, doNotCountAsWorkday: false, ...o });
const create = (id: string, o: Partial<PaidAbsenceTypeDetails> = {}): PaidAbsenceTypeCommand => ({ type: "CreatePaidAbsenceType", data: { absenceTypeId: id, details: details(o) }, metadata });
const created = (id: string, o: Partial<PaidAbsenceTypeDetails> = {}): PaidAbsenceTypeEvent => ({ type: "PaidAbsenceTypeCreated", data: { absenceTypeId: id, details: details(o) } });

const adopt = (language: string, ids = ["d1", "d2", "d3", "d4"]): PaidAbsenceTypeCommand => ({ type: "AdoptDefaultPaidAbsenceTypes", data: { language, absenceTypeIds: ids }, metadata });
const namesOf = (events: readonly PaidAbsenceTypeEvent[]) => events.map((e) => (e.type === "PaidAbsenceTypeCreated" ? e.data.details.name : e.type));

describe("a new company's paid absence types", () => {
  it("starts a Finnish company with vacation, sick leave, child sick day and unpaid leave in Finnish", () => {
    const events = spec.given([]).when(adopt("fi")).events();
    expect(namesOf(events)).toEqual(["Vuosiloma", "Sairausloma", "Tilapäinen hoitovapaa (lapsen sairastuminen)", "Palkaton vapaa"]);
    expect(events[2]).toEqual({ type: "PaidAbsenceTypeCreated", data: { absenceTypeId: "d3", details: { name: "Tilapäinen hoitovapaa (lapsen sairastuminen)", timeUnit: "Day", length: 1, doNotCountAsWorkday: false, maxDays: 4 } } });
    expect(events[3]).toMatchObject({ data: { absenceTypeId: "d4", details: { doNotCountAsWorkday: true } } });
  });

  it("starts Estonian, Swedish and Spanish companies with their own country's types", () => {
    expect(namesOf(spec.given([]).when(adopt("et")).events())).toEqual(["Põhipuhkus", "Haigusleht", "Lapse haiguse hoolduspäev", "Palgata puhkus"]);
    expect(namesOf(spec.given([]).when(adopt("sv")).events())).toEqual(["Semester", "Sjukfrånvaro", "Vård av barn (VAB)", "Tjänstledighet utan lön"]);
    expect(namesOf(spec.given([]).when(adopt("es-ES")).events())).toEqual(["Vacaciones", "Baja por enfermedad", "Permiso por enfermedad de un hijo", "Permiso no retribuido"]);
  });

  it("gives any other company the neutral set in its language (English for an unknown one)", () => {
    expect(namesOf(spec.given([]).when(adopt("en")).events())).toEqual(["Vacation", "Sick leave", "Child sick day", "Unpaid leave"]);
    expect(namesOf(spec.given([]).when(adopt("ru")).events())).toEqual(["Отпуск", "Больничный", "Больничный по уходу за ребёнком", "Отпуск без сохранения зарплаты"]);
    expect(namesOf(spec.given([]).when(adopt("xx")).events())).toEqual(["Vacation", "Sick leave", "Child sick day", "Unpaid leave"]);
  });

  it("leaves a catalogue that has types alone, and the defaults can be renamed and removed like any type", () => {
    spec.given([created("a1")]).when(adopt("fi")).then([]);
    const started = spec.given([]).when(adopt("en")).events();
    spec.given(started).when(create("d1", { name: "Holiday" })).thenThrows(ConflictError, "paid_absence_type_exists");
    spec.given(started).when({ type: "UpdatePaidAbsenceType", data: { absenceTypeId: "d1", details: details({ name: "Holiday" }) }, metadata }).thenMatches([{ type: "PaidAbsenceTypeUpdated" }]);
    spec.given(started).when({ type: "DeactivatePaidAbsenceType", data: { absenceTypeId: "d3" }, metadata }).then([{ type: "PaidAbsenceTypeDeactivated", data: { absenceTypeId: "d3" } }]);
  });

  it("needs one distinct id per default type", () => {
    spec.given([]).when(adopt("fi", ["d1", "d2"])).thenThrows(ValidationError, "default_type_ids");
    spec.given([]).when(adopt("fi", ["d1", "d1", "d2", "d3"])).thenThrows(ValidationError, "default_type_ids");
  });
});

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
