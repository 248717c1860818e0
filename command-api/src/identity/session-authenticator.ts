import type { FastifyRequest } from "fastify";
import type { Kysely, Selectable } from "kysely";
import type { Logger } from "pino";
import type { Bus } from "@workledger/bus";
import { ForbiddenError, resolveRequestedPersona, rolesOf, sessionExpiresAt, sessionExpiryAt, type Principal } from "@workledger/domain";
import type { Rights } from "@workledger/event-schemas";
import { findDirectoryCompany, findDirectoryUser, type Database, type DirectoryCompanyRow, type DirectoryUserRow } from "@workledger/projections";
import type { Authenticator } from "../auth/actor.ts";
import { assertAntiForgery } from "./csrf.ts";
import { sha256, type Signer } from "./identity-crypto.ts";
import { identityDbOf, type IdentitySessionsTable } from "./identity.tables.ts";
import { revokeSession, touchSession, type SessionRevocationDeps } from "./sessions.ts";
import type { SessionActor } from "./session-actor.ts";

export const personaHeaderName = "x-persona";

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export const bearerTokenOf = (request: FastifyRequest): string | undefined => {
  const value = headerOf(request, "authorization");
  const match = value === undefined ? null : /^Bearer\s+(\S+)$/i.exec(value);
  return match?.[1];
};

/** Why a session no longer counts; null while it does. */
export const sessionBlocker = (user: DirectoryUserRow | undefined, company: DirectoryCompanyRow | undefined): string | null => {
  if (user === undefined) return "user_missing";
  if (user.status !== "active") return `user_${user.status}`;
  if (!user.is_admin && (company === undefined || company.disabled || company.is_login_disabled)) return "company_disabled";
  return null;
};

export const principalOf = (user: DirectoryUserRow, company: DirectoryCompanyRow | undefined, companyId: string, persona: Principal["persona"]): Principal => {
  const rights = user.rights as Rights;
  const roles = rolesOf(rights);
  return {
    userId: user.id,
    companyId,
    persona,
    isAdmin: roles.isAdmin || user.is_admin,
    isManager: roles.isManager,
    isMainUser: company?.main_user_id === user.id,
    rights,
  };
};

export interface SessionLookup {
  readonly actor: SessionActor | null;
  /** Set when the token named a session that has just been ended (idle, lifetime, deactivated, disabled). */
  readonly endedBecause?: string;
}

type SessionRow = Selectable<IdentitySessionsTable>;

interface LiveSession {
  readonly session: SessionRow;
  readonly user: DirectoryUserRow;
  readonly company: DirectoryCompanyRow | undefined;
}

/**
 * Whether a stored session still counts: not revoked, within its idle timeout and absolute
 * lifetime (domain's session lifetime), its person active and their company enabled. A session
 * found to have ended is revoked here, which signals its sockets.
 */
const liveSession = async (deps: SessionRevocationDeps, session: SessionRow | undefined, now: Date): Promise<LiveSession | { readonly endedBecause?: string }> => {
  if (session === undefined || session.revoked_at !== null) return {};
  const expiry = sessionExpiryAt({ createdAt: new Date(session.created_at), lastSeenAt: new Date(session.last_seen_at) }, now);
  if (expiry !== null) {
    await revokeSession(deps, session.id, expiry, now);
    return { endedBecause: expiry };
  }
  const [user, company] = await Promise.all([findDirectoryUser(deps.db, session.user_id), findDirectoryCompany(deps.db, session.company_id)]);
  const blocker = sessionBlocker(user, company);
  if (blocker !== null || user === undefined) {
    const reason = blocker ?? "user_missing";
    await revokeSession(deps, session.id, reason, now);
    return { endedBecause: reason };
  }
  return { session, user, company };
};

/** Token -> session -> user and company from the directory -> actor. Ends sessions that no longer count. */
export const lookupSession = async (deps: SessionRevocationDeps, token: string, requestedPersona: string | undefined, now: Date): Promise<SessionLookup> => {
  const idb = identityDbOf(deps.db);
  const found = await idb.selectFrom("identity_sessions").selectAll().where("token_hash", "=", sha256(token)).executeTakeFirst();
  const live = await liveSession(deps, found, now);
  if (!("session" in live)) return live.endedBecause === undefined ? { actor: null } : { actor: null, endedBecause: live.endedBecause };
  const { session, user, company } = live;
  const base = principalOf(user, company, session.company_id, "worker");
  const persona = resolveRequestedPersona(base, requestedPersona, session.persona);
  if (persona === null) throw new ForbiddenError("This persona is not available to you", "persona_not_allowed");
  await touchSession(idb, session.id, new Date(session.last_seen_at), now);
  return {
    actor: {
      id: user.id,
      companyId: session.company_id,
      persona,
      sessionId: session.id,
      principal: { ...base, persona },
      user,
      company,
    },
  };
};

/**
 * A session by its id, for holders that have no token (a realtime socket): whom it belongs to and
 * when it ends by itself, or null once it no longer counts. Never extends the session.
 */
export const liveSessionById = async (
  deps: SessionRevocationDeps,
  sessionId: string,
  now: Date,
): Promise<{ readonly userId: string; readonly expiresAt: Date } | null> => {
  const found = await identityDbOf(deps.db).selectFrom("identity_sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
  const live = await liveSession(deps, found, now);
  if (!("session" in live)) return null;
  return {
    userId: live.user.id,
    expiresAt: sessionExpiresAt({ createdAt: new Date(live.session.created_at), lastSeenAt: new Date(live.session.last_seen_at) }),
  };
};

const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);
// What someone unverified after the trial may still do: read, and get verified.
const allowedWhenUnverified = ["/api/users/verification/", "/api/unsubscribe", "/api/logout"];

/**
 * Spec: 'Your email is unverified and your trial has ended. Verify your email if you want to
 * continue': such a person (not an admin) may still read and verify, but change nothing.
 */
export const assertVerifiedAfterTrial = (request: FastifyRequest, actor: SessionActor, now: Date): void => {
  if (readOnly.has(request.method) || actor.principal.isAdmin || actor.user.email_verified_at !== null) return;
  const trialEndsAt = actor.company?.trial_ends_at;
  if (trialEndsAt == null || new Date(trialEndsAt).getTime() > now.getTime()) return;
  if (allowedWhenUnverified.some((prefix) => request.url.startsWith(prefix))) return;
  throw new ForbiddenError("Please verify your email", "email_unverified_trial_over");
};

/**
 * The real Authenticator: the anti-forgery check on every mutating /api request, then the bearer
 * token's session. Routes that need someone call `requireSession` (401 otherwise).
 */
export const createSessionAuthenticator =
  (deps: { readonly db: Kysely<Database>; readonly bus: Bus; readonly logger: Logger; readonly csrfSigner: Signer; readonly clock: () => Date }): Authenticator =>
  async (request) => {
    assertAntiForgery(request, deps.csrfSigner);
    const token = bearerTokenOf(request);
    if (token === undefined) return null;
    const now = deps.clock();
    const { actor } = await lookupSession(deps, token, headerOf(request, personaHeaderName), now);
    if (actor !== null) assertVerifiedAfterTrial(request, actor, now);
    return actor;
  };
