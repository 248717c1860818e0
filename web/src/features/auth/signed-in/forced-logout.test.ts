import { describe, expect, it } from "vitest";
import { forcedLogoutOf, realtimeUrl, shouldReconnect } from "./forced-logout.ts";

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

  it("connects to the user's channel with the token and stops on 4401/4403", () => {
    expect(realtimeUrl({ protocol: "https:", host: "a.test" }, "t k", "u1")).toBe("wss://a.test/api/realtime?token=t%20k&channel=users_u1");
    expect([shouldReconnect(1006), shouldReconnect(4401), shouldReconnect(4403)]).toEqual([true, false, false]);
  });
});
