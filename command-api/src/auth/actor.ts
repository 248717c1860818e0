import type { FastifyRequest } from "fastify";
import { UnauthorizedError } from "@workledger/domain";
import type { Persona } from "@workledger/event-schemas";

/** Who is acting: the tenant always comes from here, never from a request body. */
export interface Actor {
  readonly id: string;
  readonly companyId: string;
  readonly persona: Persona;
}

/** The identity port: sessions arrive in a later issue; until then the server wiring returns null. */
export type Authenticator = (request: FastifyRequest) => Promise<Actor | null>;

export const noAuthentication: Authenticator = async () => null;

declare module "fastify" {
  interface FastifyRequest {
    /** Set before every handler by the app's authenticator; null when nobody is signed in. */
    actor: Actor | null;
  }
}

export const requireActor = (request: FastifyRequest): Actor => {
  if (request.actor === null) throw new UnauthorizedError();
  return request.actor;
};
