import { expect, request, test, type APIRequestContext } from "@playwright/test";

/** The demo platform admin: the only one the outbox viewer answers (the e2e server runs the development aids on loopback). */
const admin = { email: "admin@demo.workledger.test", password: "Admin12345" };

/**
 * The admin reads the outbox through a request context of its own: signing in on the caller's
 * context would replace that context's session and CSRF cookies mid-test.
 */
let adminApi: Promise<{ api: APIRequestContext; token: string }> | undefined;

const signInAdmin = async (): Promise<{ api: APIRequestContext; token: string }> => {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const { csrf_token: csrf } = (await (await api.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const login = await api.post("/api/login", { data: admin, headers: { "X-XSRF-TOKEN": csrf } });
  if (login.status() !== 200) throw new Error(`admin login for the outbox failed: ${login.status()} ${await login.text()}`);
  return { api, token: ((await login.json()) as { access_token: string }).access_token };
};

/** The links of the mail kept for `to`, newest first, read from GET /api/dev/outbox as the demo admin. */
export const outboxLinks = async (to: string): Promise<string[]> => {
  adminApi ??= signInAdmin();
  const { api, token } = await adminApi;
  const response = await api.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status() === 401) adminApi = undefined; // signed out (idle, or a test logged the admin out): sign in again next poll
  if (response.status() !== 200) return [];
  const { data } = (await response.json()) as { data: { link: string | null }[] };
  return data.map((m) => m.link).filter((l): l is string => l !== null);
};

/** The newest mailed link to `to` whose path is `path`, as a same-origin path with its query (waits for the mail). */
export const mailedLink = async (to: string, path: string): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await outboxLinks(to)).find((l) => new URL(l).pathname === path);
        return link !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
};
