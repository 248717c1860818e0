import pino, { type Logger } from "pino";
import type { ProjectionLogger } from "@workledger/projections";
import type { Config } from "./config.ts";

/** Structured JSON logs; credentials never reach them. */
export const createLogger = (config: Pick<Config, "logLevel" | "mode">): Logger =>
  pino({
    level: config.logLevel,
    base: { service: `workledger-${config.mode}` },
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'], censor: "[redacted]" },
  });

export const projectionLoggerOf = (logger: Logger): ProjectionLogger => ({
  info: (message, fields) => logger.info({ ...fields }, message),
  error: (message, fields) => logger.error({ ...fields }, message),
});
