/** Event types in words; the history is the workspace's own events (newest first). */
export const workspaceEventLabels: Readonly<Record<string, string>> = {
  WorkspaceCreated: "Workspace created",
  WorkspaceRenamed: "Workspace renamed",
  WorkspaceLocationChanged: "Location changed",
  WorkspaceDefaultWorkTypeChanged: "Default work type changed",
  PeopleAssignedToWorkspace: "People assigned",
  PeopleUnassignedFromWorkspace: "People removed",
  WorkspaceDeactivated: "Workspace deactivated",
  WorkspaceReactivated: "Workspace reactivated",
};

