import { describe, expect, it } from "vitest";
import { parsePeopleUrl, peopleHref } from "./use-people-url.ts";

describe("people url", () => {
  it("defaults to all people and no open profile", () => {
    expect(parsePeopleUrl("")).toEqual({ status: "all", userId: null, tab: "information" });
    expect(parsePeopleUrl("?status=bogus&tab=x")).toEqual({ status: "all", userId: null, tab: "information" });
  });

  it("round-trips the filter and the open profile's sub-page", () => {
    const url = { status: "inactive", userId: "u1", tab: "rights" } as const;
    expect(peopleHref(url)).toBe("/people?status=inactive&user=u1&tab=rights");
    expect(parsePeopleUrl("?status=inactive&user=u1&tab=rights")).toEqual(url);
    expect(peopleHref({ status: "all", userId: null, tab: "files" })).toBe("/people");
  });
});
