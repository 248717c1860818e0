import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Bus } from "@workledger/bus";
import { sessionIdleTimeoutMs, unverifiedClaimWindowMs } from "@workledger/domain";
import type { Database } from "@workledger/projections";
import { identityDbOf, type IdentityDatabase, type OneTimeTokenKind } from "./identity.tables.ts";
import { randomToken, sha256 } from "./identity-crypto.ts";

/** Idle logout of spec section 9: 18,000,000 ms plus the 3 s delay (domain's session lifetime). */
export const idleTimeoutMs = sessionIdleTimeoutMs;
// Writing last_seen_at on every request would turn reads into writes; a minute of slack is harmless.
const touchEveryMs = 60_000;

export const oneTimeTokenLifetimesMs: Readonly<Record<OneTimeTokenKind, number>> = {
  reset_password: 24 * 3600_000, // 1 day
  set_password: 24 * 3600_000, // 1 day (clarification 1)
  activation: 7 * 24 * 3600_000, // one week
  // As long as a sign-up holds its address unverified (after that, someone else may take it).
  verify_email: unverifiedClaimWindowMs,
  confirm_email: 24 * 3600_000, // 1 day, as the other links that change how one signs in
};

export const oneTimeTokenKinds = Object.keys(oneTimeTokenLifetimesMs) as readonly OneTimeTokenKind[];

export interface NewSession {
  readonly id: string;
  readonly accessToken: string;
}

export const createSession = async (
  db: Kysely<IdentityDatabase>,
  input: {
    readonly userId: string;
    readonly companyId: string;
    readonly persona: string | null;
    readonly now: Date;
    /** Where it is opened from, for the person's list of sessions. */
    readonly userAgent?: string | undefined;
    readonly ipAddress?: string | undefined;
  },
): Promise<NewSession> => {
  const accessToken = randomToken();
  const id = randomUUID();
  await db
    .insertInto("identity_sessions")
    .values({
      id,
      token_hash: sha256(accessToken),
      user_id: input.userId,
      company_id: input.companyId,
      persona: input.persona,
      created_at: input.now,
      last_seen_at: input.now,
      revoked_at: null,
      revoked_reason: null,
      user_agent: input.userAgent?.slice(0, 512) ?? null,
      ip_address: input.ipAddress ?? null,
    })
    .execute();
  return { id, accessToken };
};

export const touchSession = async (db: Kysely<IdentityDatabase>, sessionId: string, lastSeenAt: Date, now: Date): Promise<void> => {
  if (now.getTime() - lastSeenAt.getTime() < touchEveryMs) return;
  await db.updateTable("identity_sessions").set({ last_seen_at: now }).where("id", "=", sessionId).execute();
};

/**
 * The session-revoked signal: published on the bus whenever sessions end, heard by the realtime
 * route of every API process, which closes the sockets of those sessions at once.
 */
export const sessionsRevokedSubject = "sessions.revoked";

export interface SessionsRevoked {
  /** Why they ended: logout, idle, lifetime, password_changed, rights_changed, deactivated, deleted, company_disabled, ... */
  readonly reason: string;
  readonly sessions: readonly { readonly id: string; readonly userId: string }[];
}

/** What revoking sessions needs: the table, and the bus that tells every process's sockets. */
export interface SessionRevocationDeps {
  readonly db: Kysely<Database>;
  readonly bus: Bus;
  readonly logger: Pick<Logger, "error">;
}

const signalChunk = 500;

const signalRevoked = async (deps: SessionRevocationDeps, reason: string, rows: readonly { id: string; user_id: string }[]): Promise<void> => {
  for (let start = 0; start < rows.length; start += signalChunk) {
    const sessions = rows.slice(start, start + signalChunk).map((row) => ({ id: row.id, userId: row.user_id }));
    try {
      await deps.bus.publish<SessionsRevoked>(sessionsRevokedSubject, { reason, sessions });
    } catch (error) {
      // The sessions are ended in the table either way; each socket's own periodic check still closes it.
      deps.logger.error({ err: error, reason, sessions: sessions.length }, "session-revoked signal not published");
    }
  }
};

/**
 * The one way a session ends: marks it revoked (once) and signals its sockets. Answers whether
 * this call ended it.
 */
export const revokeSession = async (deps: SessionRevocationDeps, sessionId: string, reason: string, now: Date): Promise<boolean> => {
  const rows = await identityDbOf(deps.db)
    .updateTable("identity_sessions")
    .set({ revoked_at: now, revoked_reason: reason })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .returning(["id", "user_id"])
    .execute();
  await signalRevoked(deps, reason, rows);
  return rows.length > 0;
};

/**
 * Ends every open session of these users (rights changed, deactivated, deleted, company disabled,
 * password changed or reset, signed out everywhere) and closes their sockets; `exceptSessionId`
 * keeps the session that asked (a password change does not throw its own author out).
 */
export const revokeSessionsOfUsers = async (
  deps: SessionRevocationDeps,
  userIds: readonly string[],
  reason: string,
  now: Date,
  options: { readonly exceptSessionId?: string } = {},
): Promise<number> => {
  if (userIds.length === 0) return 0;
  let update = identityDbOf(deps.db)
    .updateTable("identity_sessions")
    .set({ revoked_at: now, revoked_reason: reason })
    .where("user_id", "in", userIds)
    .where("revoked_at", "is", null);
  if (options.exceptSessionId !== undefined) update = update.where("id", "<>", options.exceptSessionId);
  const rows = await update.returning(["id", "user_id"]).execute();
  await signalRevoked(deps, reason, rows);
  return rows.length;
};

/** A one-time link token bound to the address it is mailed to; only its hash is stored. */
export const issueOneTimeToken = async (
  db: Kysely<IdentityDatabase>,
  input: { readonly kind: OneTimeTokenKind; readonly userId: string; readonly companyId: string; readonly email: string; readonly now: Date },
): Promise<{ readonly token: string; readonly expiresAt: Date }> => {
  const token = randomToken();
  const expiresAt = new Date(input.now.getTime() + oneTimeTokenLifetimesMs[input.kind]);
  await db
    .insertInto("identity_tokens")
    .values({
      token_hash: sha256(token),
      kind: input.kind,
      user_id: input.userId,
      company_id: input.companyId,
      email: input.email,
      created_at: input.now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
};

/**
 * Uses a token once: atomically marks it used if it is of an accepted kind, unexpired and unused.
 * Undefined means 'Token already expired, invalid or already used'.
 */
export const consumeOneTimeToken = async (
  db: Kysely<IdentityDatabase>,
  token: string,
  kinds: readonly OneTimeTokenKind[],
  now: Date,
): Promise<{ readonly userId: string; readonly companyId: string; readonly kind: OneTimeTokenKind; readonly email: string | null } | undefined> => {
  const row = await db
    .updateTable("identity_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", sha256(token))
    .where("kind", "in", kinds)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["user_id", "company_id", "kind", "email"])
    .executeTakeFirst();
  return row === undefined ? undefined : { userId: row.user_id, companyId: row.company_id, kind: row.kind, email: row.email };
};

/** An open link, looked at without using it (which address it went to decides how it may be used). */
export const findOpenOneTimeToken = async (db: Kysely<IdentityDatabase>, token: string, kinds: readonly OneTimeTokenKind[], now: Date) =>
  db
    .selectFrom("identity_tokens")
    .select(["user_id", "company_id", "kind", "email"])
    .where("token_hash", "=", sha256(token))
    .where("kind", "in", kinds)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();

/** Earlier links of a kind stop working when a new one is sent or one is used. */
export const expireOneTimeTokens = async (db: Kysely<IdentityDatabase>, userId: string, kinds: readonly OneTimeTokenKind[], now: Date): Promise<void> => {
  await db.updateTable("identity_tokens").set({ used_at: now }).where("user_id", "=", userId).where("kind", "in", kinds).where("used_at", "is", null).execute();
};

/** Links of these kinds issued to the user within the window (limits mail a stranger can trigger). */
export const recentTokenCount = async (db: Kysely<IdentityDatabase>, userId: string, kinds: readonly OneTimeTokenKind[], since: Date): Promise<number> => {
  const row = await db
    .selectFrom("identity_tokens")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .where("kind", "in", kinds)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
