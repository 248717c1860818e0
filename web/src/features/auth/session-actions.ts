import type { QueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "@workledger/event-schemas";
import { sessionKeys } from "../../app/session/session.queries.ts";
import { setLocale } from "../../lib/i18n/i18n.ts";
import { isLocale } from "../../lib/i18n/locales.ts";
import { storageKeys, writeStored } from "../../lib/storage.ts";

/** Everything a router exposes that the auth flows need (keeps these helpers testable without one). */
export interface RouterLike {
  invalidate(): Promise<void>;
}

/**
 * The person's saved language drives the app: at every sign-in and after the profile saves it.
 * (Signed in, the profile is the only place to choose it; the picker is on the signed-out pages.)
 */
export const followSavedLanguage = async (language: string | null | undefined): Promise<void> => {
  if (isLocale(language)) await setLocale(language);
};

/**
 * After POST /api/login or /api/signup: keep the bearer token, switch to the person's saved
 * language, let the initial-persona rule pick the persona (spec section 4), and hand the user to
 * the session query without another call.
 */
export const startSession = async (queryClient: QueryClient, router: RouterLike, session: SessionResponse): Promise<void> => {
  writeStored(storageKeys.accessToken, session.access_token);
  writeStored(storageKeys.persona, null);
  queryClient.setQueryData(sessionKeys.currentUser(), session.user);
  await router.invalidate();
  // After the route reload: a ?lang= still in the login page's address must not undo it.
  await followSavedLanguage(session.user.language);
};

/** Re-reads GET /api/current-user (e.g. 'Refresh' in the verification dialog) and the route context. */
export const refreshSession = async (queryClient: QueryClient, router: RouterLike): Promise<void> => {
  await queryClient.refetchQueries({ queryKey: sessionKeys.currentUser(), exact: true });
  await router.invalidate();
};
