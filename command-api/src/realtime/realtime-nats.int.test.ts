import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createNatsBus, type Bus } from "@workledger/bus";
import { defaultWorkerRights } from "@workledger/domain";
import { createPostgresEventStore, type EventStore } from "@workledger/event-store";
import { createTestDatabase, type TestDatabase } from "@workledger/event-store/testing/index.ts";
import { createKysely, migrateToLatest, type ProjectionRunner } from "@workledger/projections";
import { buildApp } from "../build-app.ts";
import { loadConfig } from "../config.ts";
import { createIdentityModule } from "../identity/identity-module.ts";
import { readModelsOf, startProjectionRunner } from "../infrastructure.ts";

const natsUrl = process.env.NATS_URL ?? "nats://127.0.0.1:4222";

// Full-stack shape: two API processes on one PostgreSQL and NATS. The rights change is made
// through API A (which publishes forced logouts); the person's socket is open on API B.
describe("forced logout across API processes over NATS", () => {
  const suffix = randomUUID().replaceAll("-", "").slice(0, 12);
  const busConfig = { url: natsUrl, streamName: `WL_TEST_${suffix}`, subjectPrefix: `wltest-${suffix}` };
  let database: TestDatabase;
  let store: EventStore;
  let runner: ProjectionRunner;
  const buses: Bus[] = [];
  const apps: FastifyInstance[] = [];

  const api = async (publishForcedLogouts: boolean): Promise<FastifyInstance> => {
    const config = loadConfig("api", { LOG_LEVEL: "silent", DATABASE_URL: "postgres://unused@127.0.0.1/x", NATS_URL: natsUrl, WEB_DIST_DIR: "/nonexistent" });
    const logger = pino({ level: "silent" });
    const db = createKysely(database.database.pool);
    const bus = await createNatsBus(busConfig);
    buses.push(bus);
    const readModels = readModelsOf(db);
    const clock = () => new Date();
    const identity = await createIdentityModule({
      eventStore: store,
      db,
      readModels,
      bus,
      logger,
      clock,
      publicUrl: "http://app.test",
      readYourWritesTimeoutMs: 10_000,
      mail: { smtpUrl: undefined, mailFrom: "x@y.z" },
      devOutbox: false,
      publishForcedLogouts,
    });
    const app = await buildApp({ config, logger, eventStore: store, db, bus, readModels, authenticate: identity.authenticate, clock, slices: identity.slices });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    store = await createPostgresEventStore(database.database.pool);
    const db = createKysely(database.database.pool);
    await migrateToLatest(db);
    runner = await startProjectionRunner({ db, eventStore: store }, pino({ level: "silent" }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await runner?.stop();
    for (const bus of buses) await bus.close().catch(() => undefined);
    await store?.close();
    await database?.drop();
    const nc = await connect({ servers: natsUrl });
    await (await jetstreamManager(nc)).streams.delete(busConfig.streamName).catch(() => false);
    await nc.close();
  });

  const post = (app: FastifyInstance, csrf: string, path: string, payload: object, token?: string, method: "POST" | "PUT" = "POST") =>
    app.inject({ method, url: path, payload, headers: { "x-xsrf-token": csrf, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) } });

  /** Opens the person's socket on one process with a ticket asked for on another. */
  const openSocket = async (ticketFrom: FastifyInstance, csrf: string, socketUrl: string, token: string) => {
    const ticket = (await post(ticketFrom, csrf, "/api/realtime/ticket", {}, token)).json().ticket as string;
    const messages: { type: string; message?: string }[] = [];
    const socket = new WebSocket(`${socketUrl.replace(/^http/, "ws")}/api/realtime?ticket=${ticket}`);
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    socket.on("message", (data) => messages.push(JSON.parse(String(data))));
    const waitFor = async (type: string) => {
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
        if (messages.some((m) => m.type === type)) return;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no ${type} in ${JSON.stringify(messages)}`);
    };
    await waitFor("subscribed");
    return { socket, messages, closed, waitFor };
  };

  it("reaches the socket on the other process, and a logout there closes it within a second", async () => {
    const a = await api(true);
    const b = await api(false);
    await a.ready();
    const url = await b.listen({ port: 0, host: "127.0.0.1" });
    const csrf = (await a.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;

    const signup = await post(a, csrf, "/api/signup", { email: `nats-${suffix}@x.io`, password: "Secret123", password_confirmation: "Secret123", terms: true, company_name: "Nats Co" });
    const founder = signup.json();
    const companyId = founder.user.default_company.id as string;
    // The owner verifies first: an unverified owner's company mails nobody else.
    const verification = await database.database.pool.query<{ link: string }>("select link from mail_outbox where to_address = $1 and kind = 'verify_email'", [`nats-${suffix}@x.io`]);
    expect((await post(a, csrf, "/api/users/verification/verify", { token: new URL(verification.rows[0]!.link).searchParams.get("token") })).statusCode).toBe(200);
    const invited = await post(a, csrf, `/api/companies/${companyId}/users/invite`, { emails: [`w-${suffix}@x.io`], workspace: companyId, language: "en" }, founder.access_token);
    const workerId = invited.json().invited[0].id as string;
    // Set the worker's password through the mailed link (outbox table, shared database).
    const { rows } = await database.database.pool.query<{ link: string }>("select link from mail_outbox where to_address = $1 and kind = 'set_password'", [`w-${suffix}@x.io`]);
    const link = new URL(rows[0]!.link).searchParams.get("token")!;
    await post(b, csrf, "/api/password/set", { token: link, password: "Secret123", password_confirmation: "Secret123" });
    const login = async () => (await post(b, csrf, "/api/login", { email: `w-${suffix}@x.io`, password: "Secret123" })).json().access_token as string;

    // The ticket is asked for on A and redeemed on B: tickets live in the shared database.
    const first = await openSocket(a, csrf, url, await login());
    await post(a, csrf, `/api/companies/${companyId}/users/${workerId}/rights`, { ...defaultWorkerRights, permissions: ["can_see_schedules"] }, founder.access_token, "PUT");
    await first.waitFor("user-role-changed");
    expect(first.messages.find((m) => m.type === "user-role-changed")?.message).toBe("You are forced to logout due to your account has been updated");
    expect(await first.closed).toBe(4401);

    const token = await login();
    const second = await openSocket(a, csrf, url, token);
    expect((await a.inject({ method: "GET", url: "/api/logout", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const closedIn = await Promise.race([second.closed, new Promise((r) => setTimeout(() => r("still open"), 1000))]);
    expect(closedIn).toBe(4401);
  });
});
