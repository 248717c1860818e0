import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { generateLedger, type GeneratedEvent, type GeneratorOptions } from "../generator/ledger-generator.ts";

/**
 * The generated ledger written once as NDJSON under the OS temp dir and read back for every engine
 * and every later run: generation is deterministic by its options, and at full size (about 1.3M
 * events) it costs minutes of CPU that measure nothing.
 */
export const ledgerFile = async (options: GeneratorOptions, log: (line: string) => void): Promise<string> => {
  const dir = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), "workledger-bench");
  mkdirSync(dir, { recursive: true });
  const o = options;
  const file = join(dir, `ledger-v1-seed${o.seed}-${o.companies}x${o.workersPerCompany}-${o.from}-${o.days}d-${o.timeZone ?? "default"}.ndjson`.replaceAll("/", "_"));
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
