import { describe, expect, it } from "vitest";
import { nodeLabel, successMessage } from "./node-mutations.ts";

describe("node success messages", () => {
  it("capitalises the node", () => {
    expect(successMessage("workspace", "created")).toBe("Workspace successfully created");
    expect(successMessage("/work-types/12", "updated")).toBe("Work types successfully updated");
    expect(successMessage("bonus", "deleted")).toBe("Bonus successfully deleted");
  });
  it("labels the first path segment", () => expect(nodeLabel("people/3")).toBe("People"));
});
