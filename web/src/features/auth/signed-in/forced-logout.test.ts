import { describe, expect, it } from "vitest";
import { afterSocketClose, afterTicketFailure, forcedLogoutOf, realtimeUrl } from "./forced-logout.ts";

describe("forced logout frames", () => {
  it("reads user-role-changed and company-disabled with the spec's texts", () => {
    expect(forcedLogoutOf(JSON.stringify({ channel: "users_1", type: "user-role-changed" }))).toEqual({
      title: "Oops!",
      message: "You are forced to logout due to your account has been updated",
    });
    expect(forcedLogoutOf(JSON.stringify({ type: "company-disabled", title: "Oops!", message: "You are forced to logout due to your account has been disabled" }))?.message).toBe(
      "You are forced to logout due to your account has been disabled",
    );
  });

  it("ignores other frames", () => {
    expect(forcedLogoutOf(JSON.stringify({ type: "subscribed", channel: "users_1" }))).toBeNull();
    expect(forcedLogoutOf(JSON.stringify({ type: "worker-missing-work" }))).toBeNull();
    expect(forcedLogoutOf("not json")).toBeNull();
  });

  it("connects to the user's channel with a ticket, never the access token", () => {
    expect(realtimeUrl({ protocol: "https:", host: "a.test" }, "t k", "u1")).toBe("wss://a.test/api/realtime?ticket=t%20k&channel=users_u1");
    expect(realtimeUrl({ protocol: "http:", host: "a.test" }, "x", "u1")).not.toContain("token=");
  });

  it("checks the session on 4401, stops on 4403 and reconnects after network closes", () => {
    expect([afterSocketClose(4401), afterSocketClose(4403), afterSocketClose(1006), afterSocketClose(1001)]).toEqual(["check-session", "stop", "reconnect", "reconnect"]);
  });

  it("reads a failed ticket request: 401 ends the session, no answer, a throttle or a busy server retries, the rest stops", () => {
    expect([afterTicketFailure(401), afterTicketFailure(null), afterTicketFailure(503), afterTicketFailure(429), afterTicketFailure(403), afterTicketFailure(501)]).toEqual(["ended", "retry", "retry", "retry", "stop", "stop"]);
  });
});
