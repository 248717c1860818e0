import { describe, expect, it } from "vitest";
import { setupSteps } from "./setup-checklist.ts";

const nothing = { pay_period: false, workspace: false, work_types: false, people: false, first_confirmation: false };

describe("the owner's setup steps", () => {
  it("lists the steps in the order they build on each other, each linking to its page", () => {
    expect(setupSteps(nothing, false).map((s) => [s.id, s.to])).toEqual([
      ["verify-email", "/verification"],
      ["pay-period", "/preference?section=pay-periods"],
      ["workspace", "/workspace"],
      ["work-types", "/worktype"],
      ["people", "/people"],
      ["first-confirmation", "/timesheet"],
    ]);
  });
  it("ticks each step from the company's data and the verified address", () => {
    const steps = setupSteps({ ...nothing, workspace: true, people: true }, true);
    expect(steps.filter((s) => s.done).map((s) => s.id)).toEqual(["verify-email", "workspace", "people"]);
  });
});
