import { describe, expect, it } from "vitest";
import { currentSection, settingsSections } from "./settings-sections.ts";

describe("settings sections", () => {
  it("gives a worker their own preferences only", () => {
    expect(settingsSections({ persona: "worker" }).map((s) => s.id)).toEqual(["mine"]);
  });

  it("gives a manager their own preferences first, then the company's sections, and no tabs that only link elsewhere", () => {
    expect(settingsSections({ persona: "manager" }).map((s) => s.id)).toEqual([
      "mine",
      "company",
      "pay-periods",
      "overtime",
      "work-rounds",
      "allowed-pauses",
      "daily-allowance",
      "compensation",
      "absence-types",
    ]);
  });

  it("opens the asked section, the Company section for the old 'general', and My preferences otherwise", () => {
    const manager = settingsSections({ persona: "manager" });
    expect(currentSection(manager, "overtime").id).toBe("overtime");
    expect(currentSection(manager, "general").id).toBe("company");
    expect(currentSection(manager, undefined).id).toBe("mine");
    expect(currentSection(settingsSections({ persona: "worker" }), "company").id).toBe("mine");
  });
});
