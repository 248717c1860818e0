import type { FastifyRequest } from "fastify";
import { absenceMaxDays, authorize, can, DEFAULT_TIME_ZONE, NotFoundError, paidAbsenceTypeCatalogueDecider, requestNotFound, requestsDecider, ValidationError, type AbsenceLimit, type RequestsCommand } from "@workledger/domain";
import { paidAbsenceTypeCatalogueStreamName, type OrganisationCommandMetadata } from "@workledger/event-schemas";
import { findCompanyUser, findRequest, type RequestRow } from "@workledger/projections";
import { commandMetadata } from "../commands/command-metadata.ts";
import { handleCommand, type CommandResult } from "../commands/handle-command.ts";
import { personInScopeOf } from "../identity/people-scope.ts";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";
import { loadState } from "../organisation/organisation-http.ts";
import type { OrganisationDeps } from "../organisation/organisation-deps.ts";
import { withApiFields } from "../organisation/api-fields.ts";

export type RequestsDeps = OrganisationDeps;

/** A worker making or editing their own request (the worker persona: /requests is a worker page). */
export const requesterOf = (request: FastifyRequest, userId: string | undefined): SessionActor => {
  const actor = requireSession(request);
  authorize(actor.principal, "requests.create", { companyId: actor.companyId });
  // Workers own their requests: naming someone else is refused like any id outside one's reach.
  if (userId !== undefined && userId !== actor.id) throw ValidationError.of("user_id", "You can only make requests for yourself", "not_your_request");
  return actor;
};

/**
 * A manager deciding a person's request: can_accept_decline_requests (manager persona) and the person
 * within their workspaces (the people's one scoping check).
 */
export const deciderOf = async (deps: RequestsDeps, request: FastifyRequest, workerId: string): Promise<SessionActor> => {
  const actor = requireSession(request);
  authorize(actor.principal, "requests.decide", { companyId: actor.companyId });
  await personInScopeOf(deps.db, actor, workerId);
  return actor;
};

/** Who may read a person's requests: the person, or someone who decides them within their workspaces. */
export const readerOf = async (deps: RequestsDeps, request: FastifyRequest, workerId: string): Promise<SessionActor> => {
  const actor = requireSession(request);
  if (workerId === actor.id) return actor;
  if (!can(actor.principal, "requests.decide", { companyId: actor.companyId }) && !can(actor.principal, "people.view", { companyId: actor.companyId }))
    throw new NotFoundError(requestNotFound().message, "request_not_found");
  await personInScopeOf(deps.db, actor, workerId);
  return actor;
};

/** A request of the actor's company by id and kind, else 404 'Request not found'. */
export const requestRowOf = async (deps: RequestsDeps, actor: SessionActor, requestId: string, kind: RequestRow["kind"]): Promise<RequestRow> => {
  const row = await findRequest(deps.db, actor.companyId, requestId);
  if (row === undefined || row.kind !== kind) throw requestNotFound();
  return row;
};

const limitOf = (actor: SessionActor, details: { maxDays?: number }): AbsenceLimit => ({ maxDays: absenceMaxDays(details), timeZone: actor.company?.timezone || DEFAULT_TIME_ZONE });

/**
 * The company's active paid-absence type by id (from its stream, so one created a moment ago counts)
 * and how long one request of it may be, in the company's zone; else a 400 on type_id.
 */
export const absenceTypeOf = async (deps: RequestsDeps, actor: SessionActor, typeId: string): Promise<{ id: string; name: string; limit: AbsenceLimit }> => {
  const catalogue = await loadState(deps, paidAbsenceTypeCatalogueStreamName(actor.companyId), paidAbsenceTypeCatalogueDecider);
  const type = catalogue.types.get(typeId);
  if (type === undefined || !type.active) throw ValidationError.of("type_id", "Paid absence type not found", "absence_type_not_found");
  return { id: typeId, name: type.details.name, limit: limitOf(actor, type.details) };
};

/** How long a request of this type may be when it is decided: the type as it is now (deactivated too), else the default. */
export const absenceLimitOf = async (deps: RequestsDeps, actor: SessionActor, typeId: string | null): Promise<AbsenceLimit> => {
  const catalogue = await loadState(deps, paidAbsenceTypeCatalogueStreamName(actor.companyId), paidAbsenceTypeCatalogueDecider);
  return limitOf(actor, (typeId === null ? undefined : catalogue.types.get(typeId)?.details) ?? {});
};

/** Runs a requests command on its stream: session metadata, the clock in the command, retries on races. */
export const runRequestsCommand = (
  deps: RequestsDeps,
  request: FastifyRequest,
  actor: SessionActor,
  streamName: string,
  command: Omit<RequestsCommand, "metadata">,
): Promise<CommandResult> => {
  const now = deps.clock();
  const metadata: OrganisationCommandMetadata = { now: now.toISOString(), actorId: actor.id };
  return withApiFields(() =>
    handleCommand({
      store: deps.eventStore,
      streamName,
      decider: requestsDecider,
      command: { ...command, metadata } as RequestsCommand,
      metadata: commandMetadata(request, actor, now),
    }),
  );
};

/** The worker's name and thumbnail for the request's shape (the drawers show whose request it is). */
export const workerNamesOf = async (deps: RequestsDeps, companyId: string, workerId: string): Promise<Map<string, { name: string; thumbnail: string | null }>> => {
  const person = await findCompanyUser(deps.db, companyId, workerId);
  const profile = (person?.profile ?? {}) as Record<string, unknown>;
  return new Map([[workerId, { name: person === undefined ? "" : `${person.first_name} ${person.last_name}`.trim(), thumbnail: typeof profile["photo"] === "string" ? profile["photo"] : null }]]);
};
