import { readFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { testServerUrl } from "@workledger/event-store/testing/index.ts";

const versionOf = (pkg: string): string => {
  try {
    const url = new URL(`../../../node_modules/${pkg}/package.json`, import.meta.url);
    return (JSON.parse(readFileSync(url, "utf8")) as { version: string }).version;
  } catch {
    return "not installed";
  }
};

/** What the figures were measured on: they only mean something next to this. */
export const describeMachine = async () => {
  let postgres = "unreachable";
  try {
    const client = new pg.Client({ connectionString: testServerUrl() });
    await client.connect();
    postgres = ((await client.query<{ v: string }>("select version() as v")).rows[0]?.v ?? "?").split(" on ")[0]!;
    await client.end();
  } catch {
    // The PGlite figures still stand on their own.
  }
  return {
    host: os.hostname(),
    cpu: os.cpus()[0]?.model ?? "unknown",
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
    platform: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres,
    packages: Object.fromEntries(
      ["@electric-sql/pglite", "pg", "kysely", "fastify", "effect", "autocannon", "@event-driven-io/emmett-postgresql"].map((p) => [p, versionOf(p)]),
    ),
  };
};
