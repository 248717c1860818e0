import { describe, expect, it } from "vitest";
import { salarySettingsMessages, type SalarySettings, type SalarySettingsCommand } from "@workledger/event-schemas";
import { ConflictError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { salarySettingsDecider } from "./salary-settings.decider.ts";

const metadata = { now: "2026-11-25T10:00:00.000Z", actorId: "manager-1" };
const spec = deciderSpec(salarySettingsDecider);
const settings = (over: Partial<SalarySettings> = {}): SalarySettings => ({ netvisorEmployeeNumber: "1407", meritContractCode: "EE-12/3", workTypePrices: [{ workTypeId: "wt-1", price: 12.5 }], ...over });
const change = (s: SalarySettings, personId = "p1"): SalarySettingsCommand => ({ type: "ChangeSalarySettings", data: { personId, settings: s }, metadata });
const changed = (s: SalarySettings, personId = "p1") => ({ type: "SalarySettingsChanged" as const, data: { personId, settings: s } });

describe("salary settings", () => {
  describe("when nothing was set", () => {
    it("records the identifiers and price overrides", () => {
      spec.given([]).when(change(settings())).then([changed(settings())]);
    });

    it("takes a Netvisor employee number of digits only, at most 9", () => {
      spec.given([]).when(change(settings({ netvisorEmployeeNumber: "123456789" }))).thenMatches([{ type: "SalarySettingsChanged" }]);
      for (const bad of ["", "12a", "1234567890", " 12", "-1"]) {
        spec.given([]).when(change(settings({ netvisorEmployeeNumber: bad }))).thenThrows(ValidationError, "validation_failed", salarySettingsMessages.netvisorEmployeeNumber);
      }
    });

    it("takes a Merit contract code of at most 11 characters without blanks", () => {
      spec.given([]).when(change(settings({ meritContractCode: "38001085718" }))).thenMatches([{ type: "SalarySettingsChanged" }]);
      for (const bad of ["", "123456789012", "AB CD", "ä1"]) {
        spec.given([]).when(change(settings({ meritContractCode: bad }))).thenThrows(ValidationError, "validation_failed", salarySettingsMessages.meritContractCode);
      }
    });

    it("bounds prices: not negative, at most 1,000,000, at most 2 decimals", () => {
      for (const price of [0, 0.01, 19.99, 1_000_000]) {
        spec.given([]).when(change(settings({ workTypePrices: [{ workTypeId: "wt-1", price }] }))).thenMatches([{ type: "SalarySettingsChanged" }]);
      }
      for (const price of [-0.01, 1_000_000.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY]) {
        spec.given([]).when(change(settings({ workTypePrices: [{ workTypeId: "wt-1", price }] }))).thenThrows(ValidationError, "validation_failed");
      }
    });

    it("gives a work type one price only, naming the repeated row", () => {
      const twice = settings({ workTypePrices: [{ workTypeId: "wt-1", price: 1 }, { workTypeId: "wt-1", price: 2 }] });
      try {
        salarySettingsDecider.decide(change(twice), salarySettingsDecider.initialState);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).errors).toEqual({ "settings.workTypePrices.1.workTypeId": [salarySettingsMessages.duplicateWorkType] });
      }
    });
  });

  describe("when settings were made", () => {
    const history = [changed(settings({ workTypePrices: [{ workTypeId: "wt-1", price: 12.5 }, { workTypeId: "wt-2", price: 3 }] }))];

    it("records nothing when the same settings come again in another order", () => {
      spec.given(history).when(change(settings({ workTypePrices: [{ workTypeId: "wt-2", price: 3 }, { workTypeId: "wt-1", price: 12.5 }] }))).then([]);
    });

    it("records the whole new settings, clearing what was emptied", () => {
      const cleared = settings({ netvisorEmployeeNumber: null, workTypePrices: [] });
      spec.given(history).when(change(cleared)).then([changed(cleared)]);
    });

    it("belong to one person", () => {
      spec.given(history).when(change(settings(), "p2")).thenThrows(ConflictError, "salary_settings_person_mismatch");
    });
  });
});
