import { sql } from "kysely";
import { createPostgresEventStore } from "@workledger/event-store";
import { createTestDatabase, newTestEvent, type TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import { bareWorkedSecondsPerWorker, createKysely, formatReportPosition, migrateToLatest, payrollProjection, reportPositionAt, reportsPosition, reportsProjection, silentLogger, startProjection } from "@workledger/projections";
import { workTypeDefaults } from "@workledger/command-api/organisation/work-types.routes.ts";
import { buildReport, type ReportQuery } from "@workledger/command-api/reports/report-service.ts";
import { payrollPayBasis } from "@workledger/command-api/payroll/payroll-pay-basis.ts";
import { assertReconciled, payLinesFromBasis, planExport } from "@workledger/integrations";
import { defaultColumns, reportPdf, reportXlsx } from "@workledger/command-api/reports/report-exports.ts";
import type { WorkTypeDetails } from "@workledger/event-schemas";
import type { GeneratorOptions } from "../generator/ledger-generator.ts";
import { ledgerFile, readLedgerFile } from "../lib/ledger-file.ts";
import { loadLedger } from "../lib/load-ledger.ts";
import { latencyStats, now, ratio, takeTurns } from "../lib/stats.ts";
import type { BenchContext, Figure } from "../lib/figure.ts";
import { rawInsertOf } from "./projection.bench.ts";

const finnish = {
  daily: { thresholdSeconds: 28800, tiers: [{ lengthSeconds: 7200, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }] },
  weekly: { thresholdSeconds: 144000, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] },
  monthly: null,
};

/** The generated company's work types (every generated log carries one) with their pay codes: Merit Palk's product number, Netvisor's (Visma) product number. */
const workTypeDetails = (name: string, productNumber: string, vismaProductNumber: string, price: number): WorkTypeDetails => ({
  ...workTypeDefaults,
  name,
  productNumber,
  vismaProductNumber,
  price,
});

const reportKeys: Readonly<Record<string, readonly string[]>> = {
  report_entry_versions: ["company_id", "work_id", "from_commit", "from_prepare"],
  report_work_type_versions: ["company_id", "work_type_id", "from_commit", "from_prepare"],
  report_absence_versions: ["company_id", "request_id", "from_commit", "from_prepare"],
  report_rule_versions: ["company_id", "kind", "group_id", "version"],
  report_rule_assignments: ["company_id", "position_commit", "position_prepare", "kind", "person_id"],
};

/**
 * The reports capability on a generated company (1,000 workers over 2025 at scale 1): the
 * reports projection's rebuild vs raw INSERT of its rows; a month's report (overtime under the
 * Finnish group, per worker, day, week and month) vs the bare SQL aggregate; the same report as of
 * six months back vs now; the payroll export of that month (Netvisor: every log has a work type
 * with a pay code, every worker an employee number, the month confirmed) vs the report; and the
 * XLSX and PDF of that month. `--cases=` picks some: projection (its raw INSERT reference),
 * payroll-export, report (the other report figures), files (XLSX, PDF).
 */
export const reportsBench = async (kind: TestDatabaseKind, ctx: BenchContext): Promise<Figure[]> => {
  const testDb = await createTestDatabase(kind);
  const pool = testDb.database.pool;
  try {
    const store = await createPostgresEventStore(pool);
    const db = createKysely(pool);
    await migrateToLatest(db);
    const workers = Math.max(5, Math.round(1000 * ctx.scale));
    const wants = (name: "projection" | "payroll-export" | "report" | "files"): boolean => ctx.cases === undefined || ctx.cases.includes(name);
    const companyId = "bench-co-0";
    // Rules, work types and settings dated before the generated year, so positions follow the clock.
    const beforeTheYear = (e: { type: string; data: unknown }) => {
      const event = newTestEvent({ companyId, type: e.type, data: e.data });
      return { ...event, metadata: { ...event.metadata, occurredAt: "2024-12-31T00:00:00.000Z" } };
    };
    // The overtime group first.
    const groupEvents = [
      { type: "OvertimeGroupCreated", data: { groupId: "fi", name: "Finnish", rules: finnish } },
      { type: "OvertimeGroupAssigned", data: { groupId: "fi", personIds: Array.from({ length: workers }, (_, w) => `bench-w-0-${w}`) } },
    ].map(beforeTheYear);
    await store.appendToStream(`rule-groups-overtime-${companyId}`, groupEvents, "any");
    // A payroll month: the two work types the generated logs carry, with their pay codes, and the
    // Netvisor codes of the overtime tiers and premiums, saved before the year. The payroll
    // projection reads its few events now, before the ledger is in the log.
    const typeEvents = [
      { type: "WorkTypeCreated", data: { workTypeId: "wt-office", details: workTypeDetails("Office", "1001", "101", 24.5) } },
      { type: "WorkTypeCreated", data: { workTypeId: "wt-site", details: workTypeDetails("Site", "1002", "102", 31) } },
    ].map(beforeTheYear);
    await store.appendToStream(`work-types-${companyId}`, typeEvents, "any");
    const payCodes = {
      target: "netvisor",
      overtime: [
        { period: "daily", tier: 1, code: "110" },
        { period: "daily", tier: 2, code: "111" },
        { period: "weekly", tier: 1, code: "112" },
      ],
      absences: [],
      sundayPremium: "120",
      holidayPremium: "121",
      nightPremium: "122",
    };
    const settingsEvents = [beforeTheYear({ type: "PayrollPayCodesChanged", data: { payCodes } })];
    await store.appendToStream(`payroll-settings-${companyId}`, settingsEvents, "any");
    await (await startProjection({ db, store }, payrollProjection, { logger: silentLogger, stopWhenCaughtUp: true })).done;
    const options: GeneratorOptions = { seed: 7, companies: 1, workersPerCompany: workers, from: "2025-01-01", days: 365, everyLogTyped: true };
    const file = await ledgerFile(options, (line) => ctx.log(`${kind}: ${line}`));
    const events = (await loadLedger(store, readLedgerFile(file))) + groupEvents.length + typeEvents.length + settingsEvents.length;
    ctx.log(`${kind}: ${events} events for ${workers} workers`);

    let t = now();
    const running = await startProjection({ db, store }, reportsProjection, { batchSize: 1000, logger: silentLogger, stopWhenCaughtUp: true });
    await running.done;
    const rebuild = (now() - t) / 1000;
    ctx.log(`${kind}: reports projection over ${events} events in ${rebuild.toFixed(1)} s (${(events / rebuild).toFixed(0)} events/s)`);
    const figures: Figure[] = [];
    if (wants("projection")) {
      let rawSeconds = 0;
      for (const table of Object.keys(reportKeys)) rawSeconds += (await rawInsertOf(pool, table, reportKeys[table]!, 500)).seconds;
      figures.push({
        suite: "reports",
        engine: kind,
        scale: ctx.scale,
        events,
        unit: "events/s",
        name: `reports projection from zero (${workers} workers x 1 year)`,
        reference: "raw INSERT of the resulting rows (500 rows/INSERT)",
        oursPerSecond: events / rebuild,
        referencePerSecond: events / rawSeconds,
        ratio: ratio(events / rebuild, events / rawSeconds),
      });
    }

    const query: ReportQuery = { companyId, from: "2025-11-01", to: "2025-11-30", workerIds: null, workspaceIds: null, workTypeIds: null, confirmation: "all", asOf: { kind: "now" }, timeZone: "Europe/Helsinki" };
    const head = await reportsPosition(db);
    const sixMonthsBack = await reportPositionAt(db, companyId, new Date("2025-06-30T21:00:00.000Z"), head);
    const pastQuery: ReportQuery = { ...query, from: "2025-05-01", to: "2025-05-31", asOf: { kind: "position", position: sixMonthsBack } };
    const nowMay: ReportQuery = { ...pastQuery, asOf: { kind: "now" } };
    // As autovacuum would after a bulk load: statistics and the visibility map (index-only scans of the change counts).
    await sql`vacuum analyze report_entry_versions`.execute(db);
    await sql`vacuum analyze report_absence_versions`.execute(db);
    // The first report of a month computes its figures (the rules) and stores them; later ones read them.
    t = now();
    await buildReport(db, query);
    const coldMs = now() - t;
    t = now();
    if (wants("report")) await buildReport(db, pastQuery);
    const coldPastMs = now() - t;
    ctx.log(`${kind}: first report of the month ${coldMs.toFixed(0)} ms, first as-of report ${coldPastMs.toFixed(0)} ms (figures computed and stored)`);
    const timed = (run: () => Promise<unknown>) => async () => {
      const s = now();
      await run();
      return now() - s;
    };
    // A month's payroll export up to the first request: the report engine's figures as pay lines
    // (payBasis), the target's lines, the reconciliation against the report, and the plan (bodies, hash).
    const everyone = Array.from({ length: workers }, (_, w) => `bench-w-0-${w}`);
    const externalIds = new Map<string, string | null>(everyone.map((id, w) => [id, String(1000 + w)]));
    const payrollExport = async () => {
      const position = formatReportPosition(head);
      const basis = await payrollPayBasis(db)(companyId, { target: "netvisor", from: query.from, to: query.to, workerIds: everyone, position, externalIds });
      const lines = payLinesFromBasis(basis, { target: "netvisor", externalIds });
      const exported = new Set(everyone.filter((id) => !basis.blocked.has(id)));
      assertReconciled(basis, lines, exported);
      const plan = planExport({ companyId, target: "netvisor", period: { start: query.from, end: query.to }, position, ruleVersions: basis.ruleVersions }, lines);
      return { basis, lines, exported, plan };
    };
    const contenders: Record<string, () => Promise<number>> = {};
    let planned = "";
    if (wants("payroll-export")) {
      // Not a timing: the month really is a payroll month (lines for every worker, nobody blocked,
      // the lines agree with the report), or the time below would measure something else.
      const { basis, lines, exported, plan } = await payrollExport();
      const paid = new Set(plan.lines.map((l) => l.workerId));
      const disagreements = basis.reconcile(lines, exported);
      const unpaidHours = basis.unpaid.reduce((sum, u) => sum + (u.unit === "hour" ? u.quantity : 0), 0);
      planned = `${plan.lines.length} lines for ${paid.size} workers, ${basis.blocked.size} blocked, ${basis.unpaid.length} unpaid figures (${unpaidHours.toFixed(1)} h)`;
      ctx.log(`${kind}: payroll export of the month planned ${planned}, ${disagreements.length} disagreements with the report`);
      const uncoded = basis.unpaid.filter((u) => u.component === "normal").length;
      if (plan.lines.length < workers || paid.size < workers || basis.blocked.size > 0 || uncoded > 0 || disagreements.length > 0) {
        throw new Error(`The bench month is not a payroll month: ${planned}, ${uncoded} days of work without a pay code, ${disagreements.length} disagreements (expected lines for all ${workers} workers, none blocked, every log coded, none disagreeing)`);
      }
      contenders.payroll = timed(payrollExport);
      contenders.report = timed(() => buildReport(db, query));
    }
    if (wants("report")) {
      Object.assign(contenders, {
        report: timed(() => buildReport(db, query)),
        summary: timed(() => buildReport(db, { ...query, detail: "summary" })),
        summaryAsOf: timed(() => buildReport(db, { ...pastQuery, detail: "summary" })),
        // The page's second call: an opened worker's days and rows at the summary's position.
        opened: timed(() => buildReport(db, { ...query, workerIds: ["bench-w-0-7"], asOf: { kind: "position", position: head } })),
        reference: timed(() => bareWorkedSecondsPerWorker(db, companyId, query.from, query.to)),
        mayNow: timed(() => buildReport(db, nowMay)),
        mayAsOf: timed(() => buildReport(db, pastQuery)),
      });
    }
    const samples = await takeTurns(contenders, 20);
    const stats = (name: string) => latencyStats(samples.get(name)!);
    if (wants("payroll-export")) {
      const payroll = stats("payroll");
      const report = stats("report");
      ctx.log(`${kind}: payroll export of the month (${planned}) p50 ${payroll.p50.toFixed(0)} ms vs the report ${report.p50.toFixed(0)} ms`);
      figures.push({ suite: "reports", engine: kind, scale: ctx.scale, unit: "ms", name: `payroll export of that month for ${workers} workers to Netvisor up to the first request (report figures as pay lines, reconciliation, plan; ${planned})`, reference: "building the report of the same month (buildReport, every row and day)", ratio: ratio(report.p50, payroll.p50), latency: payroll, referenceLatency: report });
    }
    if (wants("report")) {
      const r = stats("reference");
      const report = stats("report");
      const mayNow = stats("mayNow");
      const mayAsOf = stats("mayAsOf");
      const summary = stats("summary");
      const summaryAsOf = stats("summaryAsOf");
      const opened = stats("opened");
      figures.push(
        { suite: "reports", engine: kind, scale: ctx.scale, unit: "ms", name: `report: a month for ${workers} workers with overtime, days, weeks, months (buildReport)`, reference: "bare SQL GROUP BY of worked seconds on report_entry_versions", ratio: ratio(r.p50, report.p50), latency: report, referenceLatency: r },
        { suite: "reports", engine: kind, scale: ctx.scale, unit: "ms", name: `report page's month call: a summary per worker and totals for ${workers} workers (buildReport detail=summary)`, reference: "bare SQL GROUP BY of worked seconds on report_entry_versions", ratio: ratio(r.p50, summary.p50), latency: summary, referenceLatency: r },
        { suite: "reports", engine: kind, scale: ctx.scale, unit: "ms", name: `report page's second call: one opened worker's month with days and rows, as of the summary's position`, reference: "bare SQL GROUP BY of worked seconds on report_entry_versions", ratio: ratio(r.p50, opened.p50), latency: opened, referenceLatency: r },
        { suite: "reports", engine: kind, scale: ctx.scale, unit: "ms", name: `the summary as of six months back (May 2025 as of 1 July)`, reference: "bare SQL GROUP BY of worked seconds on report_entry_versions", ratio: ratio(r.p50, summaryAsOf.p50), latency: summaryAsOf, referenceLatency: r },
        { suite: "reports", engine: kind, scale: ctx.scale, unit: "ms", name: `first report of that month (computes and stores the month figures): ${coldMs.toFixed(0)} ms; first as-of one: ${coldPastMs.toFixed(0)} ms`, reference: "bare SQL GROUP BY of worked seconds on report_entry_versions", ratio: ratio(r.p50, coldMs), latency: latencyStats([coldMs]), referenceLatency: r },
        { suite: "reports", engine: kind, scale: ctx.scale, unit: "ms", name: `report as of six months back (May 2025 as the ledger stood on 1 July) vs the same month now`, reference: "the same report now", ratio: ratio(mayNow.p50, mayAsOf.p50), latency: mayAsOf, referenceLatency: mayNow },
      );
    }

    if (wants("files")) {
      const month = await buildReport(db, query);
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      t = now();
      const exportOptions = { display: "hhmm" as const, locale: "en" as const, workspaceNames: new Map<string, string>(), absences: [] };
      const xlsx = await reportXlsx(month, defaultColumns, "per_worker", exportOptions);
      const xlsxMs = now() - t;
      t = now();
      const combined = await reportXlsx(month, defaultColumns, "combined", exportOptions);
      const combinedMs = now() - t;
      t = now();
      const pdf = await reportPdf(month, { companyName: "Bench", registrationNumber: null, logo: null }, exportOptions, new Date());
      const pdfMs = now() - t;
      clearInterval(sampler);
      ctx.log(`${kind}: ${month.rows.length} rows; XLSX ${xlsx.length} bytes in ${xlsxMs.toFixed(0)} ms, PDF ${pdf.length} bytes in ${pdfMs.toFixed(0)} ms, peak RSS +${((peak - rssBefore) / 2 ** 20).toFixed(0)} MiB`);
      const rows = (await sql<{ n: string }>`select count(*)::text as n from report_entry_versions`.execute(db)).rows[0]?.n ?? "0";
      figures.push(
        { suite: "reports", engine: kind, scale: ctx.scale, unit: "ms", name: `XLSX of that month (${month.rows.length} rows, one sheet per worker): ${xlsxMs.toFixed(0)} ms, peak RSS +${((peak - rssBefore) / 2 ** 20).toFixed(0)} MiB`, reference: "10 s budget", ratio: ratio(10_000, xlsxMs), latency: latencyStats([xlsxMs]) },
        { suite: "reports", engine: kind, scale: ctx.scale, unit: "ms", name: `XLSX of that month, one sheet (${combined.length} bytes): ${combinedMs.toFixed(0)} ms`, reference: "10 s budget", ratio: ratio(10_000, combinedMs), latency: latencyStats([combinedMs]) },
        { suite: "reports", engine: kind, scale: ctx.scale, unit: "ms", name: `PDF of that month (${month.workers.length} workers): ${pdfMs.toFixed(0)} ms`, reference: "10 s budget", ratio: ratio(10_000, pdfMs), latency: latencyStats([pdfMs]), note: `${rows} entry versions in the read model` },
      );
    }
    await store.close();
    return figures;
  } finally {
    await testDb.drop();
  }
};
