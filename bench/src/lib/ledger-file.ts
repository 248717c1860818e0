import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import { generateLedger, type GeneratedEvent, type GeneratorOptions } from "../generator/ledger-generator.ts";

/** A hash of the generator's and the work-time domain's sources: a changed decider is a new ledger. */
const sourcesHash = (): string => {
  const hash = createHash("sha256");
  for (const dir of ["../generator/", "../../../domain/src/work-time/"]) {
    const path = fileURLToPath(new URL(dir, import.meta.url));
    for (const name of readdirSync(path).sort()) if (name.endsWith(".ts") && !name.endsWith(".test.ts")) hash.update(name).update(readFileSync(join(path, name)));
  }
  return hash.digest("hex").slice(0, 12);
};

/**
 * The generated ledger written once as NDJSON under the OS temp dir and read back for every engine
 * and every later run: generation is deterministic by its options, and at full size (about 1.3M
 * events) it costs minutes of CPU that measure nothing. The name carries a hash of the generator
 * and work-time domain sources, so a changed decider never reads a stale ledger.
 */
export const ledgerFile = async (options: GeneratorOptions, log: (line: string) => void): Promise<string> => {
  const dir = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), "workledger-bench");
  mkdirSync(dir, { recursive: true });
  const o = options;
  const file = join(dir, `ledger-${sourcesHash()}-seed${o.seed}-${o.companies}x${o.workersPerCompany}-${o.from}-${o.days}d-${o.timeZone ?? "default"}${o.everyLogTyped === true ? "-typed" : ""}.ndjson`.replaceAll("/", "_"));
  if (existsSync(file)) return file;
  const started = performance.now();
  const partial = `${file}.${process.pid}.tmp`;
  const out = createWriteStream(partial);
  let count = 0;
  for (const g of generateLedger(options)) {
    if (!out.write(JSON.stringify(g) + "\n")) await once(out, "drain");
    if (++count % 100_000 === 0) log(`generated ${count} events`);
  }
  out.end();
  await once(out, "finish");
  renameSync(partial, file);
  log(`generated ${count} events in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${file}`);
  return file;
};

export async function* readLedgerFile(file: string): AsyncGenerator<GeneratedEvent> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line.length > 0) yield JSON.parse(line) as GeneratedEvent;
}
