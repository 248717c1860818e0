/**
 * Errors worth retrying because the same read or write may well succeed a moment later: the
 * connection dropped, the server restarts, is full or lost its leadership, a deadlock or
 * serialization failure, a lock timeout. Anything else is a real fault (a projection treats it as
 * a poison event). Duck-typed, so this module loads without the KurrentDB client.
 */
const transientSqlStates = new Set(["40001", "40P01", "53300", "55P03", "57P01", "57P02", "57P03"]);
const transientNodeCodes = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
const transientMessages = /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/;
/** KurrentDB client error types: a restart or leader change ends calls with "unavailable" or "not-leader". */
const transientKurrentTypes = new Set(["unavailable", "not-leader", "deadline-exceeded", "timeout"]);
/** gRPC status codes: 4 DEADLINE_EXCEEDED, 14 UNAVAILABLE. */
const transientGrpcCodes = new Set([4, 14]);

export const isTransientError = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; typeof e === "object" && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, type } = e as { code?: unknown; type?: unknown };
    if (typeof code === "string" && (code.startsWith("08") || transientSqlStates.has(code) || transientNodeCodes.has(code))) return true;
    if (typeof code === "number" && transientGrpcCodes.has(code)) return true;
    if (typeof type === "string" && transientKurrentTypes.has(type)) return true;
    if (e instanceof Error && transientMessages.test(e.message)) return true;
  }
  return false;
};
