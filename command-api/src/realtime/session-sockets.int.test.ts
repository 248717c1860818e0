import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights, sessionAbsoluteLifetimeMs } from "@workledger/domain";
import { realtimeChannelOf, realtimeSubjectOf, type RealtimeMessage } from "@workledger/event-schemas";
import { demoCredentials, seedDemo } from "../seed/demo-seed.ts";
import { openRealtimeChannel, openRealtimeSocket, realtimeTicket } from "../testing/realtime-channel.ts";
import { realtimeTicketLifetimeMs } from "./realtime-tickets.ts";
import { createIdentityTestApp, strongPassword, type IdentityTestApp } from "../identity/testing/identity-test-app.ts";

const unique = () => crypto.randomUUID().slice(0, 8);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the close code, or "still open" when the socket is not closed within the time. */
const closedWithin = (closed: Promise<number>, ms: number) => Promise.race([closed, sleep(ms).then(() => "still open" as const)]);

describe("realtime sockets follow their session (PostgreSQL, real websocket client)", () => {
  let t: IdentityTestApp;
  let url: string;
  let founder: Awaited<ReturnType<IdentityTestApp["signup"]>>;
  let companyId: string;
  let adminToken: string;

  const inviteAndActivate = async (founderToken: string, company: string, prefix: string) => {
    const email = `${prefix}-${unique()}@x.io`;
    const invited = await t.post(`/api/companies/${company}/users/invite`, { emails: [email], workspace: company, language: "en" }, founderToken);
    const id = invited.json().invited[0].id as string;
    const link = await t.linkToken(email, "set_password");
    await t.post("/api/password/set", { token: link, password: strongPassword, password_confirmation: strongPassword });
    return { id, email, token: await t.tokenFor(email, strongPassword) };
  };

  const note = (userId: string, text: string): RealtimeMessage => ({ channel: realtimeChannelOf(userId), type: "worker-missing-work", title: "Note", message: text });

  /** A subscribed socket of this session that has already received one message of the user's channel. */
  const liveSocket = async (userId: string, token: string) => {
    const channel = await openRealtimeChannel(url, token);
    await channel.waitFor((m) => m.type === "subscribed");
    await t.bus.publish(realtimeSubjectOf(userId), note(userId, "before"));
    await channel.waitFor((m) => m.message === "before");
    return channel;
  };

  beforeAll(async () => {
    t = await createIdentityTestApp("postgres", { sessionRecheckMs: 100 });
    await seedDemo(t.identity.deps);
    adminToken = await t.tokenFor(demoCredentials[0]!.email, demoCredentials[0]!.password);
    founder = await t.founder(`founder-${unique()}@x.io`, "Sockets Co");
    companyId = (founder.user.default_company as { id: string }).id;
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => t?.close());

  it("a socket that received messages before logout receives nothing after it, and is closed within a second", async () => {
    const worker = await inviteAndActivate(founder.token, companyId, "logout");
    const channel = await liveSocket(worker.id, worker.token);
    const before = channel.messages.length;
    expect((await t.get("/api/logout", worker.token)).statusCode).toBe(200);
    expect(await closedWithin(channel.closed, 1000)).toBe(4401);
    await t.bus.publish(realtimeSubjectOf(worker.id), note(worker.id, "after"));
    await sleep(300);
    expect(channel.messages.slice(before)).toEqual([]);
    expect(channel.socket.readyState).toBe(channel.socket.CLOSED);
  });

  const revocations: readonly (readonly [string, (worker: { id: string; email: string; token: string }) => Promise<void>])[] = [
    [
      "a password reset",
      async (worker) => {
        await t.post("/api/password/forgot", { email: worker.email });
        const link = await t.linkToken(worker.email, "reset_password");
        expect((await t.post("/api/password/reset", { token: link, password: "Another123", password_confirmation: "Another123" })).statusCode).toBe(200);
      },
    ],
    ["deactivation", async (worker) => expect((await t.post(`/api/companies/${companyId}/users/${worker.id}/deactivate`, {}, founder.token)).statusCode).toBe(200)],
    ["deletion", async (worker) => expect((await t.post(`/api/companies/${companyId}/users/${worker.id}/delete`, {}, founder.token)).statusCode).toBe(200)],
    [
      "a rights change that forces logout",
      async (worker) =>
        expect((await t.put(`/api/companies/${companyId}/users/${worker.id}/rights`, { ...defaultWorkerRights, permissions: ["can_see_schedules"] }, founder.token)).statusCode).toBe(200),
    ],
    ["sign out everywhere", async (worker) => expect((await t.post(`/api/users/${worker.id}/sessions/revoke-all`, {}, worker.token)).statusCode).toBe(200)],
  ];

  it.each(revocations)("%s closes the person's socket within a second", async (_name, revoke) => {
    const worker = await inviteAndActivate(founder.token, companyId, "revoke");
    const channel = await liveSocket(worker.id, worker.token);
    const before = channel.messages.length;
    await revoke(worker);
    expect(await closedWithin(channel.closed, 1000)).toBe(4401);
    await t.bus.publish(realtimeSubjectOf(worker.id), note(worker.id, "after"));
    await sleep(200);
    expect(channel.messages.slice(before).filter((m) => m.message === "after")).toEqual([]);
  });

  it("a rights change still tells the socket why before closing it", async () => {
    const worker = await inviteAndActivate(founder.token, companyId, "why");
    const channel = await liveSocket(worker.id, worker.token);
    await t.put(`/api/companies/${companyId}/users/${worker.id}/rights`, { ...defaultWorkerRights, permissions: ["can_see_schedules"] }, founder.token);
    expect(await closedWithin(channel.closed, 1000)).toBe(4401);
    expect(channel.messages.map((m) => m.type)).toContain("user-role-changed");
  });

  it("a password change closes the person's other sockets and keeps the one of the session that changed it", async () => {
    const worker = await inviteAndActivate(founder.token, companyId, "change");
    const otherToken = await t.tokenFor(worker.email, strongPassword);
    const mine = await liveSocket(worker.id, worker.token);
    const other = await liveSocket(worker.id, otherToken);
    const changed = await t.post(`/api/users/${worker.id}/password`, { current_password: strongPassword, password: "Changed123", password_confirmation: "Changed123" }, worker.token);
    expect(changed.statusCode).toBe(200);
    expect(await closedWithin(other.closed, 1000)).toBe(4401);
    await t.bus.publish(realtimeSubjectOf(worker.id), note(worker.id, "still here"));
    await mine.waitFor((m) => m.message === "still here");
    expect(mine.socket.readyState).toBe(mine.socket.OPEN);
    mine.socket.close();
  });

  it("a disabled company and a login switched off close the sockets of its people", async () => {
    const owner = await t.founder(`disabled-${unique()}@x.io`, "Disabled Co");
    const company = (owner.user.default_company as { id: string }).id;
    const worker = await inviteAndActivate(owner.token, company, "disabled");
    const channel = await liveSocket(worker.id, worker.token);
    expect((await t.post(`/api/admin/companies/${company}/status`, { disabled: true, reason: "unpaid" }, adminToken)).statusCode).toBe(200);
    expect(await closedWithin(channel.closed, 1000)).toBe(4401);
    expect(channel.messages.map((m) => m.type)).toContain("company-disabled");
    await t.post(`/api/admin/companies/${company}/status`, { disabled: false }, adminToken);

    const again = await liveSocket(worker.id, await t.tokenFor(worker.email, strongPassword));
    const switchedOff = await t.put(`/api/admin/companies/${company}/subscription`, { trial_ends_at: null, is_login_disabled: true }, adminToken);
    expect(switchedOff.statusCode).toBe(200);
    expect(await closedWithin(again.closed, 1000)).toBe(4401);
  });

  it("ending one session from the list closes that session's socket only", async () => {
    const worker = await inviteAndActivate(founder.token, companyId, "one");
    const otherToken = await t.tokenFor(worker.email, strongPassword);
    const mine = await liveSocket(worker.id, worker.token);
    const other = await liveSocket(worker.id, otherToken);
    // The other session as it sees itself (setting the password signed the person in too: more sessions are listed).
    const sessions = (await t.get(`/api/users/${worker.id}/sessions`, otherToken)).json().data as { id: string; current: boolean }[];
    const otherSession = sessions.find((s) => s.current)!;
    expect((await t.post(`/api/users/${worker.id}/sessions/${otherSession.id}/revoke`, {}, worker.token)).statusCode).toBe(200);
    expect(await closedWithin(other.closed, 1000)).toBe(4401);
    expect(await closedWithin(mine.closed, 300)).toBe("still open");
    mine.socket.close();
  });

  it("the socket is closed when its session reaches its absolute lifetime, even while the session is busy", async () => {
    const worker = await inviteAndActivate(founder.token, companyId, "lifetime");
    const channel = await liveSocket(worker.id, worker.token);
    // A request every twelfth of the lifetime keeps the idle timeout away: only the lifetime can end it.
    const step = sessionAbsoluteLifetimeMs / 12;
    for (let i = 1; i <= 12; i += 1) {
      t.clock.advance(step);
      expect((await t.get("/api/current-user", worker.token)).statusCode, `after ${i} twelfths`).toBe(200);
    }
    expect(channel.socket.readyState).toBe(channel.socket.OPEN);
    t.clock.advance(1000);
    // No request: the socket's own check must notice.
    expect(await closedWithin(channel.closed, 1000)).toBe(4401);
    expect((await t.get("/api/current-user", worker.token)).statusCode).toBe(401);
  });
});

describe("opening the realtime socket with a one-time ticket (PGlite, real websocket client)", () => {
  let t: IdentityTestApp;
  let url: string;
  let founder: Awaited<ReturnType<IdentityTestApp["signup"]>>;

  beforeAll(async () => {
    t = await createIdentityTestApp("pglite");
    founder = await t.signup(`ticket-${unique()}@x.io`, "Ticket Co");
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => t?.close());

  it("gives a ticket only for the bearer token in the Authorization header", async () => {
    expect((await realtimeTicket(url, "not-a-token")).status).toBe(401);
    const answer = await t.post("/api/realtime/ticket", {}, founder.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().expires_in).toBeLessThanOrEqual(30);
    expect(answer.json().ticket).not.toBe(founder.token);
  });

  it("refuses the access token in the URL", async () => {
    const socket = openRealtimeSocket(url, `token=${encodeURIComponent(founder.token)}`);
    expect(await socket.closed).toBe(4401);
    expect(socket.messages).toEqual([]);
  });

  it("opens with a ticket once, and never again with the same ticket", async () => {
    const { ticket } = await realtimeTicket(url, founder.token);
    const first = openRealtimeSocket(url, `ticket=${ticket}&channel=users_${founder.user.id}`);
    await first.waitFor((m) => m.type === "subscribed");
    const second = openRealtimeSocket(url, `ticket=${ticket}`);
    expect(await second.closed).toBe(4401);
    expect(second.messages).toEqual([]);
    first.socket.close();
  });

  it("refuses a ticket after its seconds are over", async () => {
    const { ticket } = await realtimeTicket(url, founder.token);
    t.clock.advance(realtimeTicketLifetimeMs + 1);
    const late = openRealtimeSocket(url, `ticket=${ticket}`);
    expect(await late.closed).toBe(4401);
    expect(late.messages).toEqual([]);
  });
});
