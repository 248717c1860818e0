import {
  CreateWorkspace,
  UpdateWorkspace,
  AssignPeopleToWorkspace,
  UnassignPeopleFromWorkspace,
  type GeoLocation,
  type WorkspaceCommand,
  type WorkspaceEvent,
} from "@workledger/event-schemas";
import { ConflictError } from "../errors.ts";
import { alreadyExists, assertNever, notFound, tidyName, unique, validateWith } from "./organisation-errors.ts";

export interface Workspace {
  readonly workspaceId: string;
  readonly name: string;
  readonly location: GeoLocation;
  readonly radiusMeters: number;
  readonly defaultWorkTypeId: string | null;
  readonly personIds: readonly string[];
  /** Spec: active 0 = inactive; only active divisions are listed. */
  readonly active: boolean;
}

export type WorkspaceState = { readonly status: "none" } | { readonly status: "exists"; readonly workspace: Workspace };

export const initialWorkspaceState: WorkspaceState = { status: "none" };

const existing = (state: WorkspaceState, workspaceId: string): Workspace => {
  if (state.status === "none" || state.workspace.workspaceId !== workspaceId) throw notFound("Workspace", "workspace_not_found");
  return state.workspace;
};

const sameLocation = (a: GeoLocation, b: GeoLocation): boolean => a.lat === b.lat && a.lng === b.lng;

/**
 * One workspace (division). Edits emit one event per thing that changed, so its history page reads
 * as a list of plain facts; a command that changes nothing decides no events.
 */
export const decideWorkspace = (command: WorkspaceCommand, state: WorkspaceState): WorkspaceEvent[] => {
  switch (command.type) {
    case "CreateWorkspace": {
      validateWith(CreateWorkspace.data, "workspace", command.data);
      if (state.status !== "none") throw alreadyExists("Workspace", "workspace_exists");
      const { personIds, ...fields } = command.data;
      const people = unique(personIds);
      return [
        { type: "WorkspaceCreated", data: { ...fields, name: tidyName(fields.name) } },
        ...(people.length > 0 ? [{ type: "PeopleAssignedToWorkspace" as const, data: { workspaceId: fields.workspaceId, personIds: people } }] : []),
      ];
    }
    case "UpdateWorkspace": {
      validateWith(UpdateWorkspace.data, "workspace", command.data);
      const current = existing(state, command.data.workspaceId);
      const { workspaceId, location, radiusMeters, defaultWorkTypeId } = command.data;
      const name = tidyName(command.data.name);
      const events: WorkspaceEvent[] = [];
      if (name !== current.name) events.push({ type: "WorkspaceRenamed", data: { workspaceId, name } });
      if (!sameLocation(location, current.location) || radiusMeters !== current.radiusMeters) {
        events.push({ type: "WorkspaceLocationChanged", data: { workspaceId, location, radiusMeters } });
      }
      if (defaultWorkTypeId !== current.defaultWorkTypeId) events.push({ type: "WorkspaceDefaultWorkTypeChanged", data: { workspaceId, defaultWorkTypeId } });
      return events;
    }
    case "AssignPeopleToWorkspace": {
      validateWith(AssignPeopleToWorkspace.data, "assignment", command.data);
      const current = existing(state, command.data.workspaceId);
      if (!current.active) throw new ConflictError("The workspace is inactive", "workspace_inactive");
      const added = unique(command.data.personIds).filter((id) => !current.personIds.includes(id));
      return added.length === 0 ? [] : [{ type: "PeopleAssignedToWorkspace", data: { workspaceId: current.workspaceId, personIds: added } }];
    }
    case "UnassignPeopleFromWorkspace": {
      validateWith(UnassignPeopleFromWorkspace.data, "assignment", command.data);
      const current = existing(state, command.data.workspaceId);
      const removed = unique(command.data.personIds).filter((id) => current.personIds.includes(id));
      return removed.length === 0 ? [] : [{ type: "PeopleUnassignedFromWorkspace", data: { workspaceId: current.workspaceId, personIds: removed } }];
    }
    case "DeactivateWorkspace": {
      const current = existing(state, command.data.workspaceId);
      return current.active ? [{ type: "WorkspaceDeactivated", data: { workspaceId: current.workspaceId } }] : [];
    }
    case "ReactivateWorkspace": {
      const current = existing(state, command.data.workspaceId);
      return current.active ? [] : [{ type: "WorkspaceReactivated", data: { workspaceId: current.workspaceId } }];
    }
    default:
      return assertNever(command);
  }
};

const update = (state: WorkspaceState, change: (w: Workspace) => Workspace): WorkspaceState =>
  state.status === "none" ? state : { status: "exists", workspace: change(state.workspace) };

export const evolveWorkspace = (state: WorkspaceState, event: WorkspaceEvent): WorkspaceState => {
  switch (event.type) {
    case "WorkspaceCreated":
      return { status: "exists", workspace: { ...event.data, personIds: [], active: true } };
    case "WorkspaceRenamed":
      return update(state, (w) => ({ ...w, name: event.data.name }));
    case "WorkspaceLocationChanged":
      return update(state, (w) => ({ ...w, location: event.data.location, radiusMeters: event.data.radiusMeters }));
    case "WorkspaceDefaultWorkTypeChanged":
      return update(state, (w) => ({ ...w, defaultWorkTypeId: event.data.defaultWorkTypeId }));
    case "PeopleAssignedToWorkspace":
      return update(state, (w) => ({ ...w, personIds: unique([...w.personIds, ...event.data.personIds]) }));
    case "PeopleUnassignedFromWorkspace":
      return update(state, (w) => ({ ...w, personIds: w.personIds.filter((id) => !event.data.personIds.includes(id)) }));
    case "WorkspaceDeactivated":
      return update(state, (w) => ({ ...w, active: false }));
    case "WorkspaceReactivated":
      return update(state, (w) => ({ ...w, active: true }));
    default:
      return assertNever(event);
  }
};

export const workspaceDecider = { decide: decideWorkspace, evolve: evolveWorkspace, initialState: initialWorkspaceState };
