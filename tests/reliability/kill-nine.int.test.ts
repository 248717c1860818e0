import { describe, it } from "vitest";
import { killNineScenario } from "./soak/kill-nine.scenario.ts";

/** The soak (`npm run soak`, 40 s by default) in short, so every test run kills the API and the projection process once. */
describe("kill -9 during a punch load (short)", () => {
  it("keeps every acknowledged punch exactly once and the read model equal to a replay", { timeout: 900_000 }, async () => {
    await killNineScenario(12);
  });
});
