import { describe, expect, it } from "vitest";
import { deviceBody, deviceFormErrors, deviceKinds, formOfDevice } from "./device-kinds.ts";

describe("device forms", () => {
  it("says the spec's radius message for a gateway under 100 m", () => {
    const errors = deviceFormErrors(deviceKinds.gateway, { ...deviceKinds.gateway.emptyForm, name: "Gate", radiusMeters: "50" });
    expect(errors).toEqual({ radius_meters: "Must be greater than or equal to 100 meters" });
  });

  it("requires a door id and a name", () => {
    expect(deviceFormErrors(deviceKinds.door, deviceKinds.door.emptyForm)).toEqual({ door_id: "This field is required", name: "This field is required" });
  });

  it("sends a login box with its company and no message unless the screen shows one", () => {
    const body = deviceBody(deviceKinds.box, { ...deviceKinds.box.emptyForm, name: "Lobby", message: "Hello" }, "c1");
    expect(body).toEqual({ name: "Lobby", main_screen: "WithWorkerList", message: null, visible_workspace_ids: [], company_id: "c1" });
  });

  it("reads a stored gateway back into its form", () => {
    const row = { id: "g", name: "Gate", workspace_id: null, location: { lat: 60, lng: 25 }, radius_meters: 150, created_at: "", updated_at: "" };
    const form = formOfDevice("gateway", row);
    expect(deviceBody(deviceKinds.gateway, form, "c1")).toEqual({ name: "Gate", workspace_id: null, location: { lat: 60, lng: 25 }, radius_meters: 150 });
  });
});
