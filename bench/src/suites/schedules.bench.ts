import { randomUUID } from "node:crypto";
import { parsePosition } from "@workledger/event-store";
import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { localDateTimeToInstant, mailLimits } from "@workledger/domain";
import { createWorkTimeTestApp, enableFeatures, liftMailCap } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { latencyStats, now, ratio } from "../lib/stats.ts";
import type { BenchContext, Figure } from "../lib/figure.ts";

const ZONE = "Europe/Helsinki";
const READS = 30;
/** The grid's read is the one the 300 ms is about: more samples, so its p99 is not just the slowest of 30. */
const COMPACT_READS = 100;
/** Compact reads each after a change (nothing kept in memory can answer them). */
const COLD_READS = 50;

const dayOf = (first: string, offset: number): string => new Date(Date.parse(`${first}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Schedules at the size: 500 people (BENCH_SCHEDULE_PEOPLE overrides). Publishing a week
 * (one shift a day each: 3,500 shifts in one POST /schedules/{id}/multiple, through session, rights,
 * body ids, decide per person and month, append, locators) against one raw multi-row INSERT of the
 * same event rows into a copy of the events table; then a month (about 15,000 events) read through
 * GET /schedules/{id} (inject: the whole Fastify pipeline and JSON, no socket) against the bare
 * SELECT of the same rows, and the same month in the compact form the web's grid reads
 * (`format=compact`, the events as columns): cold (the first read after a change, built by
 * PostgreSQL) and warm (the schedule unchanged since the last read: kept in memory under the
 * company's version token).
 */
export const schedulesBench = async (kind: TestDatabaseKind, ctx: BenchContext): Promise<Figure[]> => {
  const people = Number(process.env.BENCH_SCHEDULE_PEOPLE ?? (ctx.scale >= 0.02 ? 500 : 100));
  const t = await createWorkTimeTestApp(kind, { start: new Date("2026-11-25T10:00:00.000Z") });
  const pool = t.testDatabase.database.pool;
  try {
    const boss = await t.founder("Bench schedules");
    await enableFeatures(t, boss.companyId, { schedule_active: true });
    // Hundreds of invitations in a day need the cap an admin lifts, 50 addresses a request.
    await liftMailCap(t, boss.companyId, mailLimits.maxLiftedDailyCap);
    const ids: string[] = [];
    for (let i = 0; i < people; i += mailLimits.invitationsPerRequest) {
      const emails = Array.from({ length: Math.min(mailLimits.invitationsPerRequest, people - i) }, (_, k) => `s${i + k}-${randomUUID().slice(0, 6)}@bench.io`);
      const invited = await t.send("POST", `/api/companies/${boss.companyId}/users/invite`, boss.token, { emails, workspace: boss.companyId, language: "en" });
      if (invited.statusCode !== 200) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
      ids.push(...(invited.json().invited as { id: string }[]).map((p) => p.id));
    }
    ctx.log(`${ids.length} people invited`);
    await pool.query("CREATE TABLE IF NOT EXISTS bench_raw_events (LIKE wl_events INCLUDING ALL)");

    // A month of December: five publishes of up to a week each (Dec 1-7, 8-14, 15-21, 22-28, 29-31).
    const publish: number[] = [];
    const raw: number[] = [];
    let events = 0;
    let lastPosition = "";
    for (let week = 0; week < 5; week++) {
      const days = Array.from({ length: 7 }, (_, d) => dayOf("2026-12-01", week * 7 + d)).filter((d) => d <= "2026-12-31");
      const body = {
        events: ids.flatMap((user_id, p) =>
          days.map((date) => ({
            type: "shift",
            user_id,
            start: localDateTimeToInstant(date, p % 5 === 0 ? "22:00" : "08:00", ZONE),
            end: p % 5 === 0 ? localDateTimeToInstant(dayOf(date, 1), "06:00", ZONE) : localDateTimeToInstant(date, "16:00", ZONE),
            pause_length: 30,
          })),
        ),
      };
      const before = (await pool.query<{ n: string }>("select count(*) as n from wl_events")).rows[0]!.n;
      const started = now();
      const answer = await t.send("POST", `/api/schedules/${boss.companyId}/multiple`, boss.token, body);
      const ms = now() - started;
      if (answer.statusCode !== 201) throw new Error(`multiple: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
      lastPosition = answer.json().position as string;
      events += body.events.length;
      // The reference: the rows this call appended, as one multi-row INSERT (chunks within PostgreSQL's parameter limit).
      const { rows } = await pool.query("select event_id, stream_name, stream_revision, type, schema_version, data, metadata from wl_events order by global_position offset $1", [Number(before)]);
      await pool.query("TRUNCATE bench_raw_events");
      const rawStarted = now();
      for (let i = 0; i < rows.length; i += 1000) {
        const chunk = rows.slice(i, i + 1000);
        const values = chunk.map((_, k) => `($${k * 7 + 1}::uuid, $${k * 7 + 2}, $${k * 7 + 3}::bigint, $${k * 7 + 4}, $${k * 7 + 5}::int, $${k * 7 + 6}::jsonb, $${k * 7 + 7}::jsonb)`).join(", ");
        await pool.query(
          `INSERT INTO bench_raw_events (event_id, stream_name, stream_revision, type, schema_version, data, metadata) VALUES ${values}`,
          chunk.flatMap((r) => [r.event_id, r.stream_name, r.stream_revision, r.type, r.schema_version, JSON.stringify(r.data), JSON.stringify(r.metadata)]),
        );
      }
      const rawMs = now() - rawStarted;
      if (days.length === 7) {
        publish.push(ms);
        raw.push(rawMs);
      }
      ctx.log(`published ${body.events.length} shifts in ${ms.toFixed(0)} ms (raw INSERT of the ${rows.length} rows ${rawMs.toFixed(0)} ms)`);
    }
    // Read-your-writes on the last publish's answered position: the month is read once the schedule has it all.
    await t.readModels.waitForPosition("schedules", parsePosition(lastPosition), { timeoutMs: 600_000 });
    // The reads are timed on a quiet server: every other projection in this process (audit,
    // notifications, reports, ...) first catches up with the 15,500 planned events, which otherwise
    // share the event loop and the pool with the reads being timed.
    const caughtUp = now();
    for (const { name } of await t.readModels.statuses()) await t.readModels.waitForPosition(name, parsePosition(lastPosition), { timeoutMs: 600_000 });
    ctx.log(`every projection caught up ${(now() - caughtUp).toFixed(0)} ms after the schedule`);
    const url = `/api/schedules/${boss.companyId}?from=2026-12-01&to=2026-12-31`;
    const warm = await t.send("GET", url, boss.token);
    const count = (warm.json().data.events as unknown[]).length;
    if (count !== events) {
      const rows = (await pool.query<{ n: string }>("select count(*)::text as n from schedule_events where company_id = $1", [boss.companyId])).rows[0]!.n;
      const parked = (await pool.query<{ error: string; n: string }>("select error, count(*)::text as n from projection_parked_events group by error")).rows;
      const logged = (await pool.query<{ n: string }>("select count(*)::text as n from wl_events where type = 'ScheduleEventCreated'")).rows[0]!.n;
      throw new Error(`the month answered ${count} events, ${events} planned; ${rows} rows, ${logged} created in the log, parked ${JSON.stringify(parked)}`);
    }
    const compactUrl = `${url}&format=compact`;
    const warmCompact = await t.send("GET", compactUrl, boss.token);
    const compactCount = (warmCompact.json().data.events.id as unknown[]).length;
    if (compactCount !== count) throw new Error(`the compact month answered ${compactCount} events, the full one ${count}`);
    const fullBytes = Buffer.byteLength(warm.body);
    const compactBytes = Buffer.byteLength(warmCompact.body);
    ctx.log(`month answer: ${fullBytes} bytes full, ${compactBytes} bytes compact`);
    const api: number[] = [];
    const compact: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < READS; i++) {
      let started = now();
      const answer = await t.send("GET", url, boss.token);
      api.push(now() - started);
      if (answer.statusCode !== 200) throw new Error(`read: ${answer.statusCode}`);
      started = now();
      await pool.query("select * from schedule_events where company_id = $1 and date >= $2 and date <= $3 order by start_at, event_id", [boss.companyId, "2026-12-01", "2026-12-31"]);
      bare.push(now() - started);
    }
    // The compact reads in loops of their own: interleaved with the full reads, about a third of them
    // took ~300 ms against a p50 of ~120 ms (likely collecting the 13 MB answer before; not profiled).
    // Cold: each read is the first after a change (the company's version token drawn anew, as the
    // projection does with every change), so the month is built by PostgreSQL again.
    const cold: number[] = [];
    for (let i = 0; i < COLD_READS; i++) {
      await pool.query("update schedule_company_versions set version = gen_random_uuid()::text where company_id = $1", [boss.companyId]);
      const started = now();
      const compactAnswer = await t.send("GET", compactUrl, boss.token);
      cold.push(now() - started);
      if (compactAnswer.statusCode !== 200 || compactAnswer.body !== warmCompact.body) throw new Error(`cold compact read: ${compactAnswer.statusCode}, answer ${compactAnswer.body === warmCompact.body ? "same" : "different"}`);
    }
    // Warm: the schedule unchanged since the last read (a manager paging back and forth, a second manager, a reload).
    for (let i = 0; i < COMPACT_READS; i++) {
      const started = now();
      const compactAnswer = await t.send("GET", compactUrl, boss.token);
      compact.push(now() - started);
      if (compactAnswer.statusCode !== 200 || compactAnswer.body !== warmCompact.body) throw new Error(`compact read: ${compactAnswer.statusCode}`);
    }
    const publishStats = latencyStats(publish);
    const rawStats = latencyStats(raw);
    const apiStats = latencyStats(api);
    const bareStats = latencyStats(bare);
    const compactStats = latencyStats(compact);
    const coldStats = latencyStats(cold);
    const weekShifts = people * 7;
    return [
      {
        suite: "schedules",
        name: `publish a week: ${weekShifts} shifts in one multiple call (${people} people)`,
        engine: kind,
        scale: ctx.scale,
        reference: "one multi-row INSERT (1,000 rows a statement) of the same event rows into a copy of wl_events",
        oursPerSecond: (weekShifts / publishStats.p50) * 1000,
        referencePerSecond: (weekShifts / rawStats.p50) * 1000,
        ratio: ratio(rawStats.p50, publishStats.p50),
        unit: "events/s",
        events: weekShifts,
        latency: publishStats,
        referenceLatency: rawStats,
      },
      {
        suite: "schedules",
        name: `read a month: GET /schedules/{id}, ${count} events of ${people} people`,
        engine: kind,
        scale: ctx.scale,
        reference: "the bare SELECT of the same schedule_events rows",
        ratio: ratio(bareStats.p50, apiStats.p50),
        unit: "ms",
        events: count,
        latency: apiStats,
        referenceLatency: bareStats,
        note: `target: under 300 ms (p50 ${apiStats.p50.toFixed(0)} ms); ${fullBytes} bytes`,
      },
      {
        suite: "schedules",
        name: `read a month compact (the grid's form), cold (first read after a change): GET /schedules/{id}?format=compact, ${count} events of ${people} people`,
        engine: kind,
        scale: ctx.scale,
        reference: "the bare SELECT of the same schedule_events rows",
        ratio: ratio(bareStats.p50, coldStats.p50),
        unit: "ms",
        events: count,
        latency: coldStats,
        referenceLatency: bareStats,
        note: `target: under 300 ms (p50 ${coldStats.p50.toFixed(0)} ms, p99 ${coldStats.p99.toFixed(0)} ms); ${compactBytes} bytes (full: ${fullBytes})`,
      },
      {
        suite: "schedules",
        name: `read a month compact (the grid's form), warm (schedule unchanged since the last read): GET /schedules/{id}?format=compact, ${count} events of ${people} people`,
        engine: kind,
        scale: ctx.scale,
        reference: "the bare SELECT of the same schedule_events rows",
        ratio: ratio(bareStats.p50, compactStats.p50),
        unit: "ms",
        events: count,
        latency: compactStats,
        referenceLatency: bareStats,
        note: `target: under 300 ms (p50 ${compactStats.p50.toFixed(0)} ms, p99 ${compactStats.p99.toFixed(0)} ms)`,
      },
    ];
  } finally {
    await t.close();
  }
};
