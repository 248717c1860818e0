import { describe, expect, it } from "vitest";
import { ConfigError, configKeys, isLoopbackHost, loadConfig, requiredKeys, withLocalDevAids } from "./config.ts";
import { developmentPayrollKeysSecret } from "./payroll/payroll-secrets.ts";

/** A payroll keys secret of the right shape (not the development one): required on a shared address. */
const PAYROLL_KEYS_SECRET = "0f".repeat(32);

describe("loadConfig", () => {
  it("has working defaults for the embedded default, read into a frozen object", () => {
    const config = loadConfig("embedded", {});
    expect(config).toMatchObject({
      mode: "embedded",
      port: 3000,
      host: "127.0.0.1",
      publicUrl: "http://127.0.0.1:3000",
      dataDir: "./data",
      webDistDir: "web/dist",
      databaseUrl: undefined,
      eventStoreUrl: undefined,
      natsUrl: undefined,
      logLevel: "info",
      readYourWritesTimeoutMs: 5000,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("reads and converts every key it knows, and ignores others", () => {
    const config = loadConfig("api", {
      PORT: "8080",
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://ledger.example.com",
      DATABASE_URL: "postgres://workledger:secret@postgres:5432/workledger",
      DATABASE_MAX_CONNECTIONS: "25",
      EVENTSTORE_URL: "kurrentdb://kurrentdb:2113?tls=false",
      NATS_URL: "nats://nats:4222",
      LOG_LEVEL: "debug",
      TRUST_PROXY: "true",
      PAYROLL_KEYS_SECRET,
      HOME: "/root",
    });
    expect(config).toMatchObject({ port: 8080, host: "0.0.0.0", publicUrl: "https://ledger.example.com", databaseMaxConnections: 25, logLevel: "debug", trustProxy: true, payrollKeysSecret: PAYROLL_KEYS_SECRET });
    expect(config).not.toHaveProperty("HOME");
  });

  it("treats an empty value as unset, as KEY= in an .env file means", () => {
    expect(loadConfig("embedded", { DATABASE_URL: "", PORT: " " }).databaseUrl).toBeUndefined();
  });

  it("fails fast with a message naming every bad key", () => {
    const attempt = () => loadConfig("embedded", { PORT: "eighty", LOG_LEVEL: "loud", DATABASE_URL: "mysql://x/y" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/Invalid configuration/);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT: /);
      expect(message).toMatch(/LOG_LEVEL: Expected "fatal" \| "error"/);
      expect(message).toMatch(/DATABASE_URL: must be a URL like postgres:\/\//);
      expect((error as ConfigError).fieldErrors.map((e) => e.field)).toEqual(expect.arrayContaining(["PORT", "LOG_LEVEL", "DATABASE_URL"]));
    }
  });

  it("rejects a port out of range", () => {
    expect(() => loadConfig("embedded", { PORT: "70000" })).toThrow(/PORT: Expected a value between 0 and 65535/);
  });

  it("requires a shared database and bus when the API and projections run as separate processes", () => {
    expect(() => loadConfig("api", {})).toThrow(/DATABASE_URL: is required when running in api mode/);
    expect(() => loadConfig("projections", { DATABASE_URL: "postgres://p@h/d" })).toThrow(/NATS_URL: is required when running in projections mode/);
  });
});

describe("the payroll keys secret (PAYROLL_KEYS_SECRET)", () => {
  it("defaults to the development key on loopback only", () => {
    expect(loadConfig("embedded", {}).payrollKeysSecret).toBe(developmentPayrollKeysSecret);
    expect(loadConfig("embedded", { PUBLIC_URL: "http://localhost:5173" }).payrollKeysSecret).toBe(developmentPayrollKeysSecret);
    expect(loadConfig("embedded", { PAYROLL_KEYS_SECRET }).payrollKeysSecret).toBe(PAYROLL_KEYS_SECRET);
  });

  it.each([["embedded"], ["api"], ["exporter"]] as const)("is required in %s mode on a shared address, and the development key is refused there", (mode) => {
    const shared = { HOST: "0.0.0.0", DATABASE_URL: "postgres://p@h/d", NATS_URL: "nats://n:4222" };
    expect(() => loadConfig(mode, shared)).toThrow(/PAYROLL_KEYS_SECRET: is required while HOST \(0\.0\.0\.0\) is not a loopback address/);
    expect(() => loadConfig(mode, { ...shared, HOST: "127.0.0.1", PUBLIC_URL: "https://ledger.example.com" })).toThrow(/PAYROLL_KEYS_SECRET: is required while PUBLIC_URL \(ledger\.example\.com\)/);
    expect(() => loadConfig(mode, { ...shared, PAYROLL_KEYS_SECRET: developmentPayrollKeysSecret.toUpperCase() })).toThrow(/PAYROLL_KEYS_SECRET: is the published development key/);
    expect(loadConfig(mode, { ...shared, PAYROLL_KEYS_SECRET }).payrollKeysSecret).toBe(PAYROLL_KEYS_SECRET);
  });

  it("is not needed by the projection runner, which only copies ciphertext", () => {
    expect(loadConfig("projections", { HOST: "0.0.0.0", DATABASE_URL: "postgres://p@h/d", NATS_URL: "nats://n:4222" }).payrollKeysSecret).toBe(developmentPayrollKeysSecret);
  });

  it("must be 64 hex digits", () => {
    for (const bad of ["abc", "g".repeat(64), "0f".repeat(33)]) expect(() => loadConfig("embedded", { PAYROLL_KEYS_SECRET: bad }), bad).toThrow(/PAYROLL_KEYS_SECRET: must be 64 hex digits/);
  });
});

describe("requiredKeys", () => {
  it("is derived from the schema: nothing for the embedded default, the shared stores for split processes", () => {
    expect(requiredKeys("embedded")).toEqual([]);
    expect(requiredKeys("api").sort()).toEqual(["DATABASE_URL", "NATS_URL"]);
    expect(requiredKeys("projections").sort()).toEqual(["DATABASE_URL", "NATS_URL"]);
  });

  it("names only keys the config reads", () => {
    for (const key of requiredKeys("api")) expect(configKeys).toContain(key);
  });
});

describe("the development aids (demo seed, mail outbox viewer)", () => {
  it("are off unless explicitly enabled", () => {
    expect(loadConfig("embedded", {})).toMatchObject({ seedDemo: false, devOutbox: false });
    expect(loadConfig("embedded", { SEED_DEMO: "true", DEV_OUTBOX: "true" })).toMatchObject({ seedDemo: true, devOutbox: true });
  });

  it.each([["0.0.0.0"], ["192.168.1.10"], ["::"], ["ledger.example.com"]])("refuse to start while bound to %s, naming the key", (host) => {
    for (const key of ["SEED_DEMO", "DEV_OUTBOX"]) {
      const attempt = () => loadConfig("embedded", { HOST: host, PAYROLL_KEYS_SECRET, [key]: "true" });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(new RegExp(`${key}: is a development aid and cannot be on while HOST \\(${host.replaceAll(".", "\\.")}\\) is not a loopback address`));
    }
    expect(loadConfig("embedded", { HOST: host, PAYROLL_KEYS_SECRET, SEED_DEMO: "false", DEV_OUTBOX: "false" })).toMatchObject({ seedDemo: false, devOutbox: false });
  });

  it("refuse to start when the public address is not loopback (a proxy in front of a loopback bind)", () => {
    expect(() => loadConfig("embedded", { PUBLIC_URL: "https://ledger.example.com", DEV_OUTBOX: "true" })).toThrow(/DEV_OUTBOX: .*PUBLIC_URL \(ledger\.example\.com\)/);
    expect(loadConfig("embedded", { PUBLIC_URL: "http://localhost:5173", DEV_OUTBOX: "true" }).devOutbox).toBe(true);
  });

  it("know the loopback addresses", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]"]) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["0.0.0.0", "::", "10.0.0.1", "128.0.0.1", "localhost.example.com", "127.0.0.1.nip.io"]) expect(isLoopbackHost(host), host).toBe(false);
  });

  it("default to on for npm start on loopback, and stay off with a warning anywhere else", () => {
    const local = withLocalDevAids({});
    expect(loadConfig("embedded", local.env)).toMatchObject({ seedDemo: true, devOutbox: true });
    expect(local.warning).toBeUndefined();
    const shared = withLocalDevAids({ HOST: "0.0.0.0", PAYROLL_KEYS_SECRET });
    expect(loadConfig("embedded", shared.env)).toMatchObject({ seedDemo: false, devOutbox: false });
    expect(shared.warning).toMatch(/SEED_DEMO, DEV_OUTBOX\) stay off: HOST \(0\.0\.0\.0\) is not a loopback address/);
    // An explicit value wins, either way.
    expect(loadConfig("embedded", withLocalDevAids({ SEED_DEMO: "false" }).env)).toMatchObject({ seedDemo: false, devOutbox: true });
  });
});
