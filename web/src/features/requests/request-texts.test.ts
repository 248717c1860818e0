import { describe, expect, it } from "vitest";
import { requestDrawerTitle, showsNoAbsenceTypesHint } from "./request-texts.ts";
import type { RequestDto } from "./requests.api.ts";

describe("request drawers", () => {
  it("are titled for a new request when creating, and Edit Request / Edit Bonus (the spec's titles) when editing", () => {
    const pending = { id: "r1" } as RequestDto;
    expect(requestDrawerTitle("paid_absence", null)).toBe("New Request");
    expect(requestDrawerTitle("paid_absence", pending)).toBe("Edit Request");
    expect(requestDrawerTitle("bonus", null)).toBe("New Bonus");
    expect(requestDrawerTitle("bonus", pending)).toBe("Edit Bonus");
  });

  it("explain an empty type list to the person filling the form in, once the list has loaded", () => {
    expect(showsNoAbsenceTypesHint([], true)).toBe(true);
    expect(showsNoAbsenceTypesHint(undefined, true)).toBe(false);
    expect(showsNoAbsenceTypesHint([{ id: "t1" }], true)).toBe(false);
    expect(showsNoAbsenceTypesHint([], false)).toBe(false);
  });
});
