import type { FastifyRequest } from "fastify";
import { authorize, NotFoundError, sessionExpiresAt, sessionExpiryAt } from "@workledger/domain";
import type { RouteSlice } from "../build-app.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf } from "./identity.tables.ts";
import { answers, messageBody, nullableStr, obj, str } from "./route-schemas.ts";
import { requireSession, type SessionActor } from "./session-actor.ts";
import { revokeSession, revokeSessionsOfUsers } from "./sessions.ts";

type SelfParams = { Params: { id: string } };
type SessionParams = { Params: { id: string; sessionId: string } };
const selfParams = obj({ id: str }, ["id"]);
const sessionParams = obj({ id: str, sessionId: str }, ["id", "sessionId"]);
const instant = { type: "string", format: "date-time" } as const;

const sessionShape = obj(
  { id: str, user_agent: nullableStr, ip_address: nullableStr, created_at: instant, last_seen_at: instant, expires_at: instant, current: { type: "boolean" } },
  ["id", "user_agent", "ip_address", "created_at", "last_seen_at", "expires_at", "current"],
);

/** Only one's own sessions: the path's id must be the session's user (403 otherwise). */
const ownerOf = (request: FastifyRequest<SelfParams>): SessionActor => {
  const actor = requireSession(request);
  authorize(actor.principal, "self.view", { companyId: actor.companyId, targetUserId: request.params.id });
  return actor;
};

/**
 * A person's open sessions (profile): the list with device, address and last activity, ending one,
 * and signing out everywhere. Ending goes through the one revocation, so sockets close with it.
 */
export const ownSessionsSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    const idb = identityDbOf(deps.db);

    app.get<SelfParams>(
      "/users/:id/sessions",
      {
        schema: {
          tags: ["sessions"],
          summary: "Own open sessions: device (user agent), address, sign-in, last activity, when each ends by itself; the one asking is marked current",
          params: selfParams,
          response: answers({ 200: obj({ data: { type: "array", items: sessionShape } }, ["data"]) }),
        },
      },
      async (request) => {
        const actor = ownerOf(request);
        const now = deps.clock();
        const rows = await idb.selectFrom("identity_sessions").selectAll().where("user_id", "=", actor.id).where("revoked_at", "is", null).orderBy("last_seen_at", "desc").execute();
        const data = rows
          .map((row) => ({ row, times: { createdAt: new Date(row.created_at), lastSeenAt: new Date(row.last_seen_at) } }))
          .filter(({ times }) => sessionExpiryAt(times, now) === null)
          .map(({ row, times }) => ({
            id: row.id,
            user_agent: row.user_agent,
            ip_address: row.ip_address,
            created_at: times.createdAt.toISOString(),
            last_seen_at: (row.id === actor.sessionId ? now : times.lastSeenAt).toISOString(),
            expires_at: sessionExpiresAt(times).toISOString(),
            current: row.id === actor.sessionId,
          }))
          .sort((a, b) => Number(b.current) - Number(a.current));
        return { data };
      },
    );

    app.post<SessionParams>(
      "/users/:id/sessions/:sessionId/revoke",
      {
        schema: {
          tags: ["sessions"],
          summary: "End one of own sessions (its open sockets close); ending the current one signs this client out",
          params: sessionParams,
          response: answers({ 200: messageBody }),
        },
      },
      async (request) => {
        const actor = ownerOf(request);
        const owned = await idb.selectFrom("identity_sessions").select("id").where("id", "=", request.params.sessionId).where("user_id", "=", actor.id).where("revoked_at", "is", null).executeTakeFirst();
        if (owned === undefined || !(await revokeSession(deps, owned.id, "ended_by_owner", deps.clock()))) throw new NotFoundError("Session not found", "session_not_found");
        return { message: "Session ended" };
      },
    );

    app.post<SelfParams>(
      "/users/:id/sessions/revoke-all",
      {
        schema: {
          tags: ["sessions"],
          summary: "Sign out everywhere: end every own session, this one included, and close their sockets",
          params: selfParams,
          response: answers({ 200: messageBody }),
        },
      },
      async (request) => {
        const actor = ownerOf(request);
        await revokeSessionsOfUsers(deps, [actor.id], "signed_out_everywhere", deps.clock());
        return { message: "Signed out everywhere" };
      },
    );
  };
