import { afterEach, describe, expect, it, vi } from "vitest";
import { onDrawerRequest, openDrawer } from "./drawer-requests.ts";

describe("drawer requests", () => {
  const unsubscribes: (() => void)[] = [];
  afterEach(() => {
    unsubscribes.splice(0).forEach((u) => u());
    vi.useRealTimers();
    onDrawerRequest(() => true)(); // a request still waiting does not leak into the next test

  });

  it("hands a request made before its host loaded to the host when it subscribes", () => {
    openDrawer("company-switch");
    const opened: string[] = [];
    unsubscribes.push(onDrawerRequest((id) => id === "company-switch" && opened.push(id) > 0));
    expect(opened).toEqual(["company-switch"]);
    // Handled once: a second host subscribing later does not open it again.
    const again: string[] = [];
    unsubscribes.push(onDrawerRequest((id) => again.push(id) > 0));
    expect(again).toEqual([]);
  });

  it("keeps a request only for hosts that handle its id, and only for a few seconds", () => {
    vi.useFakeTimers();
    openDrawer("company-profile");
    const other: string[] = [];
    unsubscribes.push(onDrawerRequest((id) => id === "company-switch" && other.push(id) > 0));
    expect(other).toEqual([]);
    vi.advanceTimersByTime(11_000);
    const late: string[] = [];
    unsubscribes.push(onDrawerRequest((id) => id === "company-profile" && late.push(id) > 0));
    expect(late).toEqual([]);
  });

  it("delivers to subscribed hosts at once", () => {
    const opened: string[] = [];
    unsubscribes.push(onDrawerRequest((id) => opened.push(id) > 0));
    openDrawer("company-profile");
    expect(opened).toEqual(["company-profile"]);
  });
});
