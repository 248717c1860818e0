import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { ForbiddenError, resolveRequestedPersona, rolesOf, type Principal } from "@workledger/domain";
import type { Rights } from "@workledger/event-schemas";
import { findDirectoryCompany, findDirectoryUser, type Database, type DirectoryCompanyRow, type DirectoryUserRow } from "@workledger/projections";
import type { Authenticator } from "../auth/actor.ts";
import { assertAntiForgery } from "./csrf.ts";
import { sha256, type Signer } from "./identity-crypto.ts";
import { identityDbOf } from "./identity.tables.ts";
import { idleTimeoutMs, revokeSession, touchSession } from "./sessions.ts";
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
  /** Set when the token named a session that has just been ended (idle, deactivated, disabled). */
  readonly endedBecause?: string;
}

/** Token -> session -> user and company from the directory -> actor. Ends sessions that no longer count. */
export const lookupSession = async (
  db: Kysely<Database>,
  token: string,
  requestedPersona: string | undefined,
  now: Date,
): Promise<SessionLookup> => {
  const idb = identityDbOf(db);
  const session = await idb.selectFrom("identity_sessions").selectAll().where("token_hash", "=", sha256(token)).executeTakeFirst();
  if (session === undefined || session.revoked_at !== null) return { actor: null };
  const lastSeen = new Date(session.last_seen_at);
  if (now.getTime() - lastSeen.getTime() > idleTimeoutMs) {
    await revokeSession(idb, session.id, "idle", now);
    return { actor: null, endedBecause: "idle" };
  }
  const [user, company] = await Promise.all([findDirectoryUser(db, session.user_id), findDirectoryCompany(db, session.company_id)]);
  const blocker = sessionBlocker(user, company);
  if (blocker !== null || user === undefined) {
    await revokeSession(idb, session.id, blocker ?? "user_missing", now);
    return { actor: null, endedBecause: blocker ?? "user_missing" };
  }
  const base = principalOf(user, company, session.company_id, "worker");
  const persona = resolveRequestedPersona(base, requestedPersona, session.persona);
  if (persona === null) throw new ForbiddenError("This persona is not available to you", "persona_not_allowed");
  await touchSession(idb, session.id, lastSeen, now);
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
  (deps: { readonly db: Kysely<Database>; readonly csrfSigner: Signer; readonly clock: () => Date }): Authenticator =>
  async (request) => {
    assertAntiForgery(request, deps.csrfSigner);
    const token = bearerTokenOf(request);
    if (token === undefined) return null;
    const now = deps.clock();
    const { actor } = await lookupSession(deps.db, token, headerOf(request, personaHeaderName), now);
    if (actor !== null) assertVerifiedAfterTrial(request, actor, now);
    return actor;
  };
