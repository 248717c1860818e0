import { expect as baseExpect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

/** A loaded machine builds and serves slowly; the organisation specs wait longer than the default 5 s. */
export const expect = baseExpect.configure({ timeout: 20_000 });
/** Per test: first loads of lazy pages under load take a while. */
export const slowTestMs = 120_000;

/** Demo accounts seeded on an empty DATA_DIR (command-api/src/identity/README.md). */
export const demo = {
  admin: { email: "admin@demo.workledger.test", password: "Admin12345" },
  manager: { email: "manager@demo.workledger.test", password: "Manager12345" },
  worker: { email: "worker1@demo.workledger.test", password: "Worker12345", name: "Wes Worker" },
} as const;

/** A name no other run or test has used. */
export const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface ApiSession {
  readonly token: string;
  readonly csrf: string;
  readonly companyId: string;
  readonly userId: string;
}

/** Logs in through the API as the identity README describes: CSRF token, then POST /api/login. */
export const apiLogin = async (api: APIRequestContext, account: { email: string; password: string }): Promise<ApiSession> => {
  const { csrf_token: csrf } = (await (await api.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const login = await api.post("/api/login", { data: account, headers: { "X-XSRF-TOKEN": csrf } });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const me = (await (await api.get("/api/current-user", { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: string; default_company: { id: string } };
  return { token, csrf, companyId: String(me.default_company.id), userId: String(me.id) };
};

/** Signs the browser in as the demo manager (token, CSRF value and persona in local storage, as the app keeps them). */
export const signInManager = async (page: Page): Promise<ApiSession> => {
  const session = await apiLogin(page.request, demo.manager);
  await page.addInitScript(
    ([token, csrf]) => {
      if (window.localStorage.getItem("access_token") === null) {
        window.localStorage.setItem("access_token", token);
        window.localStorage.setItem("csrf", csrf);
        window.localStorage.setItem("persona", "manager");
        // The cookie notice is the frame's concern; accept it so it never covers the drawers.
        document.cookie = "cookie_accepted=true; path=/";
      }
    },
    [session.token, session.csrf] as const,
  );
  return session;
};

export const authed = (s: ApiSession) => ({ Authorization: `Bearer ${s.token}`, "X-XSRF-TOKEN": s.csrf });

/** The admin switches a company feature flag (PUT /api/admin/companies/{id}/features). */
export const setCompanyFlag = async (baseURL: string, flag: string, on: boolean): Promise<void> => {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const admin = await apiLogin(api, demo.admin);
    const answer = await api.put(`/api/admin/companies/${admin.companyId}/features`, { data: { [flag]: on }, headers: { ...authed(admin), "X-Persona": "admin" } });
    expect(answer.status(), await answer.text()).toBeLessThan(300);
  } finally {
    await api.dispose();
  }
};

/** Screenshots for a person to look at (test-results/organisation/<name>.png). */
export const snap = (page: Page, name: string) => page.screenshot({ path: `test-results/organisation/${name}.png`, fullPage: true });
