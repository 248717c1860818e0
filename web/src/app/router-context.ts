import type { QueryClient } from "@tanstack/react-query";
import type { Session } from "./session/session.ts";

export interface RouterContext {
  readonly queryClient: QueryClient;
  /** Set by the root route before every navigation; null when signed out. */
  readonly session?: Session | null;
}
