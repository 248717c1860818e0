import { describe, expect, it } from "vitest";
import type { WorkTypeCommand, WorkTypeDetails, WorkTypeEvent } from "@workledger/event-schemas";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { activeWorkTypes, workTypeCatalogueDecider } from "./work-type-catalogue.decider.ts";

const metadata = { now: "2026-11-22T10:00:00.000Z", actorId: "manager-1" };
const spec = deciderSpec(workTypeCatalogueDecider);

const details = (overrides: Partial<WorkTypeDetails> = {}): WorkTypeDetails => ({
  name: "Cleaning",
  parentId: null,
  productNumber: "P-100",
  vismaProductNumber: "V-100",
  price: 32.5,
  unit: "Hour",
  showSeparatelyOnReport: false,
  costDescriptions: ["Materials"],
  defaultPauseSeconds: 1800,
  includeInOvertime: true,
  paidAbsenceExtras: false,
  ...overrides,
});
const create = (workTypeId: string, d: Partial<WorkTypeDetails> = {}): WorkTypeCommand => ({ type: "CreateWorkType", data: { workTypeId, details: details(d) }, metadata });
const update = (workTypeId: string, d: Partial<WorkTypeDetails> = {}): WorkTypeCommand => ({ type: "UpdateWorkType", data: { workTypeId, details: details(d) }, metadata });
const created = (workTypeId: string, d: Partial<WorkTypeDetails> = {}): WorkTypeEvent => ({ type: "WorkTypeCreated", data: { workTypeId, details: details(d) } });
const deactivate = (workTypeId: string): WorkTypeCommand => ({ type: "DeactivateWorkType", data: { workTypeId }, metadata });
const reactivate = (workTypeId: string): WorkTypeCommand => ({ type: "ReactivateWorkType", data: { workTypeId }, metadata });

describe("work type catalogue", () => {
  describe("when the company has no work types", () => {
    it("creates a work type with tidied names", () => {
      spec.given([]).when(create("wt-1", { name: "  Cleaning  ", costDescriptions: [" Materials "] })).then([created("wt-1")]);
    });

    it("creates a piece-priced type", () => {
      spec.given([]).when(create("wt-1", { unit: "Piece", price: 0.35 })).then([created("wt-1", { unit: "Piece", price: 0.35 })]);
    });

    it("refuses a negative price, an unknown unit and a blank name", () => {
      try {
        workTypeCatalogueDecider.decide(create("wt-1", { price: -1, unit: "Litre" as never, name: "" }), workTypeCatalogueDecider.initialState);
        expect.fail("should have been refused");
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect(Object.keys((error as ValidationError).errors).sort()).toEqual(["details.name", "details.price", "details.unit"]);
      }
    });

    it("refuses a parent that does not exist", () => {
      spec.given([]).when(create("wt-2", { parentId: "wt-1" })).thenThrows(ValidationError, "parent_not_found");
    });

    it("refuses a cost description given twice", () => {
      spec.given([]).when(create("wt-1", { costDescriptions: ["Fuel", "fuel "] })).thenThrows(ValidationError, "option_already_exists", "Option already exist");
    });
  });

  describe("when work types exist", () => {
    const history = [created("wt-1"), created("wt-2", { name: "Windows", parentId: "wt-1" })];

    it("rejects a duplicate name at the same level with 'Option already exist'", () => {
      spec.given(history).when(create("wt-3", { name: "cleaning" })).thenThrows(ValidationError, "option_already_exists", "Option already exist");
      try {
        workTypeCatalogueDecider.decide(create("wt-3", { name: "CLEANING" }), spec.given(history).state());
        expect.fail("should have been refused");
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).errors).toEqual({ "details.name": ["Option already exist"] });
      }
    });

    it("allows the same name under another parent", () => {
      spec.given(history).when(create("wt-3", { name: "Cleaning", parentId: "wt-1" })).then([created("wt-3", { name: "Cleaning", parentId: "wt-1" })]);
    });

    it("creates a sub-type under an existing type", () => {
      spec.given(history).when(create("wt-3", { name: "Floors", parentId: "wt-1" })).then([created("wt-3", { name: "Floors", parentId: "wt-1" })]);
    });

    it("refuses the same id twice", () => {
      spec.given(history).when(create("wt-1", { name: "Other" })).thenThrows(ConflictError, "work_type_exists");
    });

    it("updates the whole details, or nothing when nothing changed", () => {
      spec.given(history).when(update("wt-1")).then([]);
      spec.given(history).when(update("wt-1", { price: 40, includeInOvertime: false })).then([
        { type: "WorkTypeUpdated", data: { workTypeId: "wt-1", details: details({ price: 40, includeInOvertime: false }) } },
      ]);
    });

    it("decides nothing for an unchanged save when the stored details come back from jsonb with their keys in another order", () => {
      const stored = Object.fromEntries(Object.entries(details()).sort(([a], [b]) => a.length - b.length || a.localeCompare(b))) as WorkTypeDetails;
      spec.given([{ type: "WorkTypeCreated", data: { workTypeId: "wt-1", details: stored } }]).when(update("wt-1")).then([]);
    });

    it("refuses a rename onto a sibling's name, but not onto its own", () => {
      const more = [...history, created("wt-3", { name: "Painting" })];
      spec.given(more).when(update("wt-3", { name: "Cleaning" })).thenThrows(ValidationError, "option_already_exists");
      spec.given(more).when(update("wt-1", { name: "cleaning" })).thenMatches([{ type: "WorkTypeUpdated" }]);
    });

    it("refuses to put a type under itself or under its own sub-type", () => {
      spec.given(history).when(update("wt-1", { parentId: "wt-1" })).thenThrows(ValidationError, "parent_cycle");
      spec.given(history).when(update("wt-1", { parentId: "wt-2" })).thenThrows(ValidationError, "parent_cycle");
    });

    it("deactivates a parent together with its active sub-types, deepest first", () => {
      const deep = [...history, created("wt-3", { name: "Frames", parentId: "wt-2" })];
      spec.given(deep).when(deactivate("wt-1")).then([
        { type: "WorkTypeDeactivated", data: { workTypeId: "wt-3" } },
        { type: "WorkTypeDeactivated", data: { workTypeId: "wt-2" } },
        { type: "WorkTypeDeactivated", data: { workTypeId: "wt-1" } },
      ]);
    });

    it("cannot touch a type that does not exist", () => {
      spec.given(history).when(update("wt-9")).thenThrows(NotFoundError, "work_type_not_found");
      spec.given(history).when(deactivate("wt-9")).thenThrows(NotFoundError, "work_type_not_found");
    });

    it("lists active types, parents first", () => {
      expect(activeWorkTypes(spec.given([created("wt-2", { name: "Windows", parentId: "wt-1" }), created("wt-1")]).state()).map((t) => t.workTypeId)).toEqual(["wt-1", "wt-2"]);
    });
  });

  describe("when a work type is inactive", () => {
    const history: WorkTypeEvent[] = [created("wt-1"), created("wt-2", { name: "Windows", parentId: "wt-1" }), { type: "WorkTypeDeactivated", data: { workTypeId: "wt-2" } }, { type: "WorkTypeDeactivated", data: { workTypeId: "wt-1" } }];

    it("is left out of the active list and frees its name", () => {
      const state = spec.given(history).state();
      expect(activeWorkTypes(state)).toEqual([]);
      spec.given(history).when(create("wt-3")).then([created("wt-3")]);
    });

    it("takes no new sub-types", () => {
      spec.given(history).when(create("wt-3", { name: "Floors", parentId: "wt-1" })).thenThrows(ValidationError, "parent_inactive");
    });

    it("reactivates a parent, but a sub-type only after its parent", () => {
      spec.given(history).when(reactivate("wt-2")).thenThrows(ConflictError, "parent_inactive");
      spec.given(history).when(reactivate("wt-1")).then([{ type: "WorkTypeReactivated", data: { workTypeId: "wt-1" } }]);
      spec.given(history).when(deactivate("wt-1")).then([]);
    });

    it("does not reactivate into a name that was taken meanwhile", () => {
      spec.given([...history, created("wt-3")]).when(reactivate("wt-1")).thenThrows(ValidationError, "option_already_exists", "Option already exist");
    });
  });
});
