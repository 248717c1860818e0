import { describe, expect, it } from "vitest";
import type { WorkspaceCommand, WorkspaceEvent } from "@workledger/event-schemas";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { workspaceDecider } from "./workspace.decider.ts";

const metadata = { now: "2026-11-22T10:00:00.000Z", actorId: "manager-1" };
const spec = deciderSpec(workspaceDecider);
const location = { lat: 60.1699, lng: 24.9384 };

const create = (overrides: Partial<Extract<WorkspaceCommand, { type: "CreateWorkspace" }>["data"]> = {}): WorkspaceCommand => ({
  type: "CreateWorkspace",
  data: { workspaceId: "ws-1", name: "Helsinki depot", location, radiusMeters: 150, defaultWorkTypeId: "wt-1", personIds: [], ...overrides },
  metadata,
});
const created: WorkspaceEvent = {
  type: "WorkspaceCreated",
  data: { workspaceId: "ws-1", name: "Helsinki depot", location, radiusMeters: 150, defaultWorkTypeId: "wt-1" },
};
const update = (overrides: object = {}): WorkspaceCommand => ({
  type: "UpdateWorkspace",
  data: { workspaceId: "ws-1", name: "Helsinki depot", location, radiusMeters: 150, defaultWorkTypeId: "wt-1", ...overrides },
  metadata,
});
const deactivated: WorkspaceEvent = { type: "WorkspaceDeactivated", data: { workspaceId: "ws-1" } };

describe("workspace", () => {
  describe("when no workspace exists", () => {
    it("creates it, with its people in a second fact, each once", () => {
      spec.given([]).when(create({ personIds: ["p1", "p2", "p1"], name: "  Helsinki depot " })).then([
        created,
        { type: "PeopleAssignedToWorkspace", data: { workspaceId: "ws-1", personIds: ["p1", "p2"] } },
      ]);
    });

    it("refuses a radius under 100 m with the spec's message", () => {
      spec.given([]).when(create({ radiusMeters: 99.9 })).thenThrows(ValidationError, "validation_failed", "Must be greater than or equal to 100 meters");
      try {
        workspaceDecider.decide(create({ radiusMeters: 50 }), workspaceDecider.initialState);
        expect.fail("should have been refused");
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).errors).toEqual({ radiusMeters: ["Must be greater than or equal to 100 meters"] });
      }
    });

    it("accepts exactly 100 m", () => {
      expect(spec.given([]).when(create({ radiusMeters: 100 })).events()).toHaveLength(1);
    });

    it("refuses a blank name and a location off the globe, naming each field", () => {
      try {
        workspaceDecider.decide(create({ name: "   ", location: { lat: 91, lng: 24 } }), workspaceDecider.initialState);
        expect.fail("should have been refused");
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect(Object.keys((error as ValidationError).errors).sort()).toEqual(["location.lat", "name"]);
        expect((error as ValidationError).errors.name).toEqual(["This field is required"]);
      }
    });

    it("cannot edit, assign or deactivate what does not exist", () => {
      spec.given([]).when(update()).thenThrows(NotFoundError, "workspace_not_found");
      spec.given([]).when({ type: "DeactivateWorkspace", data: { workspaceId: "ws-1" }, metadata }).thenThrows(NotFoundError, "workspace_not_found");
    });
  });

  describe("when the workspace is active", () => {
    const history = [created, { type: "PeopleAssignedToWorkspace", data: { workspaceId: "ws-1", personIds: ["p1"] } }] as WorkspaceEvent[];

    it("refuses to create it again", () => {
      spec.given(history).when(create()).thenThrows(ConflictError, "workspace_exists");
    });

    it("records only what an edit changed", () => {
      spec.given(history).when(update()).then([]);
      spec.given(history).when(update({ name: "Depot" })).then([{ type: "WorkspaceRenamed", data: { workspaceId: "ws-1", name: "Depot" } }]);
      spec.given(history).when(update({ radiusMeters: 300, defaultWorkTypeId: null })).then([
        { type: "WorkspaceLocationChanged", data: { workspaceId: "ws-1", location, radiusMeters: 300 } },
        { type: "WorkspaceDefaultWorkTypeChanged", data: { workspaceId: "ws-1", defaultWorkTypeId: null } },
      ]);
    });

    it("refuses an edit to a radius under 100 m", () => {
      spec.given(history).when(update({ radiusMeters: 10 })).thenThrows(ValidationError, "validation_failed", "Must be greater than or equal to 100 meters");
    });

    it("assigns only people not yet assigned, and unassigns only those who are", () => {
      spec.given(history).when({ type: "AssignPeopleToWorkspace", data: { workspaceId: "ws-1", personIds: ["p1", "p2"] }, metadata }).then([
        { type: "PeopleAssignedToWorkspace", data: { workspaceId: "ws-1", personIds: ["p2"] } },
      ]);
      spec.given(history).when({ type: "AssignPeopleToWorkspace", data: { workspaceId: "ws-1", personIds: ["p1"] }, metadata }).then([]);
      spec.given(history).when({ type: "UnassignPeopleFromWorkspace", data: { workspaceId: "ws-1", personIds: ["p1", "p9"] }, metadata }).then([
        { type: "PeopleUnassignedFromWorkspace", data: { workspaceId: "ws-1", personIds: ["p1"] } },
      ]);
    });

    it("deactivates it once", () => {
      spec.given(history).when({ type: "DeactivateWorkspace", data: { workspaceId: "ws-1" }, metadata }).then([deactivated]);
      spec.given(history).when({ type: "ReactivateWorkspace", data: { workspaceId: "ws-1" }, metadata }).then([]);
    });

    it("is addressed by its own id only", () => {
      spec.given(history).when(update({ workspaceId: "ws-2" })).thenThrows(NotFoundError, "workspace_not_found");
    });

    it("folds its history into the current workspace", () => {
      const state = spec.given(history).when(update({ name: "Depot" })).state();
      expect(state).toEqual({
        status: "exists",
        workspace: { workspaceId: "ws-1", name: "Depot", location, radiusMeters: 150, defaultWorkTypeId: "wt-1", personIds: ["p1"], active: true },
      });
    });
  });

  describe("when the workspace is inactive", () => {
    const history = [created, deactivated];

    it("takes no new people", () => {
      spec.given(history).when({ type: "AssignPeopleToWorkspace", data: { workspaceId: "ws-1", personIds: ["p2"] }, metadata }).thenThrows(ConflictError, "workspace_inactive");
    });

    it("reactivates, and deactivating again changes nothing", () => {
      spec.given(history).when({ type: "ReactivateWorkspace", data: { workspaceId: "ws-1" }, metadata }).then([{ type: "WorkspaceReactivated", data: { workspaceId: "ws-1" } }]);
      spec.given(history).when({ type: "DeactivateWorkspace", data: { workspaceId: "ws-1" }, metadata }).then([]);
    });

    it("can still be edited", () => {
      spec.given(history).when(update({ name: "Old depot" })).then([{ type: "WorkspaceRenamed", data: { workspaceId: "ws-1", name: "Old depot" } }]);
    });
  });
});
