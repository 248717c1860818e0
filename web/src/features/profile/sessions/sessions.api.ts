import { queryOptions } from "@tanstack/react-query";
import { http } from "../../../lib/http/http-client.ts";

/** One open session of the signed-in person (GET /api/users/{id}/sessions). */
export interface OwnSession {
  readonly id: string;
  readonly user_agent: string | null;
  readonly ip_address: string | null;
  readonly created_at: string;
  readonly last_seen_at: string;
  readonly expires_at: string;
  readonly current: boolean;
}

const quiet = { globalErrorHandling: false } as const;

export const sessionsKeys = { own: (userId: string) => ["users", userId, "sessions"] as const };

export const ownSessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: sessionsKeys.own(userId),
    queryFn: async ({ signal }) => (await http.get<{ data: OwnSession[] }>(`users/${userId}/sessions`, { signal })).data,
  });

export const sessionsApi = {
  end: (userId: string, sessionId: string) => http.post<{ message: string }>(`users/${userId}/sessions/${sessionId}/revoke`, undefined, quiet),
  endEverywhere: (userId: string) => http.post<{ message: string }>(`users/${userId}/sessions/revoke-all`, undefined, quiet),
};
