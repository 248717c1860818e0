import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { demoCredentials, seedDemo } from "../../seed/demo-seed.ts";
import { createWorkTimeTestApp, type WorkTimeTestApp } from "../../work-time/testing/work-time-test-app.ts";

export interface AdminTestApp extends WorkTimeTestApp {
  /** The demo platform admin's token (admin persona, can_manage_admin_pages). */
  readonly adminToken: string;
  /** The demo company's manager's token: every manager right, no admin pages. */
  readonly managerToken: string;
  /** Signs in with an email and password; the access token. */
  login(email: string, password: string): Promise<string>;
}

/** The work-time test app with the demo seed (its platform admin and manager) signed in. */
export const createAdminTestApp = async (kind: TestDatabaseKind, options: { readonly start?: Date } = {}): Promise<AdminTestApp> => {
  const t = await createWorkTimeTestApp(kind, options);
  // The demo seed runs only on an empty ledger: first.
  await seedDemo(t.identity.deps);
  const csrf = (await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
  const login = async (email: string, password: string): Promise<string> => {
    const response = await t.app.inject({ method: "POST", url: "/api/login", headers: { "x-xsrf-token": csrf }, payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json().access_token as string;
  };
  const admin = demoCredentials.find((c) => c.role === "admin")!;
  const manager = demoCredentials.find((c) => c.role === "manager")!;
  return Object.assign(t, { adminToken: await login(admin.email, admin.password), managerToken: await login(manager.email, manager.password), login });
};
