import { describe, expect, it } from "vitest";
import { assertPublishSubject, assertSubscribeSubject, subjectMatches } from "./subject.ts";

describe("subjectMatches", () => {
  it.each([
    ["a.b", "a.b", true],
    ["a.b", "a.c", false],
    ["a.b", "a.b.c", false],
    ["a.*", "a.b", true],
    ["a.*", "a", false],
    ["a.*", "a.b.c", false],
    ["*.b.*", "x.b.y", true],
    ["a.>", "a.b", true],
    ["a.>", "a.b.c.d", true],
    ["a.>", "a", false],
    [">", "a", true],
    ["a.*.>", "a.b", false],
    ["a.*.>", "a.b.c", true],
  ])("%s against %s is %s", (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});

describe("subject validation", () => {
  it("refuses wildcards and empty tokens in published subjects", () => {
    for (const bad of ["", "a.", ".a", "a..b", "a.*", "a.>", "a b"]) expect(() => assertPublishSubject(bad)).toThrow();
    expect(() => assertPublishSubject("users.42.forced-logout")).not.toThrow();
  });

  it("accepts > only as the last token of a pattern", () => {
    expect(() => assertSubscribeSubject("a.>.b")).toThrow();
    expect(() => assertSubscribeSubject("a.*.>")).not.toThrow();
  });
});
