import type { FastifyReply, FastifyRequest } from "fastify";
import type { SignInFailureReason } from "@workledger/event-schemas";
import { ForbiddenError, identityMessages, initialPersona, NotFoundError, normaliseEmail, RateLimitedError, UnauthorizedError } from "@workledger/domain";
import { findDirectoryCompany, findDirectoryUser, type DirectoryUserRow } from "@workledger/projections";
import { createSignInRecorder } from "../admin/sign-in-recorder.ts";
import type { RouteSlice } from "../build-app.ts";
import { csrfCookieName, issueCsrfToken } from "./csrf.ts";
import { metadataFor, runUserCommand } from "./identity-commands.ts";
import { burnPasswordCheck, verifyPassword } from "./identity-crypto.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf } from "./identity.tables.ts";
import { checkLoginThrottle, recordLoginAttempt } from "./login-throttle.ts";
import { answers, anyObject, messageBody, obj, str } from "./route-schemas.ts";
import { requireSession } from "./session-actor.ts";
import { createSession, idleTimeoutMs, revokeSession } from "./sessions.ts";
import { currentUserShape } from "./user-shape.ts";

export const sessionAnswer = { type: "object", properties: { access_token: str, token_type: str, expires_in: { type: "integer" }, user: anyObject } } as const;

export const userResponse = async (deps: IdentityDeps, user: DirectoryUserRow, persona: "worker" | "manager" | "admin") => {
  const company = user.default_company_id === null ? undefined : await findDirectoryCompany(deps.db, user.default_company_id);
  return currentUserShape(user, company, persona, deps.clock());
};

/**
 * Opens a session for a person whose password was just proved (login) or set (invitation link):
 * 403 'Your company account has been disabled' unless the company lets them in; `admitted` runs
 * once they are let in. Answers what POST /api/login answers.
 */
export const signIn = async (deps: IdentityDeps, request: FastifyRequest, user: DirectoryUserRow, admitted: () => Promise<void> = async () => {}) => {
  const now = deps.clock();
  const companyId = user.default_company_id ?? user.company_id;
  const company = await findDirectoryCompany(deps.db, companyId);
  if (!user.is_admin && (company === undefined || company.disabled || company.is_login_disabled)) {
    throw new ForbiddenError(identityMessages.companyDisabled, "company_disabled");
  }
  await admitted();
  const persona = initialPersona({ isAdmin: user.is_admin, isManager: user.is_manager });
  const session = await createSession(identityDbOf(deps.db), { userId: user.id, companyId, persona, now, userAgent: request.headers["user-agent"], ipAddress: request.ip });
  return {
    access_token: session.accessToken,
    token_type: "Bearer",
    expires_in: Math.floor(idleTimeoutMs / 1000),
    user: await userResponse(deps, user, persona),
  };
};

/** The session: anti-forgery value, login, logout, current user, company switch. */
export const sessionSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    const idb = identityDbOf(deps.db);
    // Sign-in attempts become ledger events for the admin pages (logins, accounts).
    const signIns = createSignInRecorder(deps.eventStore, deps.logger, deps.clock);

    app.get(
      "/sanctum/csrf-cookie",
      {
        schema: {
          tags: ["auth"],
          summary: "Issue the anti-forgery value (cookie XSRF-TOKEN and body); send it back as X-XSRF-TOKEN on every POST/PUT/PATCH/DELETE",
          response: { 200: obj({ csrf_token: str }, ["csrf_token"]) },
        },
      },
      async (_request, reply) => {
        const token = issueCsrfToken(deps.csrfSigner);
        reply.header("set-cookie", `${csrfCookieName}=${encodeURIComponent(token)}; Path=/; SameSite=Lax; Max-Age=${7 * 24 * 3600}`);
        return { csrf_token: token };
      },
    );

    app.post<{ Body: { email: string; password: string } }>(
      "/login",
      {
        schema: {
          tags: ["auth"],
          summary: "Sign in with email and password; answers a bearer access token",
          description:
            "401 Invalid credentials; 404 This account doesn't exist; 403 Your account has been deleted / Please verify your email / Your account has been deactivated / Your company account has been disabled; 429 after 5 failures in 15 minutes: 'You have attempted to login multiple times already. Try resetting your password.'",
          body: obj({ email: str, password: str }, ["email", "password"]),
          response: answers({ 200: sessionAnswer }),
        },
      },
      async (request) => {
        const email = normaliseEmail(request.body.email);
        const ip = request.ip;
        const now = deps.clock();
        const verdict = await checkLoginThrottle(idb, { email, ip, now }, deps.loginThrottle);
        if (verdict.throttled) throw new RateLimitedError(verdict.retryAfterSeconds, identityMessages.loginThrottled, "login_throttled");
        const credentials = await idb.selectFrom("identity_credentials").selectAll().where("email", "=", email).executeTakeFirst();
        const user = credentials === undefined ? undefined : await findDirectoryUser(deps.db, credentials.user_id);
        const refused = async (reason: SignInFailureReason, counts: boolean) => {
          // A counted failure may be the one that trips the throttle: the record says so.
          if (counts) await recordLoginAttempt(idb, { email, ip, succeeded: false, now });
          const throttleTripped = counts && (await checkLoginThrottle(idb, { email, ip, now }, deps.loginThrottle)).throttled;
          await signIns.failed(request, { email, userId: user?.id ?? null, companyId: user?.company_id ?? null, reason, throttleTripped });
        };
        if (credentials === undefined || user === undefined) {
          await burnPasswordCheck(request.body.password);
          await refused("account_not_found", true);
          throw new NotFoundError(identityMessages.accountDoesNotExist, "account_not_found");
        }
        if (user.status === "deleted") {
          await refused("account_deleted", false);
          throw new ForbiddenError(identityMessages.accountDeleted, "account_deleted");
        }
        if (credentials.password_hash === null) {
          await refused("email_unverified", false);
          throw new ForbiddenError(identityMessages.verifyEmail, "email_unverified");
        }
        if (!(await verifyPassword(credentials.password_hash, request.body.password))) {
          await refused("invalid_credentials", true);
          throw new UnauthorizedError(identityMessages.invalidCredentials, "invalid_credentials");
        }
        if (user.status === "waiting_activation") {
          await refused("email_unverified", false);
          throw new ForbiddenError(identityMessages.verifyEmail, "email_unverified");
        }
        if (user.status === "inactive") {
          await refused("account_deactivated", false);
          throw new ForbiddenError(identityMessages.accountDeactivated, "account_deactivated");
        }
        try {
          const session = await signIn(deps, request, user, () => recordLoginAttempt(idb, { email, ip, succeeded: true, now }));
          await signIns.succeeded(request, { email, userId: user.id, companyId: user.company_id, persona: initialPersona({ isAdmin: user.is_admin, isManager: user.is_manager }) });
          return session;
        } catch (error) {
          if ((error as { code?: unknown }).code === "company_disabled") await refused("company_disabled", false);
          throw error;
        }
      },
    );

    app.get("/logout", { schema: { tags: ["auth"], summary: "End this session", response: answers({ 200: messageBody }) } }, async (request) => {
      const actor = requireSession(request);
      await revokeSession(deps, actor.sessionId, "logout", deps.clock());
      return { message: "Logged out" };
    });

    app.get(
      "/current-user",
      {
        schema: {
          tags: ["auth"],
          summary: "The signed-in user (spec section 3 User shape, with rights, roles, default_company, persona)",
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        const actor = requireSession(request);
        return userResponse(deps, actor.user, actor.principal.persona);
      },
    );

    app.post<{ Params: { id: string }; Body: { company_id: string | number } }>(
      "/users/:id/company/update",
      {
        schema: {
          tags: ["auth"],
          summary: "Switch the company the session acts in (0: the admin persona without a company)",
          params: obj({ id: str }, ["id"]),
          body: obj({ company_id: { anyOf: [{ type: "string", maxLength: 128 }, { type: "integer", minimum: 0, maximum: 2_147_483_647 }] } }, ["company_id"]),
          response: answers({ 200: anyObject }),
        },
      },
      async (request, reply: FastifyReply) => {
        const actor = requireSession(request);
        if (request.params.id !== actor.id) throw new ForbiddenError(identityMessages.forbidden, "forbidden_self");
        const wanted = String(request.body.company_id);
        const now = deps.clock();
        const meta = metadataFor(request, actor, now);
        const target = { companyId: actor.user.company_id, userId: actor.id };
        if (wanted === "0") {
          if (!actor.principal.isAdmin) throw new ForbiddenError(identityMessages.forbidden, "forbidden_persona");
          await runUserCommand(deps, meta, target, { type: "ChangeDefaultCompany", companyId: null });
          await idb.updateTable("identity_sessions").set({ persona: "admin" }).where("id", "=", actor.sessionId).execute();
        } else {
          const company = await findDirectoryCompany(deps.db, wanted);
          const member = company !== undefined && (company.id === actor.user.company_id || actor.principal.isAdmin);
          if (company === undefined || !member) throw new NotFoundError("Company not found", "company_not_found");
          await runUserCommand(deps, meta, target, { type: "ChangeDefaultCompany", companyId: company.id });
          await idb.updateTable("identity_sessions").set({ company_id: company.id, persona: null }).where("id", "=", actor.sessionId).execute();
        }
        const user = (await findDirectoryUser(deps.db, actor.id)) ?? actor.user;
        const persona = wanted === "0" ? "admin" : initialPersona({ isAdmin: false, isManager: user.is_manager });
        return reply.send(await userResponse(deps, user, persona));
      },
    );
  };
