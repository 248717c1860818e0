import type { FastifyRequest } from "fastify";
import {
  canReachWorkspace,
  DEFAULT_TIME_ZONE,
  effectivePermissions,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  workTimeMessages,
  type WorkTimeContext,
} from "@workledger/domain";
import { normaliseSource, type EventMetadata, type EventSource } from "@workledger/event-schemas";
import { findTimesheetLog, type TimesheetLogRow } from "@workledger/projections";
import { commandMetadata } from "../commands/command-metadata.ts";
import { personInScopeOf } from "../identity/people-scope.ts";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";
import type { WorkTimeDeps } from "./work-time-deps.ts";

export const noRightsToEditWorkTime = (): ForbiddenError =>
  new ForbiddenError(workTimeMessages.no_rights_to_edit_work_time, "no_rights_to_edit_work_time");

/** The signed-in actor, acting in the company the path names; any other company is a 403. */
export const actorInCompany = (request: FastifyRequest<{ Params: { id: string } }>): SessionActor => {
  const actor = requireSession(request);
  if (request.params.id !== actor.companyId) throw new ForbiddenError("You are not allowed to do this", "forbidden_company");
  return actor;
};

export const timeZoneOf = (actor: SessionActor): string => actor.company?.timezone || DEFAULT_TIME_ZONE;

/**
 * The sources a person's session may claim. Box, door, fingerprint, beacon and QR punches come only
 * through a device credential (a paired device's channel); 'automatic' is the ledger's own.
 */
export const sessionSources: readonly EventSource[] = ["web", "mobile"];

/**
 * The punch source: the body's, else the x-client-source header's (an unknown header value is web).
 * A session naming a device or the system as its source is refused with a field error.
 */
export const sourceOf = (request: FastifyRequest, bodySource: unknown): EventSource => {
  const header = request.headers["x-client-source"];
  const source = normaliseSource(bodySource ?? (Array.isArray(header) ? header[0] : header) ?? "web");
  if (!sessionSources.includes(source)) throw ValidationError.of("source", workTimeMessages.source_not_allowed, "source_not_allowed");
  return source;
};

/** Metadata and decision context of one command: tenant, actor, rights and zone from the session, never the body. */
export const commandOf = (request: FastifyRequest, actor: SessionActor, source: EventSource, now: Date): { metadata: EventMetadata; context: WorkTimeContext } => ({
  metadata: { ...commandMetadata(request, actor, now), source },
  context: {
    actorId: actor.id,
    persona: actor.persona,
    permissions: effectivePermissions(actor.principal.rights),
    now: now.toISOString(),
    source,
    timeZone: timeZoneOf(actor),
    blocked: [],
  },
});

/**
 * A person of the actor's company within the actor's workspaces: 404 'User not found' for anyone
 * else (other companies included), 403 'User information cannot be viewed' outside the scope (the
 * people's one scoping check).
 */
export const assertWorkerInCompany = async (deps: WorkTimeDeps, actor: SessionActor, workerId: string): Promise<void> => {
  if (workerId === actor.id) return;
  await personInScopeOf(deps.db, actor, workerId);
};

const devicePermission: Partial<Record<EventSource, string>> = {
  web: "can_register_own_work_time_from_computer",
  mobile: "can_register_work_hours_through_mobile",
  box: "can_register_work_hours_from_login_box",
};

/** Punching one's own work from a session takes that client's right (computer, mobile); device sources never reach here (sourceOf). */
export const assertMayPunchFrom = (actor: SessionActor, workerId: string, source: EventSource): void => {
  const needed = devicePermission[source];
  if (workerId !== actor.id || needed === undefined) return;
  if (!effectivePermissions(actor.principal.rights).has(needed as never)) throw noRightsToEditWorkTime();
};

/** A manager acting on someone else's work must reach the workspace it belongs to. */
export const assertReachesWorkspace = (actor: SessionActor, workerId: string, ...workspaceIds: (string | null | undefined)[]): void => {
  if (workerId === actor.id) return;
  for (const id of workspaceIds) if (id != null && !canReachWorkspace(actor.principal, id)) throw noRightsToEditWorkTime();
};

/** A log of the actor's company by id, or the spec's 404s. */
export const logOf = async (deps: WorkTimeDeps, actor: SessionActor, workId: string): Promise<TimesheetLogRow> => {
  const row = await findTimesheetLog(deps.db, actor.companyId, workId);
  if (row === undefined) throw new NotFoundError(workTimeMessages.work_not_found, "work_not_found");
  if (row.deleted) throw new NotFoundError(workTimeMessages.work_deleted, "work_deleted");
  await assertWorkerInCompany(deps, actor, row.worker_id);
  return row;
};
