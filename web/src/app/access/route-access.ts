import type { Permissions, Persona } from "./permissions.ts";
import { allows, holds, principalOf, type Action } from "./principal.ts";

/**
 * The route table of spec section 2 and the access guard, as data and one pure function.
 * The router calls `decideAccess` before every navigation; tests drive it directly.
 */
export type RouteKind =
  /** Login and friends: a signed-in user is sent to /. */
  | "guest-only"
  /** No login needed, either state welcome (/verification, /unsubscribe, /redirect, /error). */
  | "open"
  | "protected"
  | "unknown";

/**
 * Keyed by first path segment: the domain action that opens the page (domain accessRules holds
 * each action's personas and any-of permissions, clarification 6 maps the prose names).
 */
export const protectedRoutes: Readonly<Record<string, Action>> = {
  dashboard: "pages.own-work",
  timesheet: "pages.own-work",
  schedules: "pages.own-work",
  preference: "pages.own-work",
  raport: "reports.generate",
  requests: "pages.worker",
  profile: "pages.worker",
  box: "boxes.manage",
  "inner-range": "manager.rights",
  gateway: "manager.rights",
  notifications: "manager.rights",
  worktype: "work-types.manage",
  visma: "salary.manage",
  workspace: "workspaces.manage",
  people: "people.list",
  admin: "admin.pages",
  // Needs a login only; it has no navigation.
  "report-pdf-viewer": "pages.signed-in",
};

/** Sub-pages that exist below a protected first segment. */
export const protectedSubPaths: Readonly<Record<string, readonly string[]>> = {
  preference: ["notifications"],
  admin: ["clients", "audits", "notifications", "logins", "register-history", "warnings", "signup-history", "accounts"],
};

const guestOnly = new Set(["login", "forgot-password", "signup"]);
// /set-password: an invited user's link, which must work whoever is signed in on that browser.
const openSegments = new Set(["verification", "unsubscribe", "redirect", "set-password", "terms", "privacy"]);

export const segmentsOf = (pathname: string): string[] => pathname.split("/").filter((s) => s.length > 0);

export const routeKindOf = (pathname: string): RouteKind => {
  const [first, second, ...rest] = segmentsOf(pathname);
  if (first === undefined) return "open"; // "/" redirects on its own
  if (first === "error") return rest.length === 0 ? "open" : "unknown";
  if (second === undefined) {
    if (guestOnly.has(first)) return "guest-only";
    if (openSegments.has(first) || first === "language") return "open";
    return first in protectedRoutes ? "protected" : "unknown";
  }
  if (rest.length === 0 && protectedSubPaths[first]?.includes(second)) return "protected";
  return "unknown";
};

export type SessionState =
  | { readonly status: "loading" }
  | { readonly status: "switching-persona" }
  | { readonly status: "anonymous" }
  | { readonly status: "signed-in"; readonly persona: Persona; readonly permissions: Permissions };

export type AccessDecision =
  | { readonly kind: "spinner" }
  | { readonly kind: "allow" }
  | { readonly kind: "redirect"; readonly to: string };

const allow: AccessDecision = { kind: "allow" };
const go = (to: string): AccessDecision => ({ kind: "redirect", to });

/** Clarification 5: the rules are evaluated in spec order; the first that applies wins. */
export const decideAccess = (pathname: string, session: SessionState): AccessDecision => {
  const kind = routeKindOf(pathname);
  if (kind === "unknown") return go("/error/404");
  if (session.status === "loading" || session.status === "switching-persona") return { kind: "spinner" };
  const signedIn = session.status === "signed-in";
  if (kind === "guest-only") return signedIn ? go("/") : allow;
  if (kind === "open") return allow;

  if (!signedIn) return go("/login");
  const first = segmentsOf(pathname)[0] ?? "";
  const action = protectedRoutes[first];
  if (action === undefined) return go("/error/404");
  if (first === "dashboard" && session.persona === "admin") return go("/admin");
  if (first === "admin" && session.persona === "manager") return go("/dashboard");
  const principal = principalOf(session);
  // Holding the admin-pages permission opens every protected page, whatever the persona.
  if (!allows(principal, action) && !holds(principal, "can_manage_admin_pages")) {
    // An admin persona without the admin permission would bounce /dashboard -> /admin -> /dashboard.
    return session.persona === "admin" ? go("/error/403") : go("/dashboard");
  }
  return allow;
};
