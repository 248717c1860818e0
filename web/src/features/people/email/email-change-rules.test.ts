import { describe, expect, it } from "vitest";
import { emailFieldProblem, isAnotherAddress, pendingEmailOf } from "./email-change-rules.ts";

describe("email fields", () => {
  it("name the domain rule's reason as one types", () => {
    expect(emailFieldProblem("")).toBeUndefined();
    expect(emailFieldProblem("worker1@demo.workledger.test.")).toBeUndefined();
    expect(emailFieldProblem("worker1@demo")).toBe("Invalid email address");
    expect(emailFieldProblem("wor\u200Bker1@demo.workledger.test")).toBe("The email address contains invisible or formatting characters");
    expect(emailFieldProblem("w\u043Erker1@demo.workledger.test")).toBe("The email address mixes alphabets or character widths (for example Latin and Cyrillic letters)");
  });
  it("treat spellings of one address as the same address", () => {
    expect(isAnotherAddress(" Worker1@Demo.Workledger.Test. ", "worker1@demo.workledger.test")).toBe(false);
    expect(isAnotherAddress("right@x.io", "typo@x.io")).toBe(true);
    expect(isAnotherAddress("", "typo@x.io")).toBe(false);
  });
});

describe("a pending address", () => {
  const now = new Date("2026-11-25T12:00:00.000Z");
  it("is shown with whether its link still works", () => {
    expect(pendingEmailOf({ pending_email: null, pending_email_expires_at: null }, now)).toBeNull();
    expect(pendingEmailOf({ pending_email: "right@x.io", pending_email_expires_at: "2026-11-26T12:00:00.000Z" }, now)).toEqual({ email: "right@x.io", expired: false });
    expect(pendingEmailOf({ pending_email: "right@x.io", pending_email_expires_at: "2026-11-25T12:00:00.000Z" }, now)).toEqual({ email: "right@x.io", expired: true });
  });
});
