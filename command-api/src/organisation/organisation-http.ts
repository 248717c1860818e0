import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authorize, ForbiddenError, type Action } from "@workledger/domain";
import type { CompanyFlags } from "@workledger/event-schemas";
import { commandMetadata } from "../commands/command-metadata.ts";
import { handleCommand, type CommandResult, type DecidedEvent, type Decider } from "../commands/handle-command.ts";
import { assertBodyIds } from "../http/body-ids.ts";
import { anyObject, answers, obj, str } from "../identity/route-schemas.ts";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";
import { ledgerPositionHeader, waitForHeaderSchema, waitForQueryProperties } from "../read-your-writes/wait-for-position.ts";
import { withApiFields } from "./api-fields.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";

export type CompanyRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The signed-in actor, allowed `action` in the company the path names. A company B id with a
 * company A session is refused (403 forbidden_company): the tenant is always the session's.
 */
export const actorIn = (request: FastifyRequest, action: Action, companyId: string, workspaceId?: string): SessionActor => {
  const actor = requireSession(request);
  authorize(actor.principal, action, { companyId, ...(workspaceId === undefined ? {} : { workspaceId }) });
  return actor;
};

/** Clarification 3: with the company's flag off, the feature's actions are not offered. */
export const requireFeature = (actor: SessionActor, flag: keyof CompanyFlags): void => {
  if (actor.company?.flags[flag] !== true) throw new ForbiddenError("This feature is not active for your company", "feature_disabled");
};

/** Load a stream and fold it, for checks across streams the deciders cannot see. */
export const loadState = async <E extends DecidedEvent, S>(deps: OrganisationDeps, streamName: string, decider: Pick<Decider<never, E, S>, "evolve" | "initialState">): Promise<S> =>
  (await deps.eventStore.readStream(streamName)).reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as E), decider.initialState);

export const streamExists = async (deps: OrganisationDeps, streamName: string): Promise<boolean> => (await deps.eventStore.readStream(streamName)).length > 0;

/** Runs one organisation command: session metadata, the clock in the command, retries on races, API field names in errors. */
export const runOrganisationCommand = <C extends { readonly type: string; readonly data: unknown }, E extends DecidedEvent, S>(
  deps: OrganisationDeps,
  request: FastifyRequest,
  actor: SessionActor,
  streamName: string,
  decider: Decider<C, E, S>,
  command: Omit<C, "metadata">,
): Promise<CommandResult> => {
  const now = deps.clock();
  return withApiFields(() =>
    handleCommand({
      store: deps.eventStore,
      streamName,
      decider,
      command: { ...command, metadata: { now: now.toISOString(), actorId: actor.id } } as unknown as C,
      metadata: commandMetadata(request, actor, now),
    }),
  );
};

export const newEntityId = (deps: OrganisationDeps): string => (deps.newId ?? randomUUID)();

/** Every id must be a person of the actor's company and scope (the shared body-id check). */
export const checkPeople = (deps: OrganisationDeps, actor: SessionActor, personIds: readonly string[], field = "person_ids"): Promise<void> =>
  assertBodyIds(deps, actor, { [field]: ["person", personIds] });

/** A command's answer: the spec's generic-helper message, the entity id, and the ledger position to read it back. */
export const replyCommand = (reply: FastifyReply, result: CommandResult, message: string, data: Record<string, unknown> = {}, status = 200): FastifyReply =>
  reply
    .code(status)
    .header(ledgerPositionHeader, result.position)
    .send({ message, data, position: result.position, revision: String(result.nextExpectedRevision) });

export const companyParams = obj({ id: str }, ["id"]);
export const entityParams = (name: string) => obj({ id: str, [name]: str }, ["id", name]);
export const okAnswers = answers({ 200: anyObject, 201: anyObject });
export const queryString = (properties: Record<string, unknown> = {}) => ({ type: "object", properties: { ...waitForQueryProperties, ...properties } });
export { waitForHeaderSchema };
