import type { QueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "@workledger/event-schemas";
import { sessionKeys } from "../../app/session/session.queries.ts";
import { storageKeys, writeStored } from "../../lib/storage.ts";

/** Everything a router exposes that the auth flows need (keeps these helpers testable without one). */
export interface RouterLike {
  invalidate(): Promise<void>;
}

/**
 * After POST /api/login or /api/signup: keep the bearer token, let the initial-persona rule pick
 * the persona (spec section 4), and hand the user to the session query without another call.
 */
export const startSession = async (queryClient: QueryClient, router: RouterLike, session: SessionResponse): Promise<void> => {
  writeStored(storageKeys.accessToken, session.access_token);
  writeStored(storageKeys.persona, null);
  queryClient.setQueryData(sessionKeys.currentUser(), session.user);
  await router.invalidate();
};

/** Re-reads GET /api/current-user (e.g. 'Refresh' in the verification dialog) and the route context. */
export const refreshSession = async (queryClient: QueryClient, router: RouterLike): Promise<void> => {
  await queryClient.refetchQueries({ queryKey: sessionKeys.currentUser(), exact: true });
  await router.invalidate();
};
