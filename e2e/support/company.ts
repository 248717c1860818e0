import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { mailedLink } from "./outbox.ts";

/** A signed-in API session: the bearer token and the CSRF value it goes with. */
export interface Session {
  readonly token: string;
  readonly csrf: string;
}

export interface Account {
  readonly email: string;
  readonly password: string;
}

export const headers = (s: Session, persona?: string) => ({ Authorization: `Bearer ${s.token}`, "X-XSRF-TOKEN": s.csrf, ...(persona === undefined ? {} : { "X-Persona": persona }) });

/** The token of the newest mailed link to `to` whose path is `path`, read from the outbox. */
export const mailedToken = async (to: string, path: string): Promise<string> => new URL(await mailedLink(to, path), "http://link").searchParams.get("token")!;

/**
 * Through the API: the owner signs up (company + manager) and verifies, adds the worker by hand, the worker sets
 * a password from the mailed link, signs in and picks the company (a person added by hand has no
 * default company until then, as the demo seed does).
 */
export const setUpCompany = async (
  api: APIRequestContext,
  people: { readonly owner: Account & { readonly firstName: string; readonly lastName: string }; readonly worker: Account & { readonly firstName: string; readonly lastName: string }; readonly companyName: string },
) => {
  const { owner, worker } = people;
  const { csrf_token: csrf } = (await (await api.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const signup = await api.post("/api/signup", {
    headers: { "X-XSRF-TOKEN": csrf },
    data: { first_name: owner.firstName, last_name: owner.lastName, email: owner.email, password: owner.password, password_confirmation: owner.password, terms: true, company_name: people.companyName },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const manager: Session = { token: ((await signup.json()) as { access_token: string }).access_token, csrf };
  const me = (await (await api.get("/api/current-user", { headers: headers(manager) })).json()) as { default_company: { id: string } };
  const companyId = String(me.default_company.id);
  // An unverified owner's company mails nobody else: the owner follows their verification link first.
  const verified = await api.post("/api/users/verification/verify", { headers: { "X-XSRF-TOKEN": csrf }, data: { token: await mailedToken(owner.email, "/verification") } });
  expect(verified.status(), await verified.text()).toBe(200);
  const added = await api.post(`/api/companies/${companyId}/users`, { headers: headers(manager, "manager"), data: { email: worker.email, first_name: worker.firstName, last_name: worker.lastName } });
  expect(added.status(), await added.text()).toBe(201);
  const token = await mailedToken(worker.email, "/set-password");
  const set = await api.post("/api/password/set", { headers: { "X-XSRF-TOKEN": csrf }, data: { token, password: worker.password, password_confirmation: worker.password } });
  expect(set.status(), await set.text()).toBeLessThan(300);
  const login = await api.post("/api/login", { headers: { "X-XSRF-TOKEN": csrf }, data: { email: worker.email, password: worker.password } });
  expect(login.status(), await login.text()).toBe(200);
  const workerSession: Session = { token: ((await login.json()) as { access_token: string }).access_token, csrf };
  const self = (await (await api.get("/api/current-user", { headers: headers(workerSession) })).json()) as { id: string; default_company: { id: string } | null };
  if (self.default_company === null) {
    const pick = await api.post(`/api/users/${self.id}/company/update`, { headers: headers(workerSession), data: { company_id: companyId } });
    expect(pick.status(), await pick.text()).toBeLessThan(300);
  }
  return { companyId, manager, worker: workerSession, workerId: self.id };
};

/** A fresh browser already signed in with the session, acting as `persona`, in `locale`, cookie notice accepted. */
/**
 * Keeps a session in a page or context the way the app does (token, anti-forgery value, persona,
 * optionally the locale, in local storage; the cookie banner answered), written once per origin.
 */
export const keepSession = async (
  target: Pick<BrowserContext, "addInitScript">,
  session: Pick<Session, "token" | "csrf">,
  persona: "worker" | "manager" | "admin",
  locale?: "en" | "fi",
): Promise<void> => {
  await target.addInitScript(
    ([token, csrf, p, l]) => {
      if (window.location.origin === "null") return;
      if (window.localStorage.getItem("access_token") === null) {
        window.localStorage.setItem("access_token", token);
        window.localStorage.setItem("csrf", csrf);
        window.localStorage.setItem("persona", p);
        if (l !== null) window.localStorage.setItem("locale", l);
      }
      document.cookie = "cookie_accepted=true; path=/";
    },
    [session.token, session.csrf, persona, locale ?? null] as const,
  );
};

export const browserAs = async (
  browser: Browser,
  session: Session,
  persona: "worker" | "manager" | "admin",
  options: { readonly locale?: "en" | "fi"; readonly viewport?: { readonly width: number; readonly height: number } } = {},
): Promise<Page> => {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1440, height: 900 } });
  await keepSession(context, session, persona, options.locale);
  return context.newPage();
};
