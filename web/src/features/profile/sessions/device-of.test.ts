import { describe, expect, it } from "vitest";
import { deviceOf } from "./device-of.ts";

describe("the device a session was opened on", () => {
  it("names common browsers and systems", () => {
    expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toEqual({ browser: "Firefox", os: "Linux" });
    expect(deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")).toEqual({ browser: "Safari", os: "iOS" });
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toEqual({ browser: "Edge", os: "Windows" });
    expect(deviceOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toEqual({ browser: "Chrome", os: "macOS" });
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36")).toEqual({ browser: "Chrome", os: "Android" });
    expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36")).toEqual({ browser: "Chrome", os: "Linux" });
  });

  it("admits what it cannot tell", () => {
    expect(deviceOf("curl/8.5.0")).toEqual({ browser: null, os: null });
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
    expect(deviceOf("  ")).toEqual({ browser: null, os: null });
  });
});
