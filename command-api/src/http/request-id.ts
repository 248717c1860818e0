import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const requestIdHeader = "x-request-id";

// An id from a proxy is trusted only if it looks like an id: it ends up in logs and headers.
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours the caller's x-request-id (so one id follows a request through proxies), else a UUID. */
export const genReqId = (request: IncomingMessage): string => {
  const incoming = request.headers[requestIdHeader];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && acceptable.test(value) ? value : randomUUID();
};
