import type { LightMyRequestResponse } from "fastify";
import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import type { RouteSlice } from "../../build-app.ts";
import { createTestApp, type TestApp, type TestAppParts } from "../../testing/test-app.ts";
import { readOutbox, type OutboxEntry } from "../../mail/outbox-mailer.ts";
import { createIdentityModule, type IdentityModule } from "../identity-module.ts";
import type { LoginThrottleOptions } from "../login-throttle.ts";

/** A clock tests move by hand (idle expiry, link lifetimes, throttling windows). */
export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(at: Date): void;
}

export const createTestClock = (start = new Date()): TestClock => {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => void (now += ms);
  clock.set = (at) => void (now = at.getTime());
  return clock;
};

export interface IdentityTestApp extends TestApp {
  readonly identity: IdentityModule;
  readonly clock: TestClock;
  /** An anti-forgery value from GET /api/sanctum/csrf-cookie. */
  readonly csrf: string;
  /** Headers of a browser-like client: anti-forgery value, and the bearer token when given. */
  headers(token?: string, extra?: Record<string, string>): Record<string, string>;
  post(url: string, body: unknown, token?: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown, token?: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, token?: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Signs up (terms accepted, strong password) and answers the token and user. */
  signup(email: string, companyName?: string): Promise<{ token: string; user: Record<string, unknown> & { id: string } }>;
  /** Signs up and follows the mailed verification link: an owner whose company may invite and mail. */
  founder(email: string, companyName?: string): Promise<{ token: string; user: Record<string, unknown> & { id: string } }>;
  login(email: string, password: string): Promise<LightMyRequestResponse>;
  /** Logs in and answers the token, failing loudly if login fails. */
  tokenFor(email: string, password: string): Promise<string>;
  outbox(to: string): Promise<OutboxEntry[]>;
  /** The token of the newest mail of this kind to this address. */
  linkToken(to: string, kind: string): Promise<string>;
}

export const strongPassword = "Secret123";

/** The real app with the identity module and a real session authenticator, projections running. */
export const createIdentityTestApp = async (
  kind: TestDatabaseKind,
  options: {
    readonly loginThrottle?: LoginThrottleOptions;
    readonly env?: Readonly<Record<string, string>>;
    /** Other features' slices, to test them behind real sessions, CSRF and personas. */
    readonly slices?: (parts: TestAppParts & { readonly clock: TestClock }) => readonly RouteSlice[];
    /** Offer GET /api/dev/outbox (default true); the outbox table is read directly either way. */
    readonly devOutbox?: boolean;
    /** Run the forced-logout publisher (default true, as the API process does). */
    readonly publishForcedLogouts?: boolean;
    /** Receives every log line (JSON) the app writes. */
    readonly logLines?: string[];
    /** How often an open socket re-checks its session (the app's default when absent). */
    readonly sessionRecheckMs?: number;
  } = {},
): Promise<IdentityTestApp> => {
  const clock = createTestClock();
  let identity: IdentityModule | undefined;
  const t = await createTestApp(kind, {
    runProjections: true,
    ...(options.logLines === undefined ? {} : { logLines: options.logLines }),
    env: { READ_YOUR_WRITES_TIMEOUT_MS: "10000", ...options.env },
    authenticate: async (request) => {
      if (identity === undefined) throw new Error("identity module not ready");
      return identity.authenticate(request);
    },
    slices: (parts) => [
      async (api) => {
        identity = await createIdentityModule({
          ...parts,
          logger: api.log as never,
          clock,
          publicUrl: "http://app.test",
          readYourWritesTimeoutMs: parts.config.readYourWritesTimeoutMs,
          mail: { smtpUrl: undefined, mailFrom: "Workledger <no-reply@workledger.test>" },
          devOutbox: options.devOutbox ?? true,
          publishForcedLogouts: options.publishForcedLogouts ?? true,
          ...(options.loginThrottle === undefined ? {} : { loginThrottle: options.loginThrottle }),
          ...(options.sessionRecheckMs === undefined ? {} : { sessionRecheckMs: options.sessionRecheckMs }),
        });
        for (const slice of identity.slices) await api.register(slice);
        for (const slice of options.slices?.({ ...parts, clock }) ?? []) await api.register(slice);
      },
    ],
  });
  const csrfResponse = await t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" });
  const csrf = (csrfResponse.json() as { csrf_token: string }).csrf_token;
  const headers = (token?: string, extra: Record<string, string> = {}) => ({
    "x-xsrf-token": csrf,
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    ...extra,
  });
  const send = (method: "POST" | "PUT" | "GET") => (url: string, body: unknown, token?: string, extra?: Record<string, string>) =>
    t.app.inject({ method, url, headers: headers(token, extra), ...(method === "GET" ? {} : { payload: body as object }) });
  const post = send("POST");
  const put = send("PUT");
  const get = (url: string, token?: string, extra?: Record<string, string>) => send("GET")(url, undefined, token, extra);
  const login = (email: string, password: string) => post("/api/login", { email, password });
  const outbox = (to: string) => readOutbox(t.db, { to });
  const signup: IdentityTestApp["signup"] = async (email, companyName = "Acme") => {
    const response = await post("/api/signup", {
      first_name: "Sam",
      last_name: "Founder",
      email,
      password: strongPassword,
      password_confirmation: strongPassword,
      terms: true,
      company_name: companyName,
    });
    if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
    const body = response.json() as { access_token: string; user: Record<string, unknown> & { id: string } };
    return { token: body.access_token, user: body.user };
  };
  const linkToken: IdentityTestApp["linkToken"] = async (to, kind) => {
    const mail = (await outbox(to)).find((m) => m.kind === kind);
    const token = mail?.link === null || mail === undefined ? null : new URL(mail.link).searchParams.get("token");
    if (token === null) throw new Error(`no ${kind} mail to ${to}`);
    return token;
  };
  return {
    ...t,
    identity: identity!,
    clock,
    csrf,
    headers,
    post,
    put,
    get,
    login,
    outbox,
    signup,
    founder: async (email, companyName) => {
      const signedUp = await signup(email, companyName);
      const verified = await post("/api/users/verification/verify", { token: await linkToken(email, "verify_email") });
      if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
      return signedUp;
    },
    tokenFor: async (email, password) => {
      const response = await login(email, password);
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { access_token: string }).access_token;
    },
    linkToken,
  };
};
