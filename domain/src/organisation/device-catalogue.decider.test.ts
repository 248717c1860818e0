import { describe, it } from "vitest";
import type { DeviceEvent, DoorDetails, GeofenceGatewayDetails, LoginBoxDetails } from "@workledger/event-schemas";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { deviceCatalogueDecider } from "./device-catalogue.decider.ts";

const metadata = { now: "2026-11-22T10:00:00.000Z", actorId: "manager-1" };
const spec = deciderSpec(deviceCatalogueDecider);
const box: LoginBoxDetails = { name: "Lobby box", mainScreen: "WithWorkerList", message: null, visibleWorkspaceIds: ["ws-1"] };
const door: DoorDetails = { doorId: "IR-17", name: "Main entrance", workspaceId: "ws-1", mainDoor: true, frontDoor: true, changeWorkTypeOnEntry: null, resumeWorkOnEntry: true };
const gateway: GeofenceGatewayDetails = { name: "Yard", workspaceId: "ws-1", location: { lat: 60.2, lng: 24.9 }, radiusMeters: 200 };

describe("devices", () => {
  describe("when none are configured", () => {
    it("registers a login box, a door and a gateway", () => {
      spec.given([]).when({ type: "RegisterLoginBox", data: { deviceId: "b1", details: box }, metadata }).then([{ type: "LoginBoxRegistered", data: { deviceId: "b1", details: box } }]);
      spec.given([]).when({ type: "ConfigureDoor", data: { deviceId: "d1", details: door }, metadata }).then([{ type: "DoorConfigured", data: { deviceId: "d1", details: door } }]);
      spec.given([]).when({ type: "AddGeofenceGateway", data: { deviceId: "g1", details: gateway }, metadata }).then([{ type: "GeofenceGatewayAdded", data: { deviceId: "g1", details: gateway } }]);
    });

    it("refuses a gateway radius under 100 m with the spec's message", () => {
      spec.given([]).when({ type: "AddGeofenceGateway", data: { deviceId: "g1", details: { ...gateway, radiusMeters: 50 } }, metadata }).thenThrows(ValidationError, "validation_failed", "Must be greater than or equal to 100 meters");
    });

    it("needs a message for a message screen", () => {
      spec.given([]).when({ type: "RegisterLoginBox", data: { deviceId: "b1", details: { ...box, mainScreen: "Message", message: " " } }, metadata }).thenThrows(ValidationError, "message_required", "This field is required");
    });

    it("cannot update or remove what is not there", () => {
      spec.given([]).when({ type: "UpdateDoor", data: { deviceId: "d1", details: door }, metadata }).thenThrows(NotFoundError, "door_not_found");
      spec.given([]).when({ type: "RemoveLoginBox", data: { deviceId: "b1" }, metadata }).thenThrows(NotFoundError, "login_box_not_found");
    });
  });

  describe("when devices are configured", () => {
    const history: DeviceEvent[] = [
      { type: "LoginBoxRegistered", data: { deviceId: "b1", details: box } },
      { type: "DoorConfigured", data: { deviceId: "d1", details: door } },
    ];

    it("rejects a door id configured already", () => {
      spec.given(history).when({ type: "ConfigureDoor", data: { deviceId: "d2", details: { ...door, name: "Back", doorId: "ir-17" } }, metadata }).thenThrows(ValidationError, "option_already_exists", "Option already exist");
    });

    it("refuses a device id in use, even by another kind", () => {
      spec.given(history).when({ type: "AddGeofenceGateway", data: { deviceId: "b1", details: gateway }, metadata }).thenThrows(ConflictError, "device_exists");
    });

    it("does not update a door as a login box", () => {
      spec.given(history).when({ type: "UpdateLoginBox", data: { deviceId: "d1", details: box }, metadata }).thenThrows(NotFoundError, "login_box_not_found");
    });

    it("updates a door in place and removes a box", () => {
      spec.given(history).when({ type: "UpdateDoor", data: { deviceId: "d1", details: { ...door, resumeWorkOnEntry: false } }, metadata }).then([{ type: "DoorUpdated", data: { deviceId: "d1", details: { ...door, resumeWorkOnEntry: false } } }]);
      spec.given(history).when({ type: "RemoveLoginBox", data: { deviceId: "b1" }, metadata }).then([{ type: "LoginBoxRemoved", data: { deviceId: "b1" } }]);
    });

    it("decides nothing when a device's drawer is saved unchanged, even with its fields stored in another order", () => {
      const reordered = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).reverse()) as T;
      spec.given(history).when({ type: "UpdateDoor", data: { deviceId: "d1", details: reordered(door) }, metadata }).then([]);
      spec.given(history).when({ type: "UpdateLoginBox", data: { deviceId: "b1", details: box }, metadata }).then([]);
    });
  });
});
