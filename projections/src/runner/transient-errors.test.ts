import { describe, expect, it } from "vitest";
import { isTransientDatabaseError } from "./transient-errors.ts";

const pgError = (code: string, message = "db error") => Object.assign(new Error(message), { code });

describe("isTransientDatabaseError", () => {
  it("retries lost connections, restarts, deadlocks, serialization failures and lock timeouts", () => {
    for (const code of ["08006", "08003", "57P01", "40001", "40P01", "53300", "55P03"]) expect(isTransientDatabaseError(pgError(code))).toBe(true);
    expect(isTransientDatabaseError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isTransientDatabaseError(pgError("ECONNREFUSED"))).toBe(true);
  });

  it("looks through causes", () => {
    expect(isTransientDatabaseError(new Error("apply failed", { cause: pgError("57P01") }))).toBe(true);
  });

  it("treats a broken projection or bad data as poison", () => {
    for (const code of ["23505", "23502", "42P01", "22P02", "57014"]) expect(isTransientDatabaseError(pgError(code))).toBe(false);
    expect(isTransientDatabaseError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isTransientDatabaseError("nope")).toBe(false);
    expect(isTransientDatabaseError(undefined)).toBe(false);
  });
});
