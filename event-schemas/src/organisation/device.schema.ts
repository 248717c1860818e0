import { Schema } from "effect";
import { EntityId, GeoLocation, RadiusMeters, RequiredText } from "./organisation-values.ts";
import { defineCommand, defineEvent } from "./define-message.ts";

/** What a login box shows on its main screen. */
export const LoginBoxScreen = Schema.Literals(["WithWorkerList", "WithoutWorkerList", "Message"]);

export const LoginBoxDetails = Schema.Struct({
  name: RequiredText,
  mainScreen: LoginBoxScreen,
  message: Schema.NullOr(Schema.String.check(Schema.isMaxLength(1000))),
  visibleWorkspaceIds: Schema.Array(EntityId),
});
export type LoginBoxDetails = typeof LoginBoxDetails.Type;

/** An Inner Range door; `doorId` is the id in the door system. */
export const DoorDetails = Schema.Struct({
  doorId: RequiredText,
  name: RequiredText,
  workspaceId: Schema.NullOr(EntityId),
  mainDoor: Schema.Boolean,
  frontDoor: Schema.Boolean,
  /** Entering switches running work to this work type (null = keep it). */
  changeWorkTypeOnEntry: Schema.NullOr(EntityId),
  resumeWorkOnEntry: Schema.Boolean,
});
export type DoorDetails = typeof DoorDetails.Type;

/** A geofence gateway around a workspace; the same minimum radius as a workspace. */
export const GeofenceGatewayDetails = Schema.Struct({
  name: RequiredText,
  workspaceId: Schema.NullOr(EntityId),
  location: GeoLocation,
  radiusMeters: RadiusMeters,
});
export type GeofenceGatewayDetails = typeof GeofenceGatewayDetails.Type;

export const deviceKinds = {
  loginBox: { noun: "LoginBox", details: LoginBoxDetails },
  door: { noun: "Door", details: DoorDetails },
  geofenceGateway: { noun: "GeofenceGateway", details: GeofenceGatewayDetails },
} as const;
export type DeviceKind = keyof typeof deviceKinds;

const deviceId = EntityId;

export const RegisterLoginBox = defineCommand("RegisterLoginBox", { deviceId, details: LoginBoxDetails });
export const UpdateLoginBox = defineCommand("UpdateLoginBox", { deviceId, details: LoginBoxDetails });
export const RemoveLoginBox = defineCommand("RemoveLoginBox", { deviceId });
export const ConfigureDoor = defineCommand("ConfigureDoor", { deviceId, details: DoorDetails });
export const UpdateDoor = defineCommand("UpdateDoor", { deviceId, details: DoorDetails });
export const RemoveDoor = defineCommand("RemoveDoor", { deviceId });
export const AddGeofenceGateway = defineCommand("AddGeofenceGateway", { deviceId, details: GeofenceGatewayDetails });
export const UpdateGeofenceGateway = defineCommand("UpdateGeofenceGateway", { deviceId, details: GeofenceGatewayDetails });
export const RemoveGeofenceGateway = defineCommand("RemoveGeofenceGateway", { deviceId });

export const DeviceCommand = Schema.Union([
  RegisterLoginBox.schema,
  UpdateLoginBox.schema,
  RemoveLoginBox.schema,
  ConfigureDoor.schema,
  UpdateDoor.schema,
  RemoveDoor.schema,
  AddGeofenceGateway.schema,
  UpdateGeofenceGateway.schema,
  RemoveGeofenceGateway.schema,
]);
export type DeviceCommand = typeof DeviceCommand.Type;

export const LoginBoxRegistered = defineEvent("LoginBoxRegistered", 1, { deviceId, details: LoginBoxDetails });
export const LoginBoxUpdated = defineEvent("LoginBoxUpdated", 1, { deviceId, details: LoginBoxDetails });
export const LoginBoxRemoved = defineEvent("LoginBoxRemoved", 1, { deviceId });
export const DoorConfigured = defineEvent("DoorConfigured", 1, { deviceId, details: DoorDetails });
export const DoorUpdated = defineEvent("DoorUpdated", 1, { deviceId, details: DoorDetails });
export const DoorRemoved = defineEvent("DoorRemoved", 1, { deviceId });
export const GeofenceGatewayAdded = defineEvent("GeofenceGatewayAdded", 1, { deviceId, details: GeofenceGatewayDetails });
export const GeofenceGatewayUpdated = defineEvent("GeofenceGatewayUpdated", 1, { deviceId, details: GeofenceGatewayDetails });
export const GeofenceGatewayRemoved = defineEvent("GeofenceGatewayRemoved", 1, { deviceId });

export const deviceEvents = [
  LoginBoxRegistered,
  LoginBoxUpdated,
  LoginBoxRemoved,
  DoorConfigured,
  DoorUpdated,
  DoorRemoved,
  GeofenceGatewayAdded,
  GeofenceGatewayUpdated,
  GeofenceGatewayRemoved,
] as const;
export const DeviceEvent = Schema.Union(deviceEvents.map((e) => e.schema));
export type DeviceEvent = typeof DeviceEvent.Type;

/** Login boxes, doors and gateways of a company: one stream, so door ids stay unique. */
export const deviceStreamName = (companyId: string): string => `devices-${companyId}`;
