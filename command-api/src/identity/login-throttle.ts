import { sql, type Kysely } from "kysely";
import { identityMessages, RateLimitedError } from "@workledger/domain";
import type { IdentityDatabase } from "./identity.tables.ts";

/**
 * Real throttling: after `maxFailuresPerEmail` failed logins for one address within the window,
 * every further attempt (even with the right password) is refused until the window has passed
 * since the last failure. An address-independent limit per IP stops spraying many addresses.
 */
export interface LoginThrottleOptions {
  readonly windowMs: number;
  readonly maxFailuresPerEmail: number;
  readonly maxFailuresPerIp: number;
}

export const defaultLoginThrottle: LoginThrottleOptions = { windowMs: 15 * 60_000, maxFailuresPerEmail: 5, maxFailuresPerIp: 50 };

export interface ThrottleVerdict {
  readonly throttled: boolean;
  readonly retryAfterSeconds: number;
}

export const checkLoginThrottle = async (
  db: Kysely<IdentityDatabase>,
  input: { readonly email: string; readonly ip: string; readonly now: Date },
  options: LoginThrottleOptions = defaultLoginThrottle,
): Promise<ThrottleVerdict> => {
  const since = new Date(input.now.getTime() - options.windowMs);
  const count = async (column: "email" | "ip", value: string) =>
    db
      .selectFrom("identity_login_attempts")
      .select([sql<string>`count(*)`.as("n"), sql<Date | null>`max(attempted_at)`.as("last")])
      .where(column, "=", value)
      .where("succeeded", "=", false)
      .where("attempted_at", ">", since)
      .executeTakeFirstOrThrow();
  const [byEmail, byIp] = await Promise.all([count("email", input.email), count("ip", input.ip)]);
  const over = (row: { n: string; last: Date | null }, max: number) => Number(row.n) >= max && row.last !== null;
  const retryAfter = (last: Date | null) => (last === null ? 1 : Math.max(1, Math.ceil((new Date(last).getTime() + options.windowMs - input.now.getTime()) / 1000)));
  if (over(byEmail, options.maxFailuresPerEmail)) return { throttled: true, retryAfterSeconds: retryAfter(byEmail.last) };
  if (over(byIp, options.maxFailuresPerIp)) return { throttled: true, retryAfterSeconds: retryAfter(byIp.last) };
  return { throttled: false, retryAfterSeconds: 0 };
};

export const recordLoginAttempt = async (
  db: Kysely<IdentityDatabase>,
  input: { readonly email: string; readonly ip: string; readonly succeeded: boolean; readonly now: Date },
): Promise<void> => {
  await db.insertInto("identity_login_attempts").values({ email: input.email, ip: input.ip, succeeded: input.succeeded, attempted_at: input.now }).execute();
  // A success (or a password reset) starts the count again for that address.
  if (input.succeeded) await clearLoginFailures(db, input.email);
};

export const clearLoginFailures = async (db: Kysely<IdentityDatabase>, email: string): Promise<void> => {
  await db.deleteFrom("identity_login_attempts").where("email", "=", email).where("succeeded", "=", false).execute();
};

/**
 * Every check of a password someone typed (login, the current password of a change) goes through
 * here or through the login route's own use of the same two functions: refused while throttled,
 * a wrong password counts as a failed login of that address from that client.
 */
export const checkThrottledPassword = async (
  db: Kysely<IdentityDatabase>,
  input: { readonly email: string; readonly ip: string; readonly now: Date },
  verify: () => Promise<boolean>,
  options: LoginThrottleOptions = defaultLoginThrottle,
): Promise<boolean> => {
  const verdict = await checkLoginThrottle(db, input, options);
  if (verdict.throttled) throw new RateLimitedError(verdict.retryAfterSeconds, identityMessages.loginThrottled, "login_throttled");
  const ok = await verify();
  if (!ok) await recordLoginAttempt(db, { ...input, succeeded: false });
  return ok;
};
