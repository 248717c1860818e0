import { AccessDeniedError, StreamNotFoundError, UnavailableError } from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { isTransientError } from "./transient-errors.ts";

const pgError = (code: string, message = "db error") => Object.assign(new Error(message), { code });

describe("isTransientError", () => {
  it("retries lost connections, restarts, deadlocks, serialization failures and lock timeouts", () => {
    for (const code of ["08006", "08003", "57P01", "40001", "40P01", "53300", "55P03"]) expect(isTransientError(pgError(code))).toBe(true);
    expect(isTransientError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isTransientError(pgError("ECONNREFUSED"))).toBe(true);
  });

  it("retries KurrentDB going away: unavailable (gRPC 14) and a leader change", () => {
    const unavailable = new UnavailableError(undefined, "server restarting");
    expect(unavailable.type).toBe("unavailable");
    expect(isTransientError(unavailable)).toBe(true);
    expect(isTransientError(Object.assign(new Error("14 UNAVAILABLE: No connection established"), { code: 14 }))).toBe(true);
    expect(isTransientError(Object.assign(new Error("leader moved"), { type: "not-leader" }))).toBe(true);
  });

  it("looks through causes", () => {
    expect(isTransientError(new Error("apply failed", { cause: pgError("57P01") }))).toBe(true);
    expect(isTransientError(new Error("subscription dropped", { cause: new UnavailableError() }))).toBe(true);
  });

  it("treats a broken projection, bad data or a refused call as a real fault", () => {
    for (const code of ["23505", "23502", "42P01", "22P02", "22003", "57014"]) expect(isTransientError(pgError(code))).toBe(false);
    expect(isTransientError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isTransientError(new StreamNotFoundError(undefined, "work-1"))).toBe(false);
    expect(isTransientError(new AccessDeniedError())).toBe(false);
    expect(isTransientError(Object.assign(new Error("7 PERMISSION_DENIED"), { code: 7 }))).toBe(false);
    expect(isTransientError("nope")).toBe(false);
    expect(isTransientError(undefined)).toBe(false);
  });
});
