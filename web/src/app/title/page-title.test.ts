import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title.ts";

describe("pageTitle", () => {
  it("joins product and page title", () => expect(pageTitle("Workledger", "Timesheet")).toBe("Workledger - Timesheet"));
  it("is the product alone without a page title", () => {
    expect(pageTitle("Workledger")).toBe("Workledger");
    expect(pageTitle("Workledger", " ")).toBe("Workledger");
  });
});
