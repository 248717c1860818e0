import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { normaliseSource, type EventMetadata } from "@workledger/event-schemas";
import type { Actor } from "../auth/actor.ts";

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

// It is stored in every event and shown to auditors: only a plain id is taken.
const clientCommandId = (request: FastifyRequest): string | undefined => {
  const value = headerOf(request, "x-command-id");
  return value !== undefined && /^[A-Za-z0-9._:-]{1,128}$/.test(value) ? value : undefined;
};

/**
 * Metadata for the events of one command. The tenant and actor come from the session, the
 * clock from the app's deps; a client may name the command (x-command-id) so retries can be told apart.
 */
export const commandMetadata = (request: FastifyRequest, actor: Actor, now: Date): EventMetadata => ({
  companyId: actor.companyId,
  actorId: actor.id,
  persona: actor.persona,
  source: normaliseSource(headerOf(request, "x-client-source") ?? "web"),
  commandId: clientCommandId(request) ?? randomUUID(),
  correlationId: request.id,
  causationId: null,
  occurredAt: now.toISOString(),
});
