import type { Page } from "@playwright/test";
import { Schema } from "effect";
import { personaAllowed, initialPersona } from "@workledger/domain";
import { companyFlagKeys, CurrentUserResponse } from "@workledger/event-schemas";
import { currentUserShape } from "@workledger/command-api/identity/user-shape.ts";
import type { DirectoryCompanyRow, DirectoryUserRow } from "@workledger/projections";

/**
 * The frame specs need users with any mix of rights, roles and company features, which the demo
 * accounts cannot give. So they answer GET /api/current-user in the browser, but never with a
 * hand-written shape: the answer is what the API's own `currentUserShape` builds for such a
 * directory row (effective permissions, roles, persona, company flags), decoded with the
 * CurrentUserResponse contract refusing any field it does not know. If the contract and the API
 * drift apart, or the rows change shape, every spec using this fails instead of testing a fallback.
 * Everything else (routing, guard, nav, i18n) is the real app; e2e/real-session.spec.ts signs in for real.
 */
export type Persona = "worker" | "manager" | "admin";

export interface UserSpec {
  readonly admin?: boolean;
  readonly manager?: boolean;
  /** Rights as granted; the answer carries the effective ones (children only with their parent), as the API does. */
  readonly permissions?: readonly string[];
  readonly flags?: Readonly<Record<string, boolean>>;
  readonly mainCompanyUser?: boolean;
  /** The company's subscription has login disabled (the app must force a logout). */
  readonly loginDisabled?: boolean;
}

/** The signed-in user's and company's ids (short, as specs route URLs such as /api/companies/1/show by them). */
export const sessionIds = { userId: "7", companyId: "1" } as const;
const { userId, companyId } = sessionIds;
const otherOwnerId = "2";
const created = new Date("2026-01-01T00:00:00Z");

const companyRow = (spec: UserSpec): DirectoryCompanyRow => {
  const unknownFlags = Object.keys(spec.flags ?? {}).filter((k) => !(companyFlagKeys as readonly string[]).includes(k));
  if (unknownFlags.length > 0) throw new Error(`not company flags of the contract: ${unknownFlags.join(", ")}`);
  return {
    id: companyId,
    name: "Acme Oy",
    logo: null,
    logo_cache: 0,
    tax_number: null,
    address: null,
    telephone_number: null,
    activity: null,
    timezone: "Europe/Helsinki",
    main_user_id: spec.mainCompanyUser ? userId : otherOwnerId,
    flags: { ...spec.flags },
    account: {},
    trial_ends_at: null,
    is_login_disabled: spec.loginDisabled ?? false,
    disabled: false,
    created_at: created,
    updated_at: created,
  };
};

const userRow = (spec: UserSpec): DirectoryUserRow => ({
  id: userId,
  company_id: companyId,
  email: "mari@example.com",
  pending_email: null,
  pending_email_expires_at: null,
  first_name: "Mari",
  last_name: "Tamm",
  language: "en",
  status: "active",
  email_verified_at: created,
  is_admin: spec.admin ?? false,
  is_manager: spec.manager ?? false,
  rights: {
    // Role ids as the API keeps them: 2 admin, 1 manager, 3 worker.
    user_role_id: spec.admin ? 2 : spec.manager ? 1 : 3,
    general_rights_workspace_ids: [],
    manager_rights_workspace_ids: [],
    permissions: spec.permissions ?? [],
  },
  rights_version: 1,
  profile: {},
  preferences: {},
  notification_settings: {},
  rfid: null,
  default_company_id: companyId,
  unsubscribed: false,
  activation_expires_at: null,
  erased_at: null,
  created_at: created,
  updated_at: created,
});

const decodeCurrentUser = Schema.decodeUnknownSync(CurrentUserResponse);

/** GET /api/current-user as the API answers it for this user, acting as `persona` when the user may. */
export const currentUserAnswer = (spec: UserSpec = {}, persona?: Persona): CurrentUserResponse => {
  const subject = { isAdmin: spec.admin ?? false, isManager: spec.manager ?? false };
  const acting = persona !== undefined && personaAllowed(subject, persona) ? persona : initialPersona(subject);
  const answer = JSON.parse(JSON.stringify(currentUserShape(userRow(spec), companyRow(spec), acting, new Date()))) as unknown;
  return decodeCurrentUser(answer, { onExcessProperty: "error" });
};

/** The same answer, under the name older specs use. */
export const userJson = (spec: UserSpec = {}, persona?: Persona): CurrentUserResponse => currentUserAnswer(spec, persona);

/**
 * The app asks GET /api/current-user only with a stored access token (signed out otherwise). A
 * routed session seeds one once per tab, so a logout that clears it stays signed out on reload.
 */
export const seedRoutedToken = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem("e2e-routed-token") !== null) return;
    window.sessionStorage.setItem("e2e-routed-token", "1");
    window.localStorage.setItem("access_token", "routed-session");
  });
};

/** Signs the browser in as the given user, optionally with a stored persona. */
export const signIn = async (page: Page, spec: UserSpec = {}, persona?: Persona): Promise<void> => {
  const user = currentUserAnswer(spec, persona);
  await seedRoutedToken(page);
  // The feature pages' own calls would meet a real API without a real session (401 = logout):
  // answer them 501, which the error catalogue rejects silently, so these specs test the frame only.
  await page.route("**/api/**", (route) => route.fulfill({ status: 501, json: {} }));
  await page.route("**/api/current-user", (route) => route.fulfill({ json: user }));
  await page.route("**/api/logout", (route) => route.fulfill({ json: {} }));
  if (persona) await page.addInitScript((p) => window.localStorage.setItem("persona", p), persona);
};

/** Answers GET /api/current-user with a status, to drive the http client's error catalogue. */
export const currentUserFails = async (page: Page, status: number, body: unknown = {}): Promise<void> => {
  await seedRoutedToken(page);
  await page.route("**/api/current-user", (route) => route.fulfill({ status, json: body }));
};

export const viewports = {
  mobile: { width: 375, height: 740 },
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const;
