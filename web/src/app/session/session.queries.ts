import { queryOptions } from "@tanstack/react-query";
import { HttpError, http, reactToFailure } from "../../lib/http/http-client.ts";
import { clearStoredForLogout, readStored, storageKeys } from "../../lib/storage.ts";
import { readCurrentUser, type CurrentUser } from "./current-user.ts";

const isPersonaRefused = (error: unknown): boolean =>
  error instanceof HttpError &&
  error.responseStatus === 403 &&
  typeof error.body === "object" &&
  error.body !== null &&
  (error.body as { code?: unknown }).code === "persona_not_allowed";

export const sessionKeys = {
  all: ["session"] as const,
  currentUser: () => [...sessionKeys.all, "current-user"] as const,
};

/**
 * GET /api/current-user. 401 means signed out (and so does 404 while the API has no such route);
 * network failures show nothing (clarification 18) and leave the user signed out. Without a stored
 * access token the browser is signed out already: nothing is asked, so a signed-out page neither
 * waits for the API nor logs the 401 it would answer as a console error.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.currentUser(),
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      if (readStored(storageKeys.accessToken) === null) return null;
      try {
        return readCurrentUser(await http.get<unknown>("current-user", { signal, globalErrorHandling: false }));
      } catch (error) {
        // A stored persona the user no longer holds (e.g. manager rights removed): log out silently
        // (clarification 33); the caller finds no user and clears the rest.
        if (isPersonaRefused(error)) {
          clearStoredForLogout();
          return null;
        }
        if (error instanceof HttpError && error.responseStatus !== 401 && error.responseStatus !== 404) {
          reactToFailure(error.responseStatus, error.body);
        }
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
