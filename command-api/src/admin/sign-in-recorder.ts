import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import {
  normaliseSource,
  signInEmailMaxLength,
  signInIpMaxLength,
  signInStreamName,
  signInSystemKey,
  signInUserAgentMaxLength,
  type EventMetadata,
  type Persona,
  type SignInFailureReason,
} from "@workledger/event-schemas";
import type { EventStore } from "@workledger/event-store";

/** At most this many failure events per process and minute; the rest are counted into the next one. */
export const DEFAULT_FAILURE_EVENTS_PER_MINUTE = 120;

export interface SignInRecorder {
  succeeded(request: FastifyRequest, input: { readonly email: string; readonly userId: string; readonly companyId: string; readonly persona: Persona }): Promise<void>;
  failed(
    request: FastifyRequest,
    input: { readonly email: string; readonly userId: string | null; readonly companyId: string | null; readonly reason: SignInFailureReason; readonly throttleTripped: boolean },
  ): Promise<void>;
}

interface Logger {
  error(fields: object, message: string): void;
}

const header = (request: FastifyRequest, name: string): string => {
  const v = request.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? "";
};

/**
 * Writes sign-in attempts to the ledger for the admin pages (owner: the admin pages; called by the
 * login route). Bounded: a throttled attempt is refused before it is checked and writes nothing
 * (login-throttle: 5 failures per address, 50 per client address in 15 minutes), and failure events
 * are capped per process and minute; the failures left out are counted into the next failure event
 * (`unrecordedBefore`), so a flood from many addresses grows the ledger by at most the cap.
 * A record that cannot be written is logged and the sign-in goes on (availability over the record).
 */
export const createSignInRecorder = (
  store: EventStore,
  logger: Logger,
  clock: () => Date,
  options: { readonly failureEventsPerMinute: number } = { failureEventsPerMinute: DEFAULT_FAILURE_EVENTS_PER_MINUTE },
): SignInRecorder => {
  let minute = -1;
  let spent = 0;
  let unrecorded = 0;
  const append = async (request: FastifyRequest, companyKey: string, actor: { id: string; persona: Persona }, type: string, data: object) => {
    const now = clock();
    const metadata: EventMetadata = {
      companyId: companyKey,
      actorId: actor.id,
      persona: actor.persona,
      source: normaliseSource(header(request, "x-client-source") || "web"),
      commandId: randomUUID(),
      correlationId: request.id,
      causationId: null,
      occurredAt: now.toISOString(),
    };
    try {
      await store.appendToStream(signInStreamName(companyKey, metadata.occurredAt.slice(0, 10)), [{ id: randomUUID(), type, schemaVersion: 1, data, metadata }], "any");
    } catch (error) {
      logger.error({ err: error, type }, "sign-in attempt could not be recorded");
    }
  };
  const client = (request: FastifyRequest, email: string) => ({
    email: email.slice(0, signInEmailMaxLength),
    ip: request.ip.slice(0, signInIpMaxLength),
    userAgent: header(request, "user-agent").slice(0, signInUserAgentMaxLength),
  });
  return {
    succeeded: (request, input) =>
      append(request, input.companyId, { id: input.userId, persona: input.persona }, "UserSignedIn", { userId: input.userId, companyId: input.companyId, ...client(request, input.email) }),
    failed: async (request, input) => {
      const nowMinute = Math.floor(clock().getTime() / 60_000);
      if (nowMinute !== minute) {
        minute = nowMinute;
        spent = 0;
      }
      if (spent >= options.failureEventsPerMinute) {
        unrecorded++;
        return;
      }
      spent++;
      const unrecordedBefore = unrecorded;
      unrecorded = 0;
      await append(request, input.companyId ?? signInSystemKey, { id: "anonymous", persona: "system" }, "UserSignInFailed", {
        userId: input.userId,
        companyId: input.companyId,
        ...client(request, input.email),
        reason: input.reason,
        throttleTripped: input.throttleTripped,
        unrecordedBefore,
      });
    },
  };
};
