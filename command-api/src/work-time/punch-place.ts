import { canReachWorkspace, punchPlaceOf, type RequestedPunchPlace } from "@workledger/domain";
import { findCompanyUser, listWorkspaces, listWorkTypes } from "@workledger/projections";
import type { SessionActor } from "../identity/session-actor.ts";
import type { WorkTimeDeps } from "./work-time-deps.ts";

/**
 * The workspace and work type a start punch records: what the body names, else the worker's own
 * workspace and its default work type (the domain's punchPlaceOf), read from the company's read models.
 * A manager punching for someone gets no default they could not have named themselves.
 */
export const punchPlaceFor = async (deps: WorkTimeDeps, actor: SessionActor, workerId: string, requested: RequestedPunchPlace): Promise<RequestedPunchPlace> => {
  if (requested.workspaceId !== undefined && requested.workTypeId !== undefined) return requested;
  const [worker, workspaces, workTypes] = await Promise.all([
    findCompanyUser(deps.db, actor.companyId, workerId),
    listWorkspaces(deps.db, actor.companyId, { onlyActive: true }),
    listWorkTypes(deps.db, actor.companyId, { onlyActive: true }),
  ]);
  const invited = worker?.profile["invited_workspace_id"];
  const place = punchPlaceOf(requested, {
    generalWorkspaceIds: worker?.rights.general_rights_workspace_ids ?? [],
    invitedWorkspaceId: typeof invited === "string" && invited !== "" ? invited : null,
    workspaces: workspaces.map((w) => ({ id: w.id, active: w.active !== 0, defaultWorkTypeId: w.default_work_type_id })),
    activeWorkTypeIds: new Set(workTypes.map((w) => w.id)),
  });
  const defaulted = requested.workspaceId === undefined ? place.workspaceId : undefined;
  if (workerId !== actor.id && defaulted != null && !canReachWorkspace(actor.principal, defaulted)) return requested;
  return place;
};
