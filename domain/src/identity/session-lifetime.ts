/**
 * When a signed-in session ends by itself. Two limits, whichever comes first:
 * - idle: 18,000,000 ms without a request, plus the 3 s delay of spec section 9 (sliding);
 * - absolute: 12 hours after sign-in, however busy the session is. Long enough for one working
 *   day (a 10-hour shift with its breaks) without signing in again mid-shift; short enough that a
 *   stolen token, or a session left open on a shared terminal, dies before the next day starts.
 * Written down with its reason in SECURITY.md ("Sessions and sockets").
 */
export const sessionIdleTimeoutMs = 18_000_000 + 3_000;
export const sessionAbsoluteLifetimeMs = 12 * 3_600_000;

export interface SessionTimes {
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
}

export type SessionExpiry = "idle" | "lifetime";

/** The instant the session ends if nothing else ends it first (no further request). */
export const sessionExpiresAt = (session: SessionTimes): Date =>
  new Date(Math.min(session.lastSeenAt.getTime() + sessionIdleTimeoutMs, session.createdAt.getTime() + sessionAbsoluteLifetimeMs));

/** Why the session has ended by itself at `now`, or null while it still counts. The lifetime wins a tie. */
export const sessionExpiryAt = (session: SessionTimes, now: Date): SessionExpiry | null => {
  if (now.getTime() - session.createdAt.getTime() > sessionAbsoluteLifetimeMs) return "lifetime";
  if (now.getTime() - session.lastSeenAt.getTime() > sessionIdleTimeoutMs) return "idle";
  return null;
};
