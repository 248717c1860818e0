import { useRouteContext } from "@tanstack/react-router";
import type { NavContext } from "../nav/nav-items.ts";
import { isMainCompanyUser } from "./current-user.ts";
import type { Session } from "./session.ts";

export const useSession = (): Session | null => useRouteContext({ from: "__root__", select: (c) => c.session ?? null });

export const navContextOf = (session: Session): NavContext => ({
  persona: session.persona,
  permissions: session.permissions,
  flags: session.company ?? {},
  isAdminUser: session.user.is_admin === true,
  isManagerUser: session.user.is_manager === true,
  isMainCompanyUser: isMainCompanyUser(session.user),
});
