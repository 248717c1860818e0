import type { ForcedLogoutType } from "@workledger/event-schemas";
import type { SessionsRevoked } from "../identity/sessions.ts";

/** What the registry can do to an open socket: end it, saying why. */
export interface SessionSocket {
  end(reason: string): void;
}

/**
 * The forced-logout frame a socket gets before it is closed, for the reasons spec section 4 names
 * ('Oops!' with 'account has been updated' / 'disabled'); other reasons close it without a frame.
 */
export const forcedLogoutTypeOf = (reason: string): ForcedLogoutType | null => {
  if (reason === "company_disabled") return "company-disabled";
  if (reason === "rights_changed" || reason === "deactivated" || reason === "deleted") return "user-role-changed";
  if (reason.startsWith("user_") && reason !== "user_missing") return "user-role-changed";
  return null;
};

/** The open sockets of this process by session, so a session-revoked signal can close them. */
export const createSessionSockets = () => {
  const bySession = new Map<string, Set<SessionSocket>>();
  return {
    /** Registers a socket under its session; answers the function that forgets it. */
    add(sessionId: string, socket: SessionSocket): () => void {
      const sockets = bySession.get(sessionId) ?? new Set<SessionSocket>();
      sockets.add(socket);
      bySession.set(sessionId, sockets);
      return () => {
        sockets.delete(socket);
        if (sockets.size === 0 && bySession.get(sessionId) === sockets) bySession.delete(sessionId);
      };
    },
    /** Ends every socket of the revoked sessions this process holds. */
    endRevoked(signal: SessionsRevoked): void {
      for (const { id } of signal.sessions) {
        for (const socket of [...(bySession.get(id) ?? [])]) socket.end(signal.reason);
      }
    },
    get openCount(): number {
      let count = 0;
      for (const sockets of bySession.values()) count += sockets.size;
      return count;
    },
  };
};

export type SessionSockets = ReturnType<typeof createSessionSockets>;
