/**
 * npm run bench [-- --quick] [-- --only=append,http,projection,history,schedules,reports,notifications,...] [-- --engines=pglite,postgres] [-- --cases=payroll-export]
 * BENCH_SCALE sizes every workload (default 0.02; 1 = the issue's full size: 1,000 workers over a year).
 * Writes bench/results/<date>-<host>.json and prints the summary table.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { describeMachine } from "./lib/machine.ts";
import type { BenchContext, Figure } from "./lib/figure.ts";
import { appendBench } from "./suites/append.bench.ts";
import { httpBench } from "./suites/http.bench.ts";
import { projectionBench } from "./suites/projection.bench.ts";
import { historyBench } from "./suites/history.bench.ts";
import { schedulesBench } from "./suites/schedules.bench.ts";
import { reportsBench } from "./suites/reports.bench.ts";
import { notificationsBench } from "./suites/notifications.bench.ts";
import { auditBench } from "./suites/audit.bench.ts";

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const quick = process.argv.includes("--quick");
/** 1 = the issue's full size (1,337,467 events, about 25 minutes on a quiet 2-core box); the default takes about 2 minutes there. */
const DEFAULT_SCALE = "0.02";
const scale = Number(process.env.BENCH_SCALE ?? (quick ? "0.01" : DEFAULT_SCALE));
if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, got ${process.env.BENCH_SCALE}`);
const engines = (arg("engines") ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
const only = arg("only")?.split(",");
/** Only some cases of a suite (the reports suite: payroll-export = the export vs the report of the same month). */
const cases = arg("cases")?.split(",");
// One suite a line, so capabilities add theirs without touching another's.
const suites = {
  append: appendBench,
  http: httpBench,
  projection: projectionBench,
  history: historyBench,
  reports: reportsBench,
  schedules: schedulesBench,
  notifications: notificationsBench,
  audit: auditBench,
} as const;

const ctx: BenchContext = { scale, log: (line) => console.error(`  ${line}`), ...(cases === undefined ? {} : { cases }) };
const machine = await describeMachine();
const startedAt = new Date();
const figures: Figure[] = [];
const failures: { suite: string; engine: string; error: string }[] = [];
for (const engine of engines) {
  for (const [name, suite] of Object.entries(suites)) {
    if (only !== undefined && !only.includes(name)) continue;
    console.error(`${name} on ${engine} (scale ${scale}) ...`);
    try {
      figures.push(...(await suite(engine, ctx)));
    } catch (error) {
      console.error(error);
      failures.push({ suite: name, engine, error: error instanceof Error ? error.message : String(error) });
    }
  }
}

const fmt = (x: number | undefined, digits = 0) => (x === undefined || Number.isNaN(x) ? "" : x.toFixed(digits));
console.log(`\nWorkledger bench ${startedAt.toISOString()} on ${machine.host}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, load ${machine.loadAverage.join(" ")}, Node ${machine.node}, ${machine.postgres}; scale ${scale}\n`);
console.table(
  figures.map((f) => ({
    engine: f.engine,
    figure: f.name,
    reference: f.reference,
    ours: f.oursPerSecond === undefined ? "" : `${fmt(f.oursPerSecond)} ${f.unit}`,
    ref: f.referencePerSecond === undefined ? "" : `${fmt(f.referencePerSecond)} ${f.unit}`,
    "p50/p99 ms": f.latency === undefined ? "" : `${fmt(f.latency.p50, 2)} / ${fmt(f.latency.p99, 2)}`,
    "ref p50/p99": f.referenceLatency === undefined ? "" : `${fmt(f.referenceLatency.p50, 2)} / ${fmt(f.referenceLatency.p99, 2)}`,
    ratio: f.ratio,
  })),
);
if (failures.length > 0) console.log("Failed suites:", failures);
const dir = new URL("../results/", import.meta.url);
mkdirSync(dir, { recursive: true });
// One file per run (date, time, host, scale), so runs at different scales sit side by side.
const stamp = startedAt.toISOString().slice(0, 16).replace(":", "");
const file = new URL(`${stamp}-${machine.host}-scale${scale}${only === undefined ? "" : `-${only.join("+")}`}${arg("engines") === undefined ? "" : `-${engines.join("+")}`}${cases === undefined ? "" : `-${cases.join("+")}`}.json`, dir);
writeFileSync(file, JSON.stringify({ startedAt, finishedAt: new Date(), scale, quick, machine, figures, failures }, null, 2) + "\n");
console.log(`\nResults: ${file.pathname}`);
process.exit(failures.length > 0 ? 1 : 0);
