import { describe, it } from "vitest";
import { killNineScenario } from "./kill-nine.scenario.ts";

describe("kill -9 during a punch load", () => {
  it("keeps every acknowledged punch exactly once and the read model equal to a replay", { timeout: 1_200_000 }, async () => {
    await killNineScenario(Number(process.env.SOAK_SECONDS ?? "40"));
  });
});
