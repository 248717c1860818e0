import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { ConflictError } from "@workledger/domain";
import { ownerGoneSql, processPresenceId } from "@workledger/event-store";
import type { Database } from "@workledger/projections";
import { isSessionActor } from "../identity/session-actor.ts";
import { ledgerPositionHeader } from "../read-your-writes/wait-for-position.ts";

/** The event store's answer to a key reused with other content; the same words here. */
export const idempotencyConflictMessage = "This request was already made with different content";

/** A first request with no owner (written before owners were kept) counts as abandoned after this long. */
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

/** Forgets the claims this process still owns on these keys (a refused request keeps nothing, so it may be retried). */
const releaseClaims = async (db: Kysely<Database>, companyId: string, actorId: string, keys: readonly string[]): Promise<void> => {
  if (keys.length === 0) return;
  await db
    .deleteFrom("command_replays")
    .where("company_id", "=", companyId)
    .where("actor_id", "=", actorId)
    .where("key", "in", keys)
    .where("owner", "=", processPresenceId)
    .execute();
};

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
    const wanted = [...new Set(keys)].sort(); // one order for every request: two claiming the same keys never deadlock
    // One statement claims every key: new ones, and those whose first request died with its process
    // (its owner's presence lock is free) or, without an owner, was left over a minute ago.
    const taken = await sql<{ key: string }>`
      INSERT INTO command_replays AS r (company_id, actor_id, key, request_hash, status, answer, owner)
      SELECT ${companyId}, ${actor.id}, k, ${hash}, NULL, NULL, ${processPresenceId}::int FROM unnest(${wanted}::text[]) AS k ORDER BY k
      ON CONFLICT (company_id, actor_id, key) DO UPDATE SET owner = EXCLUDED.owner, created_at = now()
        WHERE r.status IS NULL AND r.request_hash = EXCLUDED.request_hash
          AND (${sql.raw(ownerGoneSql("r.owner"))} OR (r.owner IS NULL AND r.created_at < now() - ${sql.lit(`${ABANDONED_AFTER_MS} milliseconds`)}::interval))
      RETURNING key`.execute(db);
    const claimed = taken.rows.map((row) => row.key);
    const release = () => releaseClaims(db, companyId, actor.id, claimed);
    if (claimed.length < wanted.length) {
      const others = await db
        .selectFrom("command_replays")
        .selectAll()
        .where("company_id", "=", companyId)
        .where("actor_id", "=", actor.id)
        .where("key", "in", wanted.filter((key) => !claimed.includes(key)))
        .execute();
      for (const first of others) {
        if (first.request_hash !== hash) {
          await release();
          throw new ConflictError(idempotencyConflictMessage, "idempotency_conflict");
        }
      }
      // A key released meanwhile has nothing to replay; a replay wins over a key still in progress.
      const answered = others.find((first) => first.status !== null);
      if (answered !== undefined) {
        await release();
        const answer = answered.answer as { position?: unknown } | null;
        if (typeof answer?.position === "string") void reply.header(ledgerPositionHeader, answer.position);
        return reply.code(answered.status!).send(answer);
      }
      if (others.length > 0) {
        await release();
        throw new ConflictError("This request is still being handled; try again in a moment", "request_in_progress");
      }
    }
    if (claimed.length > 0) pendingOf.set(request, { companyId, actorId: actor.id, keys: claimed });
  });

  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const pending = pendingOf.get(request);
    if (pending === undefined) return payload;
    pendingOf.delete(request);
    // Only rows this process still owns: had it been taken for dead, the process that took them over answers.
    if (reply.statusCode < 400 && typeof payload === "string") {
      await db
        .updateTable("command_replays")
        .set({ status: reply.statusCode, answer: payload })
        .where("company_id", "=", pending.companyId)
        .where("actor_id", "=", pending.actorId)
        .where("key", "in", pending.keys)
        .where("owner", "=", processPresenceId)
        .execute();
    } else {
      await releaseClaims(db, pending.companyId, pending.actorId, pending.keys);
    }
    return payload;
  });
};
