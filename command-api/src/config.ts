import { Effect, Schema } from "effect";
import { SchemaValidationError, decodeOrThrow } from "@workledger/event-schemas";
import { developmentPayrollKeysSecret } from "./payroll/payroll-secrets.ts";

/**
 * How this process runs. embedded: API + projections + web in one process (npm start);
 * api: the API only; projections: the projection runner only. The split modes share state
 * through a real PostgreSQL and NATS, so they require DATABASE_URL and NATS_URL. exporter: the
 * integrations worker that runs payroll export jobs (payroll-exporter-main.ts).
 */
export type ProcessMode = "embedded" | "api" | "projections" | "exporter";
export const processModes: readonly ProcessMode[] = ["embedded", "api", "projections", "exporter"];

const withDefault =
  (value: string) =>
  <S extends Schema.Top & { readonly Encoded: string; readonly DecodingServices: never }>(self: S) =>
    Schema.withDecodingDefaultKey<S>(Effect.succeed(value))(self);
const urlOf = (schemes: readonly string[], example: string) =>
  Schema.String.check(
    Schema.isPattern(new RegExp(`^(${schemes.join("|")})://\\S+$`), {
      message: `must be a URL like ${example}`,
    }),
  );
const positiveInt = (max: number) =>
  Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: max }));

/** The environment, key by key. Every key is documented in .env.example. */
export const EnvSchema = Schema.Struct({
  PORT: Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 65535 })).pipe(withDefault("3000")),
  HOST: Schema.NonEmptyString.pipe(withDefault("127.0.0.1")),
  PUBLIC_URL: Schema.optionalKey(urlOf(["http", "https"], "https://ledger.example.com")),
  DATA_DIR: Schema.NonEmptyString.pipe(withDefault("./data")),
  WEB_DIST_DIR: Schema.NonEmptyString.pipe(withDefault("web/dist")),
  DATABASE_URL: Schema.optionalKey(urlOf(["postgres", "postgresql"], "postgres://user:password@host:5432/workledger")),
  DATABASE_MAX_CONNECTIONS: positiveInt(1000).pipe(withDefault("10")),
  EVENTSTORE_URL: Schema.optionalKey(urlOf(["kurrentdb", "kurrent", "esdb", "kdb"], "kurrentdb://localhost:2113?tls=false")),
  NATS_URL: Schema.optionalKey(urlOf(["nats", "tls", "ws", "wss"], "nats://localhost:4222")),
  NATS_STREAM: Schema.NonEmptyString.pipe(withDefault("WORKLEDGER")),
  NATS_SUBJECT_PREFIX: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]+$/, { message: "must be one subject token (letters, digits, _ or -)" })).pipe(
    withDefault("workledger"),
  ),
  LOG_LEVEL: Schema.Literals(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).pipe(withDefault("info")),
  READ_YOUR_WRITES_TIMEOUT_MS: positiveInt(60_000).pipe(withDefault("5000")),
  TRUST_PROXY: Schema.Literals(["true", "false"]).pipe(withDefault("false")),
  SMTP_URL: Schema.optionalKey(urlOf(["smtp", "smtps"], "smtp://user:password@smtp.example.com:587")),
  MAIL_FROM: Schema.NonEmptyString.pipe(withDefault("Workledger <no-reply@workledger.local>")),
  SEED_DEMO: Schema.Literals(["true", "false"]).pipe(withDefault("false")),
  DEV_OUTBOX: Schema.Literals(["true", "false"]).pipe(withDefault("false")),
  /** Merit Palk's base URL: production by default; a local fake in the end-to-end tests. */
  MERIT_PALK_URL: urlOf(["http", "https"], "https://palk.merit.ee").pipe(withDefault("https://palk.merit.ee")),
  /** AES-256-GCM key (64 hex digits) the payroll API keys are stored under; a development key on loopback only. */
  PAYROLL_KEYS_SECRET: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[0-9a-fA-F]{64}$/, { message: "must be 64 hex digits (32 bytes), e.g. from `openssl rand -hex 32`" }))),
});

/** The modes that store or read payroll API keys (the projection runner only copies ciphertext). */
const payrollKeyModes: readonly ProcessMode[] = ["embedded", "api", "exporter"];

/** The development aids: demo accounts with published passwords, and a page of every mailed link. */
export const devAidKeys = ["SEED_DEMO", "DEV_OUTBOX"] as const;

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach a server bound there. */
export const isLoopbackHost = (host: string): boolean => {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return h === "localhost" || h === "::1" || h === "::ffff:127.0.0.1" || /^127(\.\d{1,3}){3}$/.test(h);
};

/** Why the development aids may not be on here, or undefined when only this machine can reach the server. */
const exposedBy = (env: { readonly HOST: string; readonly PUBLIC_URL?: string | undefined }): string | undefined => {
  if (!isLoopbackHost(env.HOST)) return `HOST (${env.HOST}) is not a loopback address`;
  if (env.PUBLIC_URL !== undefined) {
    let publicHost: string;
    try {
      publicHost = new URL(env.PUBLIC_URL).hostname;
    } catch {
      return "PUBLIC_URL is not a URL";
    }
    if (!isLoopbackHost(publicHost)) return `PUBLIC_URL (${publicHost}) is not a loopback address`;
  }
  return undefined;
};

/** Keys a mode needs beyond the schema's own required keys. */
const modeRequires: Record<ProcessMode, readonly (keyof typeof EnvSchema.Type)[]> = {
  embedded: [],
  api: ["DATABASE_URL", "NATS_URL"],
  projections: ["DATABASE_URL", "NATS_URL"],
  exporter: ["DATABASE_URL", "NATS_URL"],
};

const schemaFor = (mode: ProcessMode) =>
  EnvSchema.check(
    Schema.makeFilter((env: typeof EnvSchema.Type) => {
      const missing = modeRequires[mode]
        .filter((key) => env[key] === undefined)
        .map((key) => ({ path: [key], issue: `is required when running in ${mode} mode` }));
      // Refuse to start rather than quietly expose them: the demo passwords are public, and the outbox holds reset links.
      const exposed = exposedBy(env);
      const aids =
        exposed === undefined
          ? []
          : devAidKeys.filter((key) => env[key] === "true").map((key) => ({ path: [key], issue: `is a development aid and cannot be on while ${exposed}` }));
      // The development key is published: only a server this machine alone reaches may use it.
      const secret =
        exposed === undefined || !payrollKeyModes.includes(mode)
          ? []
          : env.PAYROLL_KEYS_SECRET === undefined
            ? [{ path: ["PAYROLL_KEYS_SECRET"], issue: `is required while ${exposed} (the development key is for loopback only)` }]
            : env.PAYROLL_KEYS_SECRET.toLowerCase() === developmentPayrollKeysSecret
              ? [{ path: ["PAYROLL_KEYS_SECRET"], issue: `is the published development key and cannot be used while ${exposed}` }]
              : [];
      return [...missing, ...aids, ...secret];
    }),
  );

export interface Config {
  readonly mode: ProcessMode;
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly webDistDir: string;
  readonly databaseUrl: string | undefined;
  readonly databaseMaxConnections: number;
  readonly eventStoreUrl: string | undefined;
  readonly natsUrl: string | undefined;
  readonly natsStream: string;
  readonly natsSubjectPrefix: string;
  readonly logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  readonly readYourWritesTimeoutMs: number;
  readonly trustProxy: boolean;
  /** SMTP for outgoing mail; unset keeps mail in the outbox table (`npm run mail` prints it). */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Embedded mode: create the demo company on an empty database (development aid, loopback only). */
  readonly seedDemo: boolean;
  /** Offer GET /api/dev/outbox to platform admins (development aid, loopback only). */
  readonly devOutbox: boolean;
  /** Where the payroll exporter sends Merit Palk requests. */
  readonly meritPalkUrl: string;
  /** The key payroll API keys are encrypted under (64 hex digits): the configured one, or the development key on loopback. */
  readonly payrollKeysSecret: string;
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
  constructor(readonly fieldErrors: readonly { readonly field: string; readonly message: string }[]) {
    super(`Invalid configuration:\n${fieldErrors.map((e) => `  ${e.field}: ${e.message}`).join("\n")}`);
  }
}

/** Only our keys, and an empty value counts as unset (as `KEY=` in an .env file means). */
const ourKeys = (env: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(
    Object.keys(EnvSchema.fields).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === "" ? [] : [[key, value.trim()]];
    }),
  );

/** Reads the configuration once; throws a ConfigError naming every bad key. */
export const loadConfig = (mode: ProcessMode, env: Readonly<Record<string, string | undefined>> = process.env): Config => {
  let e: typeof EnvSchema.Type;
  try {
    e = decodeOrThrow(schemaFor(mode), "configuration")(ourKeys(env));
  } catch (error) {
    if (error instanceof SchemaValidationError) throw new ConfigError(error.fieldErrors);
    throw error;
  }
  return Object.freeze({
    mode,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    dataDir: e.DATA_DIR,
    webDistDir: e.WEB_DIST_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseMaxConnections: e.DATABASE_MAX_CONNECTIONS,
    eventStoreUrl: e.EVENTSTORE_URL,
    natsUrl: e.NATS_URL,
    natsStream: e.NATS_STREAM,
    natsSubjectPrefix: e.NATS_SUBJECT_PREFIX,
    logLevel: e.LOG_LEVEL,
    readYourWritesTimeoutMs: e.READ_YOUR_WRITES_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY === "true",
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO === "true",
    devOutbox: e.DEV_OUTBOX === "true",
    meritPalkUrl: e.MERIT_PALK_URL,
    payrollKeysSecret: e.PAYROLL_KEYS_SECRET ?? developmentPayrollKeysSecret,
  });
};

/**
 * `npm start`'s defaults for local use: the development aids are on unless the environment says
 * otherwise, but only while the server is reachable from this machine alone. Bound anywhere else
 * they stay off and the warning says why (set explicitly there, they refuse to start instead).
 */
export const withLocalDevAids = (
  env: Readonly<Record<string, string | undefined>>,
): { readonly env: Readonly<Record<string, string | undefined>>; readonly warning: string | undefined } => {
  const unset = devAidKeys.filter((key) => (env[key] ?? "").trim() === "");
  if (unset.length === 0) return { env, warning: undefined };
  const host = (env.HOST ?? "").trim() || "127.0.0.1";
  const publicUrl = (env.PUBLIC_URL ?? "").trim();
  const exposed = exposedBy({ HOST: host, PUBLIC_URL: publicUrl === "" ? undefined : publicUrl });
  if (exposed !== undefined) return { env, warning: `Development aids (${unset.join(", ")}) stay off: ${exposed}.` };
  return { env: { ...env, ...Object.fromEntries(unset.map((key) => [key, "true"])) }, warning: undefined };
};

/** Every configuration key this process reads. */
export const configKeys: readonly string[] = Object.keys(EnvSchema.fields);

/** The keys a mode cannot start without, derived from the schema by decoding an empty environment. */
export const requiredKeys = (mode: ProcessMode): string[] => {
  try {
    loadConfig(mode, {});
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [...new Set(error.fieldErrors.map((e) => e.field))];
    throw error;
  }
};

/** Which mode each entry point runs in (docker-compose.yml picks one per service). */
export const entryPointModes: Readonly<Record<string, ProcessMode>> = {
  "command-api/src/main.ts": "embedded",
  "command-api/src/api-main.ts": "api",
  "command-api/src/projections-main.ts": "projections",
  "command-api/src/payroll-exporter-main.ts": "exporter",
};
