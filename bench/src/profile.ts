/**
 * CPU profile of the measured part of one suite, with its self time summarised:
 *   npx tsx bench/src/profile.ts projection [scale=0.01] [postgres|pglite]   the timesheet catch-up alone
 *   npx tsx bench/src/profile.ts http [scale=0.05] [postgres|pglite]         the punch load (autocannon, same process)
 * Writes bench/tmp/<suite>-<engine>-scale<s>.cpuprofile (open it in Chrome DevTools) and prints
 * the self time by place (our packages, each dependency, Node, GC, idle) and by function.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import type { TestDatabaseKind } from "@workledger/event-store/testing/index.ts";
import type { BenchContext } from "./lib/figure.ts";
import { summarizeProfile, type CpuProfile } from "./lib/profile-summary.ts";
import { httpBench } from "./suites/http.bench.ts";
import { projectionBench } from "./suites/projection.bench.ts";

const suite = process.argv[2] ?? "projection";
if (suite !== "projection" && suite !== "http") throw new Error(`profile: suite must be projection or http, got ${suite}`);
const scale = Number(process.argv[3] ?? (suite === "http" ? "0.05" : "0.01"));
const kind = (process.argv[4] ?? "postgres") as TestDatabaseKind;
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 500 });
let profile: CpuProfile | undefined;
const ctx: BenchContext = {
  scale,
  log: (line) => console.error(`  ${line}`),
  phase: async (name, run) => {
    await session.post("Profiler.start");
    const started = performance.now();
    try {
      return await run();
    } finally {
      profile = (await session.post("Profiler.stop")).profile as unknown as CpuProfile;
      console.error(`profiled ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  },
};
const figures = await (suite === "http" ? httpBench : projectionBench)(kind, ctx);
console.table(figures.map((f) => ({ figure: f.name, ours: f.oursPerSecond?.toFixed(0) ?? f.latency?.p50, ratio: f.ratio })));
if (profile === undefined) throw new Error("the suite ran no profiled phase");
const dir = new URL("../tmp/", import.meta.url);
mkdirSync(dir, { recursive: true });
const out = new URL(`${suite}-${kind}-scale${scale}.cpuprofile`, dir);
writeFileSync(out, JSON.stringify(profile));
const { byPlace, byFunction } = summarizeProfile(profile);
console.log(`\nSelf time by place (${suite}, ${kind}, scale ${scale}):`);
console.table(byPlace);
console.log("Self time by function:");
console.table(byFunction);
console.log(`Profile: ${out.pathname}`);
