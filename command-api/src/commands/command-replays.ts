import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { ConflictError } from "@workledger/domain";
import type { Database } from "@workledger/projections";
import { isSessionActor } from "../identity/session-actor.ts";
import { ledgerPositionHeader } from "../read-your-writes/wait-for-position.ts";

/** The event store's answer to a key reused with other content; the same words here. */
export const idempotencyConflictMessage = "This request was already made with different content";

/** A first request still running after this long has died with its process: its key is free again. */
const ABANDONED_AFTER_MS = 60_000;

const clientKeyPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** JSON with sorted keys, so the same body hashes the same whatever its key order. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === "object"
      ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
      : value;

const requestHash = (request: FastifyRequest): string =>
  createHash("sha256")
    .update(JSON.stringify([request.method, request.url.split("?")[0], canonical(request.body ?? null)]))
    .digest("hex");

interface Pending {
  readonly companyId: string;
  readonly actorId: string;
  readonly keys: readonly string[];
}

const pendingOf = new WeakMap<FastifyRequest, Pending>();

/**
 * Idempotency that tells the truth, for the command routes of one slice. A request names its key
 * with x-command-id, or (creating a log) with the work id it chose; keys are scoped per company and
 * actor. The first request's answer is kept: the same key with the same request replays it (status,
 * body and ledger position), the same key with another request is a 409 with the event store's
 * idempotency-conflict message. A refused first request keeps nothing, so it may be retried.
 */
export const registerCommandReplays = (app: FastifyInstance, db: Kysely<Database>, keysOf: (request: FastifyRequest) => readonly string[]): void => {
  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === "GET") return;
    const header = request.headers["x-command-id"];
    const commandId = Array.isArray(header) ? header[0] : header;
    const keys = [...(commandId !== undefined && clientKeyPattern.test(commandId) ? [`command:${commandId}`] : []), ...keysOf(request)];
    if (keys.length === 0) return;
    const actor = isSessionActor(request.actor) ? request.actor : undefined;
    const companyId = (request.params as { id?: string }).id;
    if (actor === undefined || companyId !== actor.companyId) return; // the route answers 401/403 itself
    const hash = requestHash(request);
    const claimed: string[] = [];
    const release = async () => {
      if (claimed.length > 0) await db.deleteFrom("command_replays").where("company_id", "=", companyId).where("actor_id", "=", actor.id).where("key", "in", claimed).execute();
    };
    for (const key of keys) {
      const inserted = await db
        .insertInto("command_replays")
        .values({ company_id: companyId, actor_id: actor.id, key, request_hash: hash, status: null, answer: null })
        .onConflict((oc) => oc.columns(["company_id", "actor_id", "key"]).doNothing())
        .returning("key")
        .executeTakeFirst();
      if (inserted !== undefined) {
        claimed.push(key);
        continue;
      }
      const first = await db.selectFrom("command_replays").selectAll().where("company_id", "=", companyId).where("actor_id", "=", actor.id).where("key", "=", key).executeTakeFirst();
      if (first === undefined) continue; // released meanwhile: nothing to replay
      if (first.request_hash !== hash) {
        await release();
        throw new ConflictError(idempotencyConflictMessage, "idempotency_conflict");
      }
      if (first.status === null) {
        if (Date.now() - new Date(first.created_at).getTime() > ABANDONED_AFTER_MS) {
          await db.updateTable("command_replays").set({ created_at: new Date() }).where("company_id", "=", companyId).where("actor_id", "=", actor.id).where("key", "=", key).execute();
          claimed.push(key);
          continue;
        }
        await release();
        throw new ConflictError("This request is still being handled; try again in a moment", "request_in_progress");
      }
      await release();
      const answer = first.answer as { position?: unknown } | null;
      if (typeof answer?.position === "string") void reply.header(ledgerPositionHeader, answer.position);
      return reply.code(first.status).send(answer);
    }
    if (claimed.length > 0) pendingOf.set(request, { companyId, actorId: actor.id, keys: claimed });
  });

  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pending = pendingOf.get(request);
    if (pending === undefined) return payload;
    pendingOf.delete(request);
    const scope = db.updateTable("command_replays");
    if (reply.statusCode < 400 && typeof payload === "string") {
      await scope
        .set({ status: reply.statusCode, answer: payload })
        .where("company_id", "=", pending.companyId)
        .where("actor_id", "=", pending.actorId)
        .where("key", "in", pending.keys)
        .execute();
    } else {
      await db.deleteFrom("command_replays").where("company_id", "=", pending.companyId).where("actor_id", "=", pending.actorId).where("key", "in", pending.keys).execute();
    }
    return payload;
  });
};
