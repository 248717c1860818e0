import pino, { type DestinationStream, type Logger } from "pino";
import type { ProjectionLogger } from "@workledger/projections";
import type { Config } from "./config.ts";
import { requestLogSerializer } from "./http/log-redaction.ts";

/**
 * Structured JSON logs; credentials never reach them: headers that carry them are redacted, and
 * every logged request URL has its token-like query parameters stripped (http/log-redaction.ts).
 */
export const createLogger = (config: Pick<Config, "logLevel" | "mode">, destination?: DestinationStream): Logger => {
  const options = {
    level: config.logLevel,
    base: { service: `workledger-${config.mode}` },
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'], censor: "[redacted]" },
    serializers: { req: requestLogSerializer },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
};

export const projectionLoggerOf = (logger: Logger): ProjectionLogger => ({
  info: (message, fields) => logger.info({ ...fields }, message),
  error: (message, fields) => logger.error({ ...fields }, message),
});
