import { describe, expect, it } from "vitest";
import { entityOf, fieldChanges, subjectOf } from "./audit-changes.ts";

describe("audit before/after of changed fields", () => {
  it("takes the before from the entity's earlier state and skips unchanged and identifying fields", () => {
    const first = fieldChanges({ workId: "w1", workerId: "u1", date: "2026-11-20", comment: "a" }, {});
    expect(first.changes).toEqual([
      { field: "date", before: null, after: "2026-11-20" },
      { field: "comment", before: null, after: "a" },
    ]);
    const second = fieldChanges({ workId: "w1", workerId: "u1", date: "2026-11-20", comment: "b" }, first.after);
    expect(second.changes).toEqual([{ field: "comment", before: "a", after: "b" }]);
  });

  it("reads both sides from previous/next when the event carries them, and flattens changes objects", () => {
    const edited = fieldChanges({ workId: "w1", previous: { start: "08:00", end: "12:00" }, next: { start: "09:00", end: "12:00" }, workedSeconds: 10800 }, { workedSeconds: 14400 });
    expect(edited.changes).toEqual([
      { field: "start", before: "08:00", after: "09:00" },
      { field: "workedSeconds", before: 14400, after: 10800 },
    ]);
    expect(fieldChanges({ changes: { name: "New" } }, { name: "Old" }).changes).toEqual([{ field: "name", before: "Old", after: "New" }]);
  });

  it("bounds long values, names the entity and the person", () => {
    const long = "x".repeat(2000);
    const [change] = fieldChanges({ comment: long }, {}).changes;
    expect((change!.after as string).length).toBe(501);
    expect(entityOf({ workId: "w9", workerId: "u" })).toBe("workId:w9");
    expect(entityOf(null)).toBe("");
    // A sign-in stream holds everyone's attempts: each account (or address typed) is its own entity.
    expect(entityOf({ userId: "u1", email: "a@x.io" }, "UserSignedIn")).toBe("userId:u1");
    expect(entityOf({ userId: null, email: "who@x.io" }, "UserSignInFailed")).toBe("email:who@x.io");
    expect(subjectOf({ workerId: "u7" })).toBe("u7");
    expect(subjectOf({ name: "x" })).toBeNull();
  });
});
