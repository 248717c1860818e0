import { loadavg } from "node:os";
import { sql } from "kysely";
import { createPostgresEventStore, parsePosition, type Position } from "@workledger/event-store";
import { createTestDatabase, type TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { auditProjection, createKysely, listAdminAuditEvents, migrateToLatest, silentLogger, startProjection, type AdminAuditQuery } from "@workledger/projections";
import type { GeneratorOptions } from "../generator/ledger-generator.ts";
import { ledgerFile, readLedgerFile } from "../lib/ledger-file.ts";
import { loadLedger } from "../lib/load-ledger.ts";
import { latencyStats, now, ratio, takeTurns } from "../lib/stats.ts";
import type { BenchContext, Figure } from "../lib/figure.ts";

/** The admin audit page's promise: any page, filtered or not, within this. */
export const AUDIT_PAGE_TARGET_MS = 100;
/** Counted rounds per case: enough that p99 is not simply the slowest sample (with 15 it was), and p95 and the count over the target are read too. */
export const AUDIT_ROUNDS = 200;
const PAGE = 51; // the route asks one more than its 50 to know whether there is a next page

/**
 * The auditor's view over the generated ledger (1,000 workers over 2025 at scale 1, 1,337,467
 * events): the audit projection's catch-up; the audit log's first page and a page half-way down
 * (keyset cursor), unfiltered and filtered by company, person, event type, stream and time range,
 * each against the bare newest-first index read of the same table; and verifying the whole hash chain.
 * Time windows are measured on recorded_at respread over 2025 in log order (see below).
 */
export const auditBench = async (kind: TestDatabaseKind, ctx: BenchContext): Promise<Figure[]> => {
  const testDb = await createTestDatabase(kind);
  const pool = testDb.database.pool;
  try {
    const store = await createPostgresEventStore(pool);
    const db = createKysely(pool);
    await migrateToLatest(db);
    const workers = Math.max(5, Math.round(1000 * ctx.scale));
    const options: GeneratorOptions = { seed: 7, companies: 1, workersPerCompany: workers, from: "2025-01-01", days: 365 };
    const file = await ledgerFile(options, (line) => ctx.log(`${kind}: ${line}`));
    let t = now();
    const events = await loadLedger(store, readLedgerFile(file));
    ctx.log(`${kind}: ${events} events for ${workers} workers appended in ${((now() - t) / 1000).toFixed(1)} s`);

    t = now();
    const running = await startProjection({ db, store }, auditProjection, { batchSize: 1000, logger: silentLogger, stopWhenCaughtUp: true });
    await running.done;
    const catchUp = (now() - t) / 1000;
    ctx.log(`${kind}: audit projection over ${events} events in ${catchUp.toFixed(1)} s (${(events / catchUp).toFixed(0)} events/s)`);
    // The generator appends a year of events within minutes, so every row was recorded in the same
    // hour. A live ledger records over the year in log order: respread the audit rows' recorded_at
    // over 2025 by log position (the read model only; the hash-chained events keep theirs) and
    // rebuild the hour marks, so the time filter is measured as it behaves on such a ledger.
    t = now();
    await sql`UPDATE audit_events a SET recorded_at = timestamptz '2025-01-01T00:00:00Z' + (r.rn::float8 / ${events}) * interval '365 days'
      FROM (SELECT event_id, row_number() OVER (ORDER BY position_commit, position_prepare) AS rn FROM audit_events) r WHERE r.event_id = a.event_id`.execute(db);
    await sql`DELETE FROM audit_time_marks`.execute(db);
    await sql`INSERT INTO audit_time_marks SELECT date_trunc('hour', recorded_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', min(position_commit), max(position_commit) FROM audit_events GROUP BY 1`.execute(db);
    await sql`VACUUM ANALYZE audit_events`.execute(db);
    ctx.log(`${kind}: recorded_at respread over 2025 in log order and vacuumed in ${((now() - t) / 1000).toFixed(1)} s`);

    // Cursors half-way down each filtered list, and a time window in the middle of the recording.
    const midCursor = async (where: ReturnType<typeof sql>): Promise<Position> => {
      const { rows } = await sql<{ c: string; p: string }>`
        WITH m AS (SELECT position_commit, position_prepare FROM audit_events WHERE ${where})
        SELECT position_commit::text AS c, position_prepare::text AS p FROM m ORDER BY position_commit DESC, position_prepare DESC
        OFFSET (SELECT count(*) / 2 FROM m) LIMIT 1`.execute(db);
      return parsePosition(`${rows[0]!.c}/${rows[0]!.p}`);
    };
    const companyId = "bench-co-0";
    const personId = "bench-w-0-0";
    const any = await sql<{ type: string; stream_name: string }>`SELECT type, stream_name FROM audit_events WHERE subject_id = ${personId} ORDER BY position_commit DESC LIMIT 1`.execute(db);
    const type = "WorkPaused";
    const stream = any.rows[0]!.stream_name;
    const span = (await sql<{ lo: Date; hi: Date }>`SELECT min(recorded_at) AS lo, max(recorded_at) AS hi FROM audit_events`.execute(db)).rows[0]!;
    const lo = new Date(span.lo).getTime();
    const hi = new Date(span.hi).getTime();
    const from = new Date(lo + (hi - lo) * 0.45);
    const to = new Date(lo + (hi - lo) * 0.55);
    const cases: { name: string; query: Omit<AdminAuditQuery, "limit">; mid: Position }[] = [
      { name: "unfiltered", query: {}, mid: await midCursor(sql`true`) },
      { name: "company", query: { companyId }, mid: await midCursor(sql`company_id = ${companyId}`) },
      { name: "person (by or about)", query: { personId }, mid: await midCursor(sql`(actor_id = ${personId} OR subject_id = ${personId})`) },
      { name: `type ${type}`, query: { types: [type] }, mid: await midCursor(sql`type = ${type}`) },
      { name: "stream", query: { streamName: stream }, mid: await midCursor(sql`stream_name = ${stream}`) },
      { name: "time range (10 % of the recording)", query: { from, to }, mid: await midCursor(sql`recorded_at >= ${from} AND recorded_at < ${to}`) },
      { name: "company + type + time range", query: { companyId, types: [type], from, to }, mid: await midCursor(sql`company_id = ${companyId} AND type = ${type} AND recorded_at >= ${from} AND recorded_at < ${to}`) },
    ];
    const timed = (run: () => Promise<unknown>) => async () => {
      const s = now();
      await run();
      return now() - s;
    };
    const contenders: Record<string, () => Promise<number>> = {
      reference: timed(() => sql`SELECT event_id FROM audit_events ORDER BY position_commit DESC, position_prepare DESC LIMIT ${PAGE}`.execute(db)),
    };
    for (const c of cases) {
      contenders[`${c.name}: first page`] = timed(() => listAdminAuditEvents(db, { ...c.query, limit: PAGE }));
      contenders[`${c.name}: page half-way down`] = timed(() => listAdminAuditEvents(db, { ...c.query, limit: PAGE, before: c.mid }));
    }
    const samples = await takeTurns(contenders, AUDIT_ROUNDS);
    const reference = latencyStats(samples.get("reference")!);
    const figures: Figure[] = [];
    for (const [name, s] of samples) {
      if (name === "reference") continue;
      const latency = latencyStats(s);
      figures.push({
        suite: "audit",
        engine: kind,
        scale: ctx.scale,
        events,
        unit: "ms",
        name: `audit log ${name} (${PAGE} rows, names joined)`,
        reference: "bare newest-first index read of 51 audit rows",
        ratio: ratio(reference.p50, latency.p50),
        latency,
        referenceLatency: reference,
        note: `${latency.p99 < AUDIT_PAGE_TARGET_MS ? "p99 under" : "p99 OVER"} ${AUDIT_PAGE_TARGET_MS} ms; p95 ${latency.p95} ms; ${s.filter((x) => x >= AUDIT_PAGE_TARGET_MS).length} of ${s.length} samples at or over ${AUDIT_PAGE_TARGET_MS} ms; load ${loadavg().map((x) => x.toFixed(1)).join(" / ")}`,
      });
    }

    t = now();
    const raw = await pool.query("SELECT sum(length(data::text) + length(metadata::text))::text AS bytes FROM wl_events");
    const rawSeconds = (now() - t) / 1000;
    t = now();
    const verdict = await store.verifyChain!({});
    const verifySeconds = (now() - t) / 1000;
    if (!verdict.ok) throw new Error(`the generated ledger's chain is broken: ${JSON.stringify(verdict.firstBreak)}`);
    ctx.log(`${kind}: chain of ${verdict.eventsChecked} events in ${verdict.streamsChecked} streams verified in ${verifySeconds.toFixed(1)} s; reading the same rows' bytes (${String(raw.rows[0]?.bytes)}) took ${rawSeconds.toFixed(1)} s`);
    figures.push(
      {
        suite: "audit",
        engine: kind,
        scale: ctx.scale,
        events,
        unit: "events/s",
        name: `audit projection catch-up from zero (${workers} workers x 1 year)`,
        reference: "verifying the whole chain (below)",
        oursPerSecond: events / catchUp,
        referencePerSecond: verdict.eventsChecked / verifySeconds,
        ratio: ratio(events / catchUp, verdict.eventsChecked / verifySeconds),
      },
      {
        suite: "audit",
        engine: kind,
        scale: ctx.scale,
        events: verdict.eventsChecked,
        unit: "events/s",
        name: "verify the whole hash chain (verifyChain)",
        reference: "one SELECT summing the length of every event's data and metadata",
        oursPerSecond: verdict.eventsChecked / verifySeconds,
        referencePerSecond: verdict.eventsChecked / rawSeconds,
        ratio: ratio(verdict.eventsChecked / verifySeconds, verdict.eventsChecked / rawSeconds),
      },
    );
    await store.close();
    return figures;
  } finally {
    await testDb.drop();
  }
};
