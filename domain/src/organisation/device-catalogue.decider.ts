import {
  DoorDetails,
  GeofenceGatewayDetails,
  LoginBoxDetails,
  organisationMessages,
  type DeviceCommand,
  type DeviceEvent,
  type DeviceKind,
} from "@workledger/event-schemas";
import { ValidationError } from "../errors.ts";
import { alreadyExists, assertNever, duplicateOption, normalisedName, notFound, validateWith } from "./organisation-errors.ts";
import { sameValue } from "../unchanged.ts";

type Details = {
  loginBox: typeof LoginBoxDetails.Type;
  door: typeof DoorDetails.Type;
  geofenceGateway: typeof GeofenceGatewayDetails.Type;
};

export type Device = { [K in DeviceKind]: { readonly kind: K; readonly deviceId: string; readonly details: Details[K] } }[DeviceKind];

/** Login boxes, doors and geofence gateways of one company (configuration only; live behaviour comes later). */
export interface DeviceCatalogueState {
  readonly devices: ReadonlyMap<string, Device>;
}

export const initialDeviceCatalogueState: DeviceCatalogueState = { devices: new Map() };

const find = <K extends DeviceKind>(state: DeviceCatalogueState, deviceId: string, kind: K): Device & { kind: K } => {
  const device = state.devices.get(deviceId);
  if (device === undefined || device.kind !== kind) throw notFound(kind === "loginBox" ? "Login box" : kind === "door" ? "Door" : "Gateway", `${kind === "geofenceGateway" ? "gateway" : kind === "loginBox" ? "login_box" : "door"}_not_found`);
  return device as Device & { kind: K };
};

const checkLoginBox = (details: Details["loginBox"]): void => {
  if (details.mainScreen === "Message" && (details.message ?? "").trim() === "") {
    throw ValidationError.of("details.message", organisationMessages.required, "message_required");
  }
};

/** A door id of the door system is configured once per company. */
const checkDoor = (state: DeviceCatalogueState, deviceId: string, details: Details["door"]): void => {
  const id = normalisedName(details.doorId);
  if ([...state.devices.values()].some((d) => d.kind === "door" && d.deviceId !== deviceId && normalisedName(d.details.doorId) === id)) {
    throw duplicateOption("details.doorId");
  }
};

const unused = (state: DeviceCatalogueState, deviceId: string): void => {
  if (state.devices.has(deviceId)) throw alreadyExists("Device", "device_exists");
};

export const decideDeviceCatalogue = (command: DeviceCommand, state: DeviceCatalogueState): DeviceEvent[] => {
  switch (command.type) {
    case "RegisterLoginBox":
    case "UpdateLoginBox": {
      const { deviceId, details } = command.data;
      validateWith(LoginBoxDetails, "login box", details, "details");
      if (command.type === "RegisterLoginBox") unused(state, deviceId);
      else if (sameValue(find(state, deviceId, "loginBox").details, details)) return [];
      checkLoginBox(details);
      return [{ type: command.type === "RegisterLoginBox" ? "LoginBoxRegistered" : "LoginBoxUpdated", data: { deviceId, details } }];
    }
    case "ConfigureDoor":
    case "UpdateDoor": {
      const { deviceId, details } = command.data;
      validateWith(DoorDetails, "door", details, "details");
      if (command.type === "ConfigureDoor") unused(state, deviceId);
      else if (sameValue(find(state, deviceId, "door").details, details)) return [];
      checkDoor(state, deviceId, details);
      return [{ type: command.type === "ConfigureDoor" ? "DoorConfigured" : "DoorUpdated", data: { deviceId, details } }];
    }
    case "AddGeofenceGateway":
    case "UpdateGeofenceGateway": {
      const { deviceId, details } = command.data;
      validateWith(GeofenceGatewayDetails, "gateway", details, "details");
      if (command.type === "AddGeofenceGateway") unused(state, deviceId);
      else if (sameValue(find(state, deviceId, "geofenceGateway").details, details)) return [];
      return [{ type: command.type === "AddGeofenceGateway" ? "GeofenceGatewayAdded" : "GeofenceGatewayUpdated", data: { deviceId, details } }];
    }
    case "RemoveLoginBox":
      return [{ type: "LoginBoxRemoved", data: { deviceId: find(state, command.data.deviceId, "loginBox").deviceId } }];
    case "RemoveDoor":
      return [{ type: "DoorRemoved", data: { deviceId: find(state, command.data.deviceId, "door").deviceId } }];
    case "RemoveGeofenceGateway":
      return [{ type: "GeofenceGatewayRemoved", data: { deviceId: find(state, command.data.deviceId, "geofenceGateway").deviceId } }];
    default:
      return assertNever(command);
  }
};

export const evolveDeviceCatalogue = (state: DeviceCatalogueState, event: DeviceEvent): DeviceCatalogueState => {
  const devices = new Map(state.devices);
  switch (event.type) {
    case "LoginBoxRegistered":
    case "LoginBoxUpdated":
      devices.set(event.data.deviceId, { kind: "loginBox", deviceId: event.data.deviceId, details: event.data.details });
      break;
    case "DoorConfigured":
    case "DoorUpdated":
      devices.set(event.data.deviceId, { kind: "door", deviceId: event.data.deviceId, details: event.data.details });
      break;
    case "GeofenceGatewayAdded":
    case "GeofenceGatewayUpdated":
      devices.set(event.data.deviceId, { kind: "geofenceGateway", deviceId: event.data.deviceId, details: event.data.details });
      break;
    case "LoginBoxRemoved":
    case "DoorRemoved":
    case "GeofenceGatewayRemoved":
      devices.delete(event.data.deviceId);
      break;
    default:
      return assertNever(event);
  }
  return { devices };
};

export const deviceCatalogueDecider = { decide: decideDeviceCatalogue, evolve: evolveDeviceCatalogue, initialState: initialDeviceCatalogueState };
