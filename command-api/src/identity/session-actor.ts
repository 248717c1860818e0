import type { FastifyRequest } from "fastify";
import { UnauthorizedError, type Principal } from "@workledger/domain";
import type { DirectoryCompanyRow, DirectoryUserRow } from "@workledger/projections";
import type { Actor } from "../auth/actor.ts";

/**
 * The Actor of a signed-in request: the spine's Actor (id, companyId, persona) plus what access
 * checks need. `principal` is what domain's `can(principal, action, scope)` takes.
 */
export interface SessionActor extends Actor {
  readonly sessionId: string;
  readonly principal: Principal;
  readonly user: DirectoryUserRow;
  /** The company the session acts in; undefined only if the read model lost it. */
  readonly company: DirectoryCompanyRow | undefined;
}

export const isSessionActor = (actor: Actor | null): actor is SessionActor => actor !== null && "principal" in actor && "sessionId" in actor;

/** The signed-in session's actor, or a 401. */
export const requireSession = (request: FastifyRequest): SessionActor => {
  if (!isSessionActor(request.actor)) throw new UnauthorizedError("Unauthenticated.", "unauthenticated");
  return request.actor;
};
