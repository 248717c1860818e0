import { describe, expect, it, vi } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { idleLogoutDelayMs, idleLogoutMachine, idleTimeoutMs } from "./idle-logout.machine.ts";

const start = () => {
  const clock = new SimulatedClock();
  const logout = vi.fn();
  const actor = createActor(idleLogoutMachine.provide({ actions: { logout } }), { clock }).start();
  return { clock, logout, actor };
};

describe("idle logout", () => {
  it("logs out 18,000,000 ms plus 3 s after the last activity", () => {
    const { clock, logout, actor } = start();
    clock.increment(idleTimeoutMs - 1);
    expect(actor.getSnapshot().value).toBe("active");
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe("expiring");
    clock.increment(idleLogoutDelayMs - 1);
    expect(logout).not.toHaveBeenCalled();
    clock.increment(1);
    expect(logout).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("restarts the wait on activity", () => {
    const { clock, logout, actor } = start();
    clock.increment(idleTimeoutMs - 10);
    actor.send({ type: "user.activity" });
    clock.increment(idleTimeoutMs - 10);
    expect(actor.getSnapshot().value).toBe("active");
    clock.increment(10);
    expect(actor.getSnapshot().value).toBe("expiring");
    clock.increment(idleLogoutDelayMs);
    expect(logout).toHaveBeenCalledOnce();
  });

  it("ignores activity once expiring", () => {
    const { clock, logout, actor } = start();
    clock.increment(idleTimeoutMs);
    actor.send({ type: "user.activity" });
    clock.increment(idleLogoutDelayMs);
    expect(logout).toHaveBeenCalledOnce();
  });
});
