import { queryOptions } from "@tanstack/react-query";
import { HttpError, http, reactToFailure } from "../../lib/http/http-client.ts";
import { readCurrentUser, type CurrentUser } from "./current-user.ts";

export const sessionKeys = {
  all: ["session"] as const,
  currentUser: () => [...sessionKeys.all, "current-user"] as const,
};

/**
 * GET /api/current-user. 401 means signed out (and so does 404 while the API has no such route);
 * network failures show nothing (clarification 18) and leave the user signed out.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.currentUser(),
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      try {
        return readCurrentUser(await http.get<unknown>("current-user", { signal, globalErrorHandling: false }));
      } catch (error) {
        if (error instanceof HttpError && error.responseStatus !== 401 && error.responseStatus !== 404) {
          reactToFailure(error.responseStatus, error.body);
        }
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
