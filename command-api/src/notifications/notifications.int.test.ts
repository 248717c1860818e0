import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type WebSocket from "ws";
import { MAX_BROADCAST_REPOSTS_PER_DAY } from "@workledger/domain";
import { realtimeChannelOf, realtimeSubjectOf, type BroadcastReach } from "@workledger/event-schemas";
import { parsePosition } from "@workledger/event-store";
import { createOutboxMailer, readOutbox } from "../mail/outbox-mailer.ts";
import { createAdminTestApp, type AdminTestApp } from "../admin/testing/admin-test-app.ts";
import { openRealtimeChannel } from "../testing/realtime-channel.ts";
import type { Person } from "../work-time/testing/work-time-test-app.ts";
import { startNotificationDispatcher, type RunningDispatcher } from "./notification-dispatcher.ts";

const openChannel = async (url: string, token: string) => {
  const channel = await openRealtimeChannel(url, token);
  await channel.waitFor((m) => m.type === "subscribed");
  return channel;
};

describe("notifications over the API and the realtime channel on PostgreSQL", () => {
  let t: AdminTestApp;
  let url: string;
  let boss: Person;
  let worker: Person;
  let quiet: Person;
  let otherBoss: Person;
  let otherWorker: Person;
  let site: string;
  let dispatcher: RunningDispatcher;
  const sockets: WebSocket[] = [];

  const waitFor = async (response: { headers: Record<string, unknown> }) =>
    t.readModels.waitForPosition("notifications", parsePosition(String(response.headers["x-ledger-position"])), { timeoutMs: 15_000 });
  const feed = async (who: Person, query = "") => {
    const answer = await t.send("GET", `/api/notifications${query}`, who.token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const broadcast = async (author: Person, body: Record<string, unknown>) => {
    const created = await t.send("POST", `/api/companies/${author.companyId}/broadcasts`, author.token, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const posted = await t.send("POST", `/api/companies/${author.companyId}/broadcasts/${id}/post`, author.token);
    expect(posted.statusCode, posted.body).toBe(200);
    await waitFor(posted);
    return { id, posted };
  };

  beforeAll(async () => {
    // With the demo seed's platform admin (bill warnings).
    t = await createAdminTestApp("postgres");
    boss = await t.founder("Alpha");
    worker = await t.person(boss);
    quiet = await t.person(boss);
    otherBoss = await t.founder("Beta");
    otherWorker = await t.person(otherBoss);
    const created = await t.send("POST", `/api/companies/${boss.companyId}/divisions`, boss.token, { name: "Harbour", location: { lat: 60.17, lng: 24.94 }, radius_meters: 100, person_ids: [worker.id, quiet.id] });
    expect(created.statusCode, created.body).toBe(201);
    site = created.json().data.id as string;
    await t.readModels.waitForPosition("organisation", parsePosition(String(created.headers["x-ledger-position"])), { timeoutMs: 15_000 });
    // The quiet worker turned company notifications' email off.
    const settings = await t.send("POST", `/api/users/${quiet.id}/notifications/settings`, quiet.token, { options: JSON.stringify({ company: false }) });
    expect(settings.statusCode, settings.body).toBe(200);
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    dispatcher = startNotificationDispatcher({ db: t.db, bus: t.bus, mailer: createOutboxMailer(t.db, t.clock), clock: t.clock, publicUrl: "http://app.test" }, { pollMs: 20 });
  }, 240_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await dispatcher?.stop();
    await t?.close();
  });

  it("pushes a new notification over users_{id} to its recipients only, never to another company's people", async () => {
    const workerChannel = await openChannel(url, worker.token);
    const quietChannel = await openChannel(url, quiet.token);
    const bossChannel = await openChannel(url, boss.token);
    const otherChannel = await openChannel(url, otherBoss.token);
    const otherWorkerChannel = await openChannel(url, otherWorker.token);
    sockets.push(workerChannel.socket, quietChannel.socket, bossChannel.socket, otherChannel.socket, otherWorkerChannel.socket);

    await broadcast(boss, { title: "Closed", text: "Harbour closed on Friday", push: true, email: true, workspace_ids: [site] });
    const pushed = await workerChannel.waitFor((m) => m.type === "notification");
    expect(pushed).toMatchObject({
      channel: realtimeChannelOf(worker.id),
      type: "notification",
      title: "Closed",
      message: "Harbour closed on Friday",
      data: { type: "company", kind: "neutral", group: "latest", text: "Harbour closed on Friday", read_at: null },
    });
    await quietChannel.waitFor((m) => m.type === "notification");

    // Nobody else hears it: a sentinel on each other subject arrives with no notification before it.
    for (const [person, channel] of [[boss, bossChannel], [otherBoss, otherChannel], [otherWorker, otherWorkerChannel]] as const) {
      await t.bus.publish(realtimeSubjectOf(person.id), { channel: realtimeChannelOf(person.id), type: "test-sentinel" });
      await channel.waitFor((m) => m.type === "test-sentinel");
      expect(channel.messages.filter((m) => m.type === "notification")).toEqual([]);
    }
    // Delivered once, deduplicated: a second drain sends nothing again.
    expect(await dispatcher.drain()).toBe(0);
    expect(workerChannel.messages.filter((m) => m.type === "notification")).toHaveLength(1);

    // Email only where the recipient's notification_settings keep the type on.
    const mails = (await readOutbox(t.db)).filter((m) => m.kind === "notification");
    expect(mails.filter((m) => m.to === worker.email).map((m) => [m.subject, m.text])).toEqual([["Workledger: “Closed”", "Harbour closed on Friday"]]);
    expect(mails.filter((m) => m.to === quiet.email)).toEqual([]);
  });

  it("lists the feed with its unread count and groups; marks read, marks all read, deletes and clears", async () => {
    await broadcast(boss, { title: "Second", text: "Second note", push: true, email: false, user_ids: [worker.id] });
    let list = await feed(worker);
    expect(list.data.map((n: { text: string }) => n.text)).toEqual(["Second note", "Harbour closed on Friday"]);
    expect(list).toMatchObject({ unread_count: 2, total: 2, groups: { latest: 2, this_week: 0, older: 0 } });
    const [second, first] = list.data as { id: string }[];

    // Another person cannot touch it, in this company or another: 404.
    for (const who of [quiet, otherWorker]) {
      expect((await t.send("POST", `/api/notifications/${first!.id}/read`, who.token)).statusCode).toBe(404);
      expect((await t.send("POST", `/api/notifications/${first!.id}/delete`, who.token)).statusCode).toBe(404);
    }

    const read = await t.send("POST", `/api/notifications/${first!.id}/read`, worker.token);
    expect(read.statusCode, read.body).toBe(200);
    await waitFor(read);
    list = await feed(worker);
    expect(list.unread_count).toBe(1);
    expect(list.data.find((n: { id: string }) => n.id === first!.id).read_at).not.toBeNull();

    const all = await t.send("POST", "/api/notifications/read/all", worker.token);
    await waitFor(all);
    expect((await feed(worker)).unread_count).toBe(0);

    const deleted = await t.send("POST", `/api/notifications/${second!.id}/delete`, worker.token);
    expect(deleted.json().message).toBe("Notification deleted successfully");
    await waitFor(deleted);
    expect((await feed(worker)).data.map((n: { id: string }) => n.id)).toEqual([first!.id]);
    expect((await t.send("POST", `/api/notifications/${second!.id}/delete`, worker.token)).statusCode).toBe(404);

    // The quiet worker's feed is untouched by the worker's actions.
    expect((await feed(quiet)).total).toBe(1);
    const cleared = await t.send("POST", "/api/notifications/delete/all", worker.token);
    await waitFor(cleared);
    expect((await feed(worker)).total).toBe(0);
    expect((await feed(quiet)).total).toBe(1);
  });

  it("renders the feed in the asked locale, the reader's language by default", async () => {
    const stopped = await t.send("POST", `/api/companies/${boss.companyId}/works/start`, worker.token, { workspace_id: site });
    expect(stopped.statusCode, stopped.body).toBe(201);
    // Not automatic: a worker's own punch notifies nobody.
    await waitFor(stopped);
    expect((await feed(worker)).total).toBe(0);
    const fi = await feed(quiet, "?lang=fi");
    expect(fi.data[0]).toMatchObject({ title: "Closed", text: "Harbour closed on Friday", kind: "neutral" });
    expect((await t.send("GET", "/api/notifications?lang=xx", quiet.token)).statusCode).toBe(400);
    expect((await t.send("GET", "/api/notifications?limit=1000", quiet.token)).statusCode).toBe(400);
  });

  it("keeps broadcasts' lifecycle: ready, posted, reposted; a deleted one cannot be posted; workers may not broadcast", async () => {
    const created = await t.send("POST", `/api/companies/${boss.companyId}/broadcasts`, boss.token, { title: "Drill", text: "Fire drill at noon", user_ids: [quiet.id] });
    const id = created.json().data.id as string;
    const ready = await t.send("POST", `/api/companies/${boss.companyId}/broadcasts/${id}/ready`, boss.token);
    await waitFor(ready);
    let list = (await t.send("GET", `/api/companies/${boss.companyId}/broadcasts`, boss.token)).json().data;
    expect(list.find((b: { id: string }) => b.id === id)).toMatchObject({ status: "ready_for_posting", title: "Drill", user_ids: [quiet.id], post_count: 0 });
    const posted = await t.send("POST", `/api/companies/${boss.companyId}/broadcasts/${id}/post`, boss.token);
    const reposted = await t.send("POST", `/api/companies/${boss.companyId}/broadcasts/${id}/post`, boss.token);
    expect(reposted.statusCode, reposted.body).toBe(200);
    await waitFor(reposted);
    list = (await t.send("GET", `/api/companies/${boss.companyId}/broadcasts`, boss.token)).json().data;
    expect(list.find((b: { id: string }) => b.id === id)).toMatchObject({ status: "posted", post_count: 2, recipient_count: 1 });
    expect(posted.json().data.recipient_count).toBe(1);
    expect((await feed(quiet)).data.filter((n: { text: string }) => n.text === "Fire drill at noon")).toHaveLength(2);

    const deleted = await t.send("POST", `/api/companies/${boss.companyId}/broadcasts/${id}/delete`, boss.token);
    expect(deleted.statusCode).toBe(200);
    const again = await t.send("POST", `/api/companies/${boss.companyId}/broadcasts/${id}/post`, boss.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("A deleted notification cannot be posted");

    expect((await t.send("POST", `/api/companies/${boss.companyId}/broadcasts`, worker.token, { title: "Me", text: "x", user_ids: [quiet.id] })).statusCode).toBe(403);
    // Another company's people and workspaces are refused with field errors, and nothing is written.
    const foreign = await t.send("POST", `/api/companies/${otherBoss.companyId}/broadcasts`, otherBoss.token, { title: "Hi", text: "x", user_ids: [worker.id], workspace_ids: [site] });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().errors).sort()).toEqual(["user_ids", "workspace_ids"]);
    const empty = await t.send("POST", `/api/companies/${boss.companyId}/broadcasts`, boss.token, { title: "", text: "", push: false, email: false });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["channels", "recipients", "text", "title"]);
  });

  it("lets the platform admin warn a company of an unpaid invoice: its main user is told the closing date, nobody else", async () => {
    const adminToken = t.adminToken;
    const warn = (token: string, companyId: string, closesOn: string) => t.send("POST", `/api/admin/companies/${companyId}/bill-warning`, token, { closes_on: closesOn }, { "x-persona": "admin" });

    expect((await warn(boss.token, boss.companyId, "2099-01-31")).statusCode).toBe(403);
    const past = await warn(adminToken, boss.companyId, "2000-01-01");
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ closes_on: ["The closing date must be today or later"] });
    expect((await warn(adminToken, boss.companyId, "31.01.2099")).statusCode).toBe(400);
    expect((await warn(adminToken, "no-such-company", "2099-01-31")).statusCode).toBe(404);

    const warned = await warn(adminToken, boss.companyId, "2099-01-31");
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json().message).toBe("Bill warning sent");
    await waitFor(warned);
    const mine = (await feed(boss)).data.filter((n: { type: string }) => n.type === "bill_warning");
    expect(mine.map((n: { text: string; kind: string }) => n.text)).toEqual(["You have an unpaid invoice. Your account will be closed on 31.01.2099."]);
    expect((await feed(worker)).data.some((n: { type: string }) => n.type === "bill_warning")).toBe(false);
    expect((await feed(otherBoss)).data.some((n: { type: string }) => n.type === "bill_warning")).toBe(false);
    // The same date again changes nothing.
    const again = await warn(adminToken, boss.companyId, "2099-01-31");
    expect(again.statusCode).toBe(200);
    await waitFor(again);
    expect((await feed(boss)).data.filter((n: { type: string }) => n.type === "bill_warning")).toHaveLength(1);
  });

  it("delivers what was queued while no dispatcher ran, once it starts again (survives a restart), and only once", async () => {
    await dispatcher.stop();
    const channel = await openChannel(url, quiet.token);
    sockets.push(channel.socket);
    const { id } = await broadcast(boss, { title: "Restart", text: "Queued while down", push: true, email: true, user_ids: [quiet.id] });
    const pending = await t.db.selectFrom("notification_deliveries").selectAll().where("recipient_id", "=", quiet.id).where("delivered_at", "is", null).execute();
    expect(pending.map((p) => p.type)).toEqual(["company"]);
    expect(channel.messages.filter((m) => m.type === "notification")).toEqual([]);
    // A new process's dispatcher finds the queue in PostgreSQL.
    dispatcher = startNotificationDispatcher({ db: t.db, bus: t.bus, mailer: createOutboxMailer(t.db, t.clock), clock: t.clock }, { pollMs: 20 });
    const pushed = await channel.waitFor((m) => m.type === "notification");
    expect(pushed).toMatchObject({ message: "Queued while down", data: { data: { broadcast_id: id } } });
    expect(await dispatcher.drain()).toBe(0);
    expect(channel.messages.filter((m) => m.type === "notification")).toHaveLength(1);
    const row = await t.db.selectFrom("notification_deliveries").selectAll().where("notification_id", "=", pending[0]!.notification_id).executeTakeFirstOrThrow();
    expect(row.delivered_at).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it(`says whom a post reaches before it is sent, and reposts a broadcast at most ${MAX_BROADCAST_REPOSTS_PER_DAY} times in 24 hours`, async () => {
    const base = `/api/companies/${boss.companyId}/broadcasts`;
    const created = await t.send("POST", base, boss.token, { title: "Gate", text: "The gate code changes", workspace_ids: [site] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const reach = async () => {
      const answer = await t.send("GET", `${base}/${id}/reach`, boss.token);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as BroadcastReach;
    };
    // The workspace's two members, before anything is sent.
    expect(await reach()).toEqual({ recipient_count: 2, posted: false, reposts_left: MAX_BROADCAST_REPOSTS_PER_DAY, next_repost_at: null });
    const received = async () => (await feed(worker)).data.filter((n: { text: string }) => n.text === "The gate code changes").length;
    let last = await t.send("POST", `${base}/${id}/post`, boss.token);
    for (let i = 0; i < MAX_BROADCAST_REPOSTS_PER_DAY; i += 1) {
      last = await t.send("POST", `${base}/${id}/post`, boss.token);
      expect(last.statusCode, last.body).toBe(200);
    }
    await waitFor(last);
    expect(await received()).toBe(1 + MAX_BROADCAST_REPOSTS_PER_DAY);
    const firstRepostAt = t.clock().getTime();
    expect(await reach()).toEqual({ recipient_count: 2, posted: true, reposts_left: 0, next_repost_at: new Date(firstRepostAt + 86_400_000).toISOString() });
    // One more is refused, says why and when to try again, and notifies nobody.
    const head = await t.eventStore.headPosition();
    const refused = await t.send("POST", `${base}/${id}/post`, boss.token);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: "broadcast_repost_limit", message: "This notification has been reposted as often as a day allows; try again later" });
    expect(Number(refused.headers["retry-after"])).toBe(86_400);
    expect(await t.eventStore.readAll({ after: head, maxCount: 10 })).toEqual([]);
    // A day later, one more is allowed (this test runs last: it moves the clock on a day).
    await t.advance(86_400_000, boss, worker, otherBoss);
    expect((await reach()).reposts_left).toBe(MAX_BROADCAST_REPOSTS_PER_DAY);
    const later = await t.send("POST", `${base}/${id}/post`, boss.token);
    expect(later.statusCode, later.body).toBe(200);
    await waitFor(later);
    expect(await received()).toBe(2 + MAX_BROADCAST_REPOSTS_PER_DAY);
    // Another company cannot ask whom it reaches.
    expect((await t.send("GET", `/api/companies/${otherBoss.companyId}/broadcasts/${id}/reach`, otherBoss.token)).statusCode).toBe(404);
  });
});
