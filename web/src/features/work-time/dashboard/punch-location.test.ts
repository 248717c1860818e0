import { describe, expect, it } from "vitest";
import { locationFields, punchLocation, type PositionSource } from "./punch-location.ts";

const at = (latitude: number, longitude: number): PositionSource => ({ getCurrentPosition: (success) => success({ coords: { latitude, longitude } }) });

describe("punch location", () => {
  it("asks the browser only when the worker's location is tracked", async () => {
    expect(await punchLocation(true, at(60.17, 24.94))).toEqual({ latitude: 60.17, longitude: 24.94 });
    expect(await punchLocation(false, at(60.17, 24.94))).toBeNull();
    expect(await punchLocation(true, undefined)).toBeNull();
  });

  it("goes without a location when the user refuses, the browser throws or never answers", async () => {
    expect(await punchLocation(true, { getCurrentPosition: (_ok, fail) => fail?.({ code: 1 }) })).toBeNull();
    expect(
      await punchLocation(true, {
        getCurrentPosition: () => {
          throw new Error("insecure origin");
        },
      }),
    ).toBeNull();
    expect(await punchLocation(true, { getCurrentPosition: () => undefined }, 10)).toBeNull();
  });

  it("puts the location on start and stop only", () => {
    const here = { latitude: 1, longitude: 2 };
    expect(locationFields("start", here)).toEqual(here);
    expect(locationFields("stop", here)).toEqual(here);
    expect(locationFields("pause", here)).toEqual({});
    expect(locationFields("start", null)).toEqual({});
  });
});
