import type { Page } from "@playwright/test";

/**
 * The API has no sessions yet (GET /api/current-user arrives with the auth issue), so these specs
 * answer that one call in the browser. Everything else (routing, guard, nav, i18n) is the real app.
 * Replace with a real sign-in once command-api serves /api/current-user.
 */
export type Persona = "worker" | "manager" | "admin";

export interface UserSpec {
  readonly admin?: boolean;
  readonly manager?: boolean;
  readonly permissions?: readonly string[];
  readonly flags?: Readonly<Record<string, boolean>>;
  readonly mainCompanyUser?: boolean;
}

export const userJson = (spec: UserSpec = {}) => ({
  id: 7,
  first_name: "Mari",
  last_name: "Tamm",
  full_name: "Mari Tamm",
  email: "mari@example.com",
  is_admin: spec.admin ?? false,
  is_manager: spec.manager ?? false,
  email_verified_at: "2026-01-01T00:00:00Z",
  user_rights: { user_role_id: null, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: spec.permissions ?? [] },
  default_company: { id: 1, name: "Acme Oy", main_user_id: spec.mainCompanyUser ? 7 : 1, ...spec.flags },
});

/** Signs the browser in as the given user, optionally with a stored persona. */
export const signIn = async (page: Page, spec: UserSpec = {}, persona?: Persona): Promise<void> => {
  // The feature pages' own calls would meet a real API without this fake session (401 = logout):
  // answer them 501, which the error catalogue rejects silently, so these specs test the frame only.
  await page.route("**/api/**", (route) => route.fulfill({ status: 501, json: {} }));
  await page.route("**/api/current-user", (route) => route.fulfill({ json: userJson(spec) }));
  await page.route("**/api/logout", (route) => route.fulfill({ json: {} }));
  if (persona) await page.addInitScript((p) => window.localStorage.setItem("persona", p), persona);
};

/** Answers GET /api/current-user with a status, to drive the http client's error catalogue. */
export const currentUserFails = async (page: Page, status: number, body: unknown = {}): Promise<void> => {
  await page.route("**/api/current-user", (route) => route.fulfill({ status, json: body }));
};

export const viewports = {
  mobile: { width: 375, height: 740 },
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const;
