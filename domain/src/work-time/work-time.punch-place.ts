/** A workspace as the punch default needs it: whether it is still listed, and its default work type. */
export interface PunchWorkspace {
  readonly id: string;
  readonly active: boolean;
  readonly defaultWorkTypeId: string | null;
}

/** What the rule knows about the worker and the company, read from the read models by the caller. */
export interface PunchPlaceFacts {
  /** The worker's general-rights workspaces (empty: every workspace). */
  readonly generalWorkspaceIds: readonly string[];
  /** The workspace the worker was invited into, when the invitation named one. */
  readonly invitedWorkspaceId: string | null;
  /** The company's workspaces that the facts name (unknown ones are treated as gone). */
  readonly workspaces: readonly PunchWorkspace[];
  /** Work types still listed; a removed default is not carried onto a new log. */
  readonly activeWorkTypeIds: ReadonlySet<string>;
}

/** The place a start punch asked for: undefined means "not said", null means "none" on purpose. */
export interface RequestedPunchPlace {
  readonly workspaceId?: string | null;
  readonly workTypeId?: string | null;
}

/**
 * The workspace and work type of a new punch. What the punch names wins (a null included); a punch
 * that names no workspace goes to the worker's workspace: their only general-rights workspace, else
 * the one they were invited into while they still reach it. A punch that names no work type takes
 * its workspace's default work type. Removed workspaces and work types are never filled in.
 */
export const punchPlaceOf = (requested: RequestedPunchPlace, facts: PunchPlaceFacts): RequestedPunchPlace => {
  const listed = (id: string | null | undefined): PunchWorkspace | undefined =>
    id == null ? undefined : facts.workspaces.find((w) => w.id === id && w.active);
  const reaches = (id: string) => facts.generalWorkspaceIds.length === 0 || facts.generalWorkspaceIds.includes(id);
  const own =
    facts.generalWorkspaceIds.length === 1
      ? listed(facts.generalWorkspaceIds[0])
      : facts.invitedWorkspaceId !== null && reaches(facts.invitedWorkspaceId)
        ? listed(facts.invitedWorkspaceId)
        : undefined;
  const workspaceId = requested.workspaceId !== undefined ? requested.workspaceId : own?.id;
  const defaultType = listed(workspaceId)?.defaultWorkTypeId ?? null;
  const workTypeId =
    requested.workTypeId !== undefined ? requested.workTypeId : defaultType !== null && facts.activeWorkTypeIds.has(defaultType) ? defaultType : undefined;
  return { ...(workspaceId === undefined ? {} : { workspaceId }), ...(workTypeId === undefined ? {} : { workTypeId }) };
};
