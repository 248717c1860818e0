/**
 * Errors worth retrying because the same batch may well succeed a moment later: the connection
 * dropped, the server restarts or is full, a deadlock or serialization failure, a lock timeout.
 * Anything else thrown while applying an event is treated as a poison event.
 */
const transientSqlStates = new Set(["40001", "40P01", "53300", "55P03", "57P01", "57P02", "57P03"]);
const transientNodeCodes = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
const transientMessages = /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/;

export const isTransientDatabaseError = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; typeof e === "object" && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (code.startsWith("08") || transientSqlStates.has(code) || transientNodeCodes.has(code))) return true;
    if (e instanceof Error && transientMessages.test(e.message)) return true;
  }
  return false;
};
