import type { QueryClient } from "@tanstack/react-query";
import { forcedLogoutMessages, forcedLogoutTitle } from "@workledger/event-schemas/identity/realtime-messages.ts";
import { feedback } from "../../lib/feedback/feedback.ts";
import { http } from "../../lib/http/http-client.ts";
import { translate } from "../../lib/i18n/i18n.ts";
import { clearStoredForLogout, readStored, storageKeys, writeStored } from "../../lib/storage.ts";
import { permissionSet, type Permissions, type Persona } from "../access/permissions.ts";
import { resolvePersona } from "../access/persona.ts";
import type { SessionState } from "../access/route-access.ts";
import { ensureCsrf } from "../../features/auth/api/csrf.ts";
import { loginDisabledFor, permissionsOf, readCurrentUser, type Company, type CurrentUser } from "./current-user.ts";
import { companyToKeep, companyToRestore } from "./selected-company.ts";
import { currentUserQueryOptions } from "./session.queries.ts";

export interface Session {
  readonly user: CurrentUser;
  readonly persona: Persona;
  readonly permissions: Permissions;
  readonly company: Company | null;
}

export const toSession = (user: CurrentUser, persona: Persona): Session => ({
  user,
  persona,
  permissions: permissionSet(permissionsOf(user)),
  company: user.default_company ?? null,
});

export const toSessionState = (session: Session | null): SessionState =>
  session === null ? { status: "anonymous" } : { status: "signed-in", persona: session.persona, permissions: session.permissions };

/** Logout: clear storage except translations and locales, drop cached data (spec section 4). */
export const logout = (queryClient: QueryClient): void => {
  void http.get("logout", { globalErrorHandling: false }).catch(() => undefined);
  clearStoredForLogout();
  queryClient.clear();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
};

/**
 * Back to the company kept in this browser when the server's default moved (POST
 * users/{id}/company/update); a refusal (no longer a member) leaves the server's default.
 */
const restoreSelectedCompany = async (queryClient: QueryClient, user: CurrentUser): Promise<CurrentUser> => {
  const restore = companyToRestore(user, readStored(storageKeys.selectedCompany));
  if (restore === null) return user;
  try {
    await ensureCsrf();
    const answered = readCurrentUser(await http.post<unknown>(`users/${user.id}/company/update`, { company_id: restore }, { globalErrorHandling: false }));
    if (answered === null) return user;
    queryClient.setQueryData(currentUserQueryOptions().queryKey, answered);
    return answered;
  } catch {
    return user;
  }
};

/**
 * The session for the router context; a stored persona the user lost forces a silent logout, and a
 * user whose data says login is disabled gets the forced logout of the live 'company disabled' message.
 * The selected company is kept locally: a reload comes back to it.
 */
export const loadSession = async (queryClient: QueryClient): Promise<Session | null> => {
  const loaded = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (loaded === null) return null;
  const user = await restoreSelectedCompany(queryClient, loaded);
  if (loginDisabledFor(user)) {
    logout(queryClient);
    feedback().dialog({ tone: "error", title: translate(forcedLogoutTitle), message: translate(forcedLogoutMessages["company-disabled"]), cancellable: false });
    return null;
  }
  const resolution = resolvePersona(user, readStored(storageKeys.persona));
  if (resolution.kind === "forced-logout") {
    logout(queryClient);
    return null;
  }
  writeStored(storageKeys.persona, resolution.persona);
  writeStored(storageKeys.selectedCompany, companyToKeep(user, resolution.persona));
  return toSession(user, resolution.persona);
};
