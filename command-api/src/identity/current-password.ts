import type { FastifyRequest } from "fastify";
import { identityMessages, RateLimitedError, ValidationError } from "@workledger/domain";
import { verifyPassword } from "./identity-crypto.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf } from "./identity.tables.ts";
import { checkLoginThrottle, recordLoginAttempt } from "./login-throttle.ts";
import type { SessionActor } from "./session-actor.ts";

/**
 * A signed-in person proves it is them (before changing how they sign in): their current password,
 * counted with the login failures of their address, so a stolen session cannot guess it freely.
 * 400 'Invalid credentials' on `current_password`; 429 once the address is throttled.
 */
export const assertCurrentPassword = async (deps: IdentityDeps, request: FastifyRequest, actor: SessionActor, password: string): Promise<void> => {
  const idb = identityDbOf(deps.db);
  const now = deps.clock();
  const credentials = await idb.selectFrom("identity_credentials").select(["email", "password_hash"]).where("user_id", "=", actor.id).executeTakeFirst();
  const email = credentials?.email ?? actor.user.email;
  const verdict = await checkLoginThrottle(idb, { email, ip: request.ip, now }, deps.loginThrottle);
  if (verdict.throttled) throw new RateLimitedError(verdict.retryAfterSeconds, identityMessages.loginThrottled, "login_throttled");
  if (credentials?.password_hash == null || !(await verifyPassword(credentials.password_hash, password))) {
    await recordLoginAttempt(idb, { email, ip: request.ip, succeeded: false, now });
    throw ValidationError.of("current_password", identityMessages.invalidCredentials, "invalid_credentials");
  }
};
