import { Schema } from "effect";
import { EntityId, GeoLocation, RadiusMeters, RequiredText } from "./organisation-values.ts";
import { defineCommand, defineEvent } from "./define-message.ts";

/** A workspace (division): a place people work at, with a geofence and a default work type. */
const workspaceFields = {
  name: RequiredText,
  location: GeoLocation,
  radiusMeters: RadiusMeters,
  defaultWorkTypeId: Schema.NullOr(EntityId),
};

export const CreateWorkspace = defineCommand("CreateWorkspace", {
  workspaceId: EntityId,
  ...workspaceFields,
  personIds: Schema.Array(EntityId),
});
export const UpdateWorkspace = defineCommand("UpdateWorkspace", { workspaceId: EntityId, ...workspaceFields });
export const AssignPeopleToWorkspace = defineCommand("AssignPeopleToWorkspace", {
  workspaceId: EntityId,
  personIds: Schema.Array(EntityId),
});
export const UnassignPeopleFromWorkspace = defineCommand("UnassignPeopleFromWorkspace", {
  workspaceId: EntityId,
  personIds: Schema.Array(EntityId),
});
export const DeactivateWorkspace = defineCommand("DeactivateWorkspace", { workspaceId: EntityId });
export const ReactivateWorkspace = defineCommand("ReactivateWorkspace", { workspaceId: EntityId });

export const WorkspaceCommand = Schema.Union([
  CreateWorkspace.schema,
  UpdateWorkspace.schema,
  AssignPeopleToWorkspace.schema,
  UnassignPeopleFromWorkspace.schema,
  DeactivateWorkspace.schema,
  ReactivateWorkspace.schema,
]);
export type WorkspaceCommand = typeof WorkspaceCommand.Type;

export const WorkspaceCreated = defineEvent("WorkspaceCreated", 1, { workspaceId: EntityId, ...workspaceFields });
export const WorkspaceRenamed = defineEvent("WorkspaceRenamed", 1, { workspaceId: EntityId, name: RequiredText });
export const WorkspaceLocationChanged = defineEvent("WorkspaceLocationChanged", 1, {
  workspaceId: EntityId,
  location: GeoLocation,
  radiusMeters: RadiusMeters,
});
export const WorkspaceDefaultWorkTypeChanged = defineEvent("WorkspaceDefaultWorkTypeChanged", 1, {
  workspaceId: EntityId,
  defaultWorkTypeId: Schema.NullOr(EntityId),
});
export const PeopleAssignedToWorkspace = defineEvent("PeopleAssignedToWorkspace", 1, {
  workspaceId: EntityId,
  personIds: Schema.Array(EntityId),
});
export const PeopleUnassignedFromWorkspace = defineEvent("PeopleUnassignedFromWorkspace", 1, {
  workspaceId: EntityId,
  personIds: Schema.Array(EntityId),
});
export const WorkspaceDeactivated = defineEvent("WorkspaceDeactivated", 1, { workspaceId: EntityId });
export const WorkspaceReactivated = defineEvent("WorkspaceReactivated", 1, { workspaceId: EntityId });

export const workspaceEvents = [
  WorkspaceCreated,
  WorkspaceRenamed,
  WorkspaceLocationChanged,
  WorkspaceDefaultWorkTypeChanged,
  PeopleAssignedToWorkspace,
  PeopleUnassignedFromWorkspace,
  WorkspaceDeactivated,
  WorkspaceReactivated,
] as const;

export const WorkspaceEvent = Schema.Union(workspaceEvents.map((e) => e.schema));
export type WorkspaceEvent = typeof WorkspaceEvent.Type;

/** The stream of one workspace; the company id keeps tenants apart. */
export const workspaceStreamName = (companyId: string, workspaceId: string): string => `workspace-${companyId}-${workspaceId}`;
