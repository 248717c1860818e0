import { describe, expect, it } from "vitest";
import { sessionAbsoluteLifetimeMs, sessionExpiresAt, sessionExpiryAt, sessionIdleTimeoutMs } from "./session-lifetime.ts";

const start = new Date("2026-11-25T08:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("session lifetime", () => {
  it("uses the spec's idle timeout (18,000,000 ms plus 3 s) and a 12-hour absolute lifetime", () => {
    expect(sessionIdleTimeoutMs).toBe(18_003_000);
    expect(sessionAbsoluteLifetimeMs).toBe(43_200_000);
  });

  describe("when the session is used now and then", () => {
    it("counts until the idle timeout has passed since the last request", () => {
      const session = { createdAt: start, lastSeenAt: at(3_600_000) };
      expect(sessionExpiryAt(session, at(3_600_000 + sessionIdleTimeoutMs))).toBeNull();
      expect(sessionExpiryAt(session, at(3_600_000 + sessionIdleTimeoutMs + 1))).toBe("idle");
      expect(sessionExpiresAt(session)).toEqual(at(3_600_000 + sessionIdleTimeoutMs));
    });
  });

  describe("when the session is busy all day", () => {
    it("ends at the absolute lifetime however recent the last request", () => {
      const session = { createdAt: start, lastSeenAt: at(sessionAbsoluteLifetimeMs - 1000) };
      expect(sessionExpiryAt(session, at(sessionAbsoluteLifetimeMs))).toBeNull();
      expect(sessionExpiryAt(session, at(sessionAbsoluteLifetimeMs + 1))).toBe("lifetime");
      expect(sessionExpiresAt(session)).toEqual(at(sessionAbsoluteLifetimeMs));
    });

    it("names the lifetime when both limits have passed", () => {
      expect(sessionExpiryAt({ createdAt: start, lastSeenAt: start }, at(sessionAbsoluteLifetimeMs + 1))).toBe("lifetime");
    });
  });
});
