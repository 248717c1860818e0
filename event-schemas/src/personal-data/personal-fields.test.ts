import { describe, expect, it } from "vitest";
import {
  ERASED_FAMILY_NAME,
  ERASED_GIVEN_NAME,
  erasedEmail,
  maskPersonalFields,
  maskPersonalKeysDeep,
  personalFieldRules,
  personalPathsOf,
  personalSubjectOf,
  valueAtPath,
  withValueAtPath,
} from "./personal-fields.ts";

describe("personal fields of events", () => {
  it("finds the present personal paths, array elements included, and only those", () => {
    const data = { workerId: "w", summary: { logs: [{ comment: "a", workerComment: "b", workId: "1" }, { comment: "c", workId: "2" }] } };
    expect(personalPathsOf(personalFieldRules["WorkPeriodOpened"]!, data).map((p) => p.path)).toEqual([
      "summary.logs.0.comment",
      "summary.logs.1.comment",
      "summary.logs.0.workerComment",
    ]);
    expect(personalPathsOf(personalFieldRules["UserProfileUpdated"]!, { changes: { worker_number: "7" } })).toEqual([]);
  });

  it("reads and replaces values at paths without touching the original", () => {
    const data = { a: { b: [1, { c: "x" }] } };
    expect(valueAtPath(data, "a.b.1.c")).toBe("x");
    const changed = withValueAtPath(data, "a.b.1.c", "y");
    expect(valueAtPath(changed, "a.b.1.c")).toBe("y");
    expect(valueAtPath(data, "a.b.1.c")).toBe("x");
    expect(withValueAtPath(data, "a.b", undefined)).toEqual({ a: {} });
  });

  it("names the subject: the user of a user stream, the worker of a work-time event", () => {
    expect(personalSubjectOf(personalFieldRules["UserSignedUp"]!, "user-c1-u1", "c1", {})).toBe("u1");
    expect(personalSubjectOf(personalFieldRules["UserSignedUp"]!, "user-c2-u1", "c1", {})).toBeNull();
    expect(personalSubjectOf(personalFieldRules["WorkStarted"]!, "work-x", "c1", { workerId: "w1" })).toBe("w1");
  });

  it("masks an event's personal fields by kind, keeping the schema's shapes", () => {
    const masked = maskPersonalFields(
      "UserAddedManually",
      { userId: "u1", email: "a@b.c", firstName: "Ann", lastName: "Lee", profile: { phone_numbers: ["1"], id_code: "X", worker_number: "9" } },
      "u1",
    );
    expect(masked).toEqual({
      userId: "u1",
      email: erasedEmail("u1"),
      firstName: ERASED_GIVEN_NAME,
      lastName: ERASED_FAMILY_NAME,
      profile: { phone_numbers: [], id_code: null, worker_number: "9" },
    });
  });

  it("masks copies kept under field names at any depth, and audit before/after by the field they name", () => {
    const kept = { data: { values: { comment: "secret" } }, changes: [{ field: "first_name", before: null, after: "Ann" }, { field: "worker_number", before: null, after: "9" }] };
    expect(maskPersonalKeysDeep(kept, "u1")).toEqual({
      data: { values: { comment: "" } },
      changes: [{ field: "first_name", before: null, after: ERASED_GIVEN_NAME }, { field: "worker_number", before: null, after: "9" }],
    });
  });
});
