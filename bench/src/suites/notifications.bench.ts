import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { createPostgresEventStore, type NewEvent } from "@workledger/event-store";
import { createTestDatabase, type TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { createKysely, createProjectionRunner, listNotifications, migrateToLatest, notificationsProjection, silentLogger, waitForPosition } from "@workledger/projections";
import { startNotificationDispatcher } from "@workledger/command-api/notifications/notification-dispatcher.ts";
import { createOutboxMailer } from "@workledger/command-api/mail/outbox-mailer.ts";
import { openRealtimeChannel } from "@workledger/command-api/testing/realtime-channel.ts";
import { createWorkTimeTestApp } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { latencyStats, now, ratio } from "../lib/stats.ts";
import type { BenchContext, Figure } from "../lib/figure.ts";

const companyId = "bench-notify-co";
const fanOut = 5_000;
const bigFeed = 10_000;

const posted = (broadcastId: string, recipients: readonly string[], at: string): NewEvent => ({
  id: randomUUID(),
  type: "BroadcastPosted",
  schemaVersion: 1,
  data: {
    broadcastId,
    kind: "company",
    content: { title: "Bench", text: "Office closed on Friday", channels: { push: true, email: false }, audience: { userIds: [], workspaceIds: ["ws"] } },
    recipients: recipients.map((userId) => ({ companyId, userId })),
    repost: false,
  },
  metadata: { companyId, actorId: "boss", persona: "manager", source: "web", commandId: randomUUID(), correlationId: randomUUID(), causationId: null, occurredAt: at },
});

/**
 * Notifications: (1) fan-out of one broadcast to 5,000 recipients through the projection runner
 * (append -> feed rows and delivery rows committed with the checkpoint) against a raw multi-row
 * INSERT of the same 5,000 feed rows; (2) the feed read of a person with 10,000 notifications
 * (`listNotifications`: page of 50, unread count, names) against the bare indexed page query.
 */
export const notificationsBench = async (kind: TestDatabaseKind, ctx: BenchContext): Promise<Figure[]> => {
  const testDb = await createTestDatabase(kind);
  const figures: Figure[] = [];
  try {
    const store = await createPostgresEventStore(testDb.database.pool, { pollIntervalMs: 5 });
    const db = createKysely(testDb.database.pool);
    await migrateToLatest(db);
    await sql`create table notifications_ref (like notifications including all)`.execute(db);
    const runner = createProjectionRunner({ db, store }, [notificationsProjection], { logger: silentLogger });
    await runner.start();
    const recipients = Array.from({ length: fanOut }, (_, i) => `bench-user-${i}`);
    const rounds = Math.max(3, Math.round(5 * Math.min(1, ctx.scale * 50)));
    const ours: number[] = [];
    const reference: number[] = [];
    let at = Date.parse("2026-11-20T08:00:00Z");
    for (let round = 0; round <= rounds; round++) {
      at += 60_000;
      const t = now();
      const { position } = await store.appendToStream(`broadcast-${companyId}-b${round}`, [posted(`b${round}`, recipients, new Date(at).toISOString())], "no_stream");
      await waitForPosition(db, "notifications", position, { timeoutMs: 120_000 });
      const oursMs = now() - t;
      const rows = recipients.map((r) => ({
        company_id: companyId,
        recipient_id: r,
        id: randomUUID(),
        type: "company",
        data: JSON.stringify({ broadcast_id: `b${round}`, title: "Bench", message: "Office closed on Friday", sender_id: "boss" }),
        created_at: new Date(at).toISOString(),
        read_at: null,
        position_commit: String(position.commit),
        position_prepare: String(position.prepare),
      }));
      const r0 = now();
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += 2000) await trx.insertInto("notifications_ref" as "notifications").values(rows.slice(i, i + 2000)).execute();
      });
      const refMs = now() - r0;
      if (round > 0) {
        ours.push(oursMs);
        reference.push(refMs);
      }
      ctx.log(`${kind}: fan-out round ${round}: ${oursMs.toFixed(0)} ms vs raw INSERT ${refMs.toFixed(0)} ms`);
    }
    const o = latencyStats(ours);
    const r = latencyStats(reference);
    figures.push({
      suite: "notifications",
      name: `broadcast fan-out to ${fanOut} recipients (feed + delivery rows, through the runner)`,
      engine: kind,
      scale: ctx.scale,
      reference: `raw multi-row INSERT of the same ${fanOut} feed rows (2,000 per INSERT, one transaction)`,
      oursPerSecond: fanOut / (o.p50 / 1000),
      referencePerSecond: fanOut / (r.p50 / 1000),
      ratio: ratio(r.p50, o.p50),
      unit: "rows/s",
      latency: o,
      referenceLatency: r,
    });

    // One person with 10,000 notifications (plus the 5,000-recipient broadcasts of everyone else).
    const reader = "bench-reader";
    for (let i = 0; i < bigFeed; i += 2000) {
      await db
        .insertInto("notifications")
        .values(
          Array.from({ length: Math.min(2000, bigFeed - i) }, (_, j) => ({
            company_id: companyId,
            recipient_id: reader,
            id: randomUUID(),
            type: (i + j) % 3 === 0 ? "automatic_end_by_preference" : "company",
            data: JSON.stringify({ message: `Note ${i + j}`, work_id: `work-${(i + j) % 500}`, datetime: "2026-11-20T08:00:00.000Z" }),
            created_at: new Date(at - (i + j) * 60_000).toISOString(),
            read_at: (i + j) % 4 === 0 ? null : new Date(at).toISOString(),
            position_commit: String(i + j),
            position_prepare: String(i + j),
          })),
        )
        .execute();
    }
    await sql`analyze notifications`.execute(db);
    const reads: number[] = [];
    const bare: number[] = [];
    const samples = Math.max(100, Math.round(400 * Math.min(1, ctx.scale * 50)));
    for (let i = 0; i < samples + 10; i++) {
      const t = now();
      const page = await listNotifications(db, companyId, reader, { limit: 50, offset: 0 });
      const oursMs = now() - t;
      if (page.total !== bigFeed) throw new Error(`feed of ${page.total}, expected ${bigFeed}`);
      const b0 = now();
      await db.selectFrom("notifications").selectAll().where("company_id", "=", companyId).where("recipient_id", "=", reader).orderBy("created_at", "desc").limit(50).execute();
      const bareMs = now() - b0;
      if (i >= 10) {
        reads.push(oursMs);
        bare.push(bareMs);
      }
    }
    const fr = latencyStats(reads);
    const fb = latencyStats(bare);
    figures.push({
      suite: "notifications",
      name: `feed read of a person with ${bigFeed} notifications (page of 50, unread count, total, names)`,
      engine: kind,
      scale: ctx.scale,
      reference: "the bare indexed page query (50 newest rows of the person)",
      ratio: ratio(fb.p50, fr.p50),
      unit: "ms",
      latency: fr,
      referenceLatency: fb,
    });
    await runner.stop();
    await store.close();
  } finally {
    await testDb.drop();
  }
  if (kind === "postgres") figures.push(await realtimeLag(ctx));
  return figures;
};

/**
 * Realtime lag through the whole app on PostgreSQL: a manager posts a broadcast to one worker over
 * HTTP; lag = from the post command's answer to the frame on the worker's users_{id} websocket
 * (projection, delivery outbox, bus, socket). Reference: the post command's own latency.
 */
const realtimeLag = async (ctx: BenchContext): Promise<Figure> => {
  const t = await createWorkTimeTestApp("postgres");
  const dispatcher = startNotificationDispatcher({ db: t.db, bus: t.bus, mailer: createOutboxMailer(t.db, t.clock), clock: t.clock }, { pollMs: 20 });
  try {
    const boss = await t.founder("Bench");
    const worker = await t.person(boss);
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const channel = await openRealtimeChannel(url, worker.token);
    await channel.waitFor((m) => m.type === "subscribed");
    const csrf = ((await (await fetch(`${url}/api/sanctum/csrf-cookie`)).json()) as { csrf_token: string }).csrf_token;
    const call = (path: string, body?: unknown) =>
      fetch(`${url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${boss.token}`, "x-xsrf-token": csrf, "content-type": "application/json" }, body: JSON.stringify(body ?? {}) });
    const lags: number[] = [];
    const commands: number[] = [];
    const samples = Math.max(30, Math.round(100 * Math.min(1, ctx.scale * 50)));
    for (let i = 0; i < samples + 3; i++) {
      const created = await call(`/companies/${boss.companyId}/broadcasts`, { title: `Lag ${i}`, text: `Lag ${i}`, user_ids: [worker.id] });
      const id = ((await created.json()) as { data: { id: string } }).data.id;
      const c0 = now();
      const answer = await call(`/companies/${boss.companyId}/broadcasts/${id}/post`);
      if (answer.status !== 200) throw new Error(`post answered ${answer.status}`);
      const answered = now();
      await channel.waitFor((m) => m.type === "notification" && (m as { message?: string }).message === `Lag ${i}`, 30_000);
      const arrived = now();
      if (i >= 3) {
        commands.push(answered - c0);
        lags.push(arrived - answered);
      }
    }
    channel.socket.close();
    const l = latencyStats(lags);
    const c = latencyStats(commands);
    ctx.log(`postgres: realtime lag p50 ${l.p50} ms, p99 ${l.p99} ms (post command p50 ${c.p50} ms)`);
    return {
      suite: "notifications",
      name: "realtime lag: post answered -> frame on the recipient's users_{id} websocket",
      engine: "postgres",
      scale: ctx.scale,
      reference: "the post command's own latency over HTTP",
      ratio: ratio(c.p50, l.p50),
      unit: "ms",
      latency: l,
      referenceLatency: c,
    };
  } finally {
    await dispatcher.stop();
    await t.close();
  }
};
