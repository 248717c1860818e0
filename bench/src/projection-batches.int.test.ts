import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "@workledger/event-store/testing";
import { rebuildProjection, silentLogger, timesheetProjection, workTimerProjection, type Projection } from "@workledger/projections";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "@workledger/projections/testing/projections-test-context.ts";
import { generateLedger } from "./generator/ledger-generator.ts";
import { loadLedger } from "./lib/load-ledger.ts";

/** The projection as it was before batching: `apply` one event at a time. */
const eventByEvent = (p: Projection): Projection => ({ name: p.name, eventTypes: p.eventTypes, tables: p.tables, apply: p.apply });

const snapshot = async (t: ProjectionsTestContext) => ({
  logs: await tableContents(t.db, "timesheet_logs", ["work_id"]),
  history: await tableContents(t.db, "timesheet_log_history", ["position_commit", "position_prepare"]),
  timers: await tableContents(t.db, "work_timers", ["company_id", "worker_id"]),
});

describe.each(testDatabaseKinds)("batched timesheet and work-timer projections on %s", (kind) => {
  let t: ProjectionsTestContext;
  beforeAll(async () => {
    t = await createProjectionsTestContext(kind);
    // Night shifts across both DST changes, month turns, manual logs, edits and confirmations.
    await loadLedger(t.store, generateLedger({ seed: 3, companies: 2, workersPerCompany: 2, from: "2025-03-20", days: 230 }));
  }, 180_000);
  afterAll(async () => t?.drop());

  it("leave exactly the rows of event-by-event application", { timeout: 300_000 }, async () => {
    for (const p of [timesheetProjection, workTimerProjection]) await rebuildProjection({ db: t.db, store: t.store }, eventByEvent(p), { batchSize: 100, logger: silentLogger });
    const one = await snapshot(t);
    expect(one.logs.length).toBeGreaterThan(500);
    expect(one.timers).toHaveLength(4);
    for (const p of [timesheetProjection, workTimerProjection]) await rebuildProjection({ db: t.db, store: t.store }, p, { batchSize: 1000, logger: silentLogger });
    expect(await snapshot(t)).toEqual(one);
    // Odd batch sizes cut a log's events across batches (stored rows patched, not inserted).
    for (const p of [timesheetProjection, workTimerProjection]) await rebuildProjection({ db: t.db, store: t.store }, p, { batchSize: 13, logger: silentLogger });
    expect(await snapshot(t)).toEqual(one);
  });
});
