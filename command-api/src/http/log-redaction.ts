import type { FastifyRequest } from "fastify";

/**
 * Query parameters whose value is a credential: tokens of every kind, realtime tickets, signed-link
 * signatures, one-time codes, keys, passwords. Matched on the name, so a new `reset_token` or
 * `x-amz-signature` is covered without a change here.
 */
const secretParameter = /token|ticket|signature|secret|passw|otp|nonce|credential|auth|session|api[-_]?key|^(code|key|sig|hash|jwt)$/i;

export const redactedValue = "[redacted]";

/** The URL with the value of every credential-like query parameter replaced (names and order kept). */
export const redactedUrl = (url: string): string => {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const query = url.slice(queryAt + 1);
  const parts = query.split("&").map((part) => {
    const equals = part.indexOf("=");
    const rawName = equals < 0 ? part : part.slice(0, equals);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replaceAll("+", " "));
    } catch {
      // a malformed name is checked as it came
    }
    return equals >= 0 && secretParameter.test(name) ? `${rawName}=${redactedValue}` : part;
  });
  return `${url.slice(0, queryAt)}?${parts.join("&")}`;
};

/**
 * How a request appears in every log line (Fastify's `incoming request` among them): the fields
 * Fastify logs by default, with the URL redacted. Headers are never logged.
 */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
