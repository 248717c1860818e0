import { describe, expect, it } from "vitest";
import { isNewerBuild, readBuildMeta, shouldReloadFor } from "./build-check.ts";

const app = "2026-11-22T10:00:00.000Z";

describe("build check", () => {
  it("reads the meta file leniently", () => {
    expect(readBuildMeta({ buildTime: app })).toEqual({ buildTime: app });
    expect(readBuildMeta("<html>")).toBeNull();
    expect(readBuildMeta({ buildTime: 3 })).toBeNull();
  });
  it("sees a newer server build", () => {
    expect(isNewerBuild({ buildTime: "2026-11-22T11:00:00.000Z" }, app)).toBe(true);
    expect(isNewerBuild({ buildTime: app }, app)).toBe(false);
    expect(isNewerBuild({ buildTime: "2026-11-21T00:00:00.000Z" }, app)).toBe(false);
    expect(isNewerBuild({ buildTime: "garbage" }, app)).toBe(false);
    expect(isNewerBuild(null, app)).toBe(false);
  });
  it("reloads once per server build", () => {
    const server = { buildTime: "2026-11-22T11:00:00.000Z" };
    expect(shouldReloadFor(server, app, null)).toBe(true);
    expect(shouldReloadFor(server, app, server.buildTime)).toBe(false);
  });
});
