import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configKeys, entryPointModes, loadConfig, requiredKeys } from "@workledger/command-api/config.ts";

// There is no Docker engine on these machines: the file is checked against the config module instead.
const root = join(import.meta.dirname, "..");

interface ComposeService {
  readonly image?: string;
  readonly build?: unknown;
  readonly command?: string | readonly string[];
  readonly environment?: Readonly<Record<string, string | number | boolean | null>> | readonly string[];
  readonly depends_on?: unknown;
}

const compose = parse(readFileSync(join(root, "docker-compose.yml"), "utf8"), { merge: true }) as {
  readonly services: Readonly<Record<string, ComposeService>>;
};
const services = Object.entries(compose.services);

const environmentOf = (service: ComposeService): Record<string, string> => {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((line: string) => [line.split("=")[0]!, line.split("=").slice(1).join("=")]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? "" : String(v)]));
};

const entryPointOf = (service: ComposeService): string | undefined => {
  const command = Array.isArray(service.command) ? service.command.join(" ") : String(service.command ?? "");
  return Object.keys(entryPointModes).find((entry) => command.includes(entry));
};

const ours = services.filter(([, s]) => s.build !== undefined);

describe("docker-compose.yml", () => {
  it.each([
    ["KurrentDB", /kurrentdb|eventstore/],
    ["PostgreSQL", /^postgres(:|$)/],
    ["NATS", /^nats(:|$)/],
  ])("declares %s", (_name, image) => {
    expect(services.some(([, s]) => image.test(s.image?.split("/").pop() ?? ""))).toBe(true);
  });

  it("runs NATS with JetStream", () => {
    const nats = services.find(([, s]) => /^nats(:|$)/.test(s.image ?? ""))?.[1];
    const command = Array.isArray(nats?.command) ? nats.command : String(nats?.command ?? "").split(" ");
    expect(command).toContain("-js");
  });

  it("runs the API and the projections as separate services built from this repo", () => {
    const modes = ours.map(([, s]) => entryPointModes[entryPointOf(s) ?? ""]);
    expect(modes).toEqual(expect.arrayContaining(["api", "projections"]));
    expect(existsSync(join(root, "Dockerfile"))).toBe(true);
  });

  describe.each(ours)("service %s", (_name, service) => {
    const entry = entryPointOf(service);
    const mode = entryPointModes[entry ?? ""];
    const env = environmentOf(service);

    it("starts one of our entry points", () => {
      expect(entry).toBeDefined();
      expect(existsSync(join(root, entry!))).toBe(true);
    });

    it("provides every key the config module requires in its mode", () => {
      for (const key of requiredKeys(mode!)) expect(env, key).toHaveProperty(key);
      // The whole environment must also pass the config schema, so a typo'd value fails here, not at boot.
      expect(() => loadConfig(mode!, env)).not.toThrow();
    });

    it("sets only keys the config module reads", () => {
      for (const key of Object.keys(env)) expect(configKeys, key).toContain(key);
    });

    it("points at the compose services, not at localhost", () => {
      const config = loadConfig(mode!, env);
      for (const url of [config.databaseUrl, config.eventStoreUrl, config.natsUrl]) {
        expect(url).toBeDefined();
        const host = new URL(url!).hostname;
        expect(compose.services).toHaveProperty(host);
      }
    });

    it("ships with the development aids (demo seed, outbox viewer) off, and says so", () => {
      expect(loadConfig(mode!, env)).toMatchObject({ seedDemo: false, devOutbox: false });
      expect(env).toMatchObject({ SEED_DEMO: "false", DEV_OUTBOX: "false" });
    });
  });
});

describe(".env.example", () => {
  const documented = readFileSync(join(root, ".env.example"), "utf8")
    .split("\n")
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((key): key is string => key !== undefined);

  it("documents every configuration key, and only those", () => {
    expect([...documented].sort()).toEqual([...configKeys].sort());
  });

  it("is itself a valid configuration for the embedded default", () => {
    const env = Object.fromEntries(
      readFileSync(join(root, ".env.example"), "utf8")
        .split("\n")
        .filter((line) => /^[A-Z]/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(() => loadConfig("embedded", env)).not.toThrow();
  });
});
