import { describe, it } from "vitest";
import type { BillWarningEvent } from "@workledger/event-schemas";
import { ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { billWarningDecider } from "./bill-warning.decider.ts";

const spec = deciderSpec(billWarningDecider);
const now = "2026-11-28T15:00:00.000Z";
const issue = (closesOn: string) => ({ type: "IssueBillWarning" as const, data: { companyId: "c1", closesOn }, metadata: { now } });
const issued = (closesOn: string): BillWarningEvent => ({ type: "BillWarningIssued", data: { companyId: "c1", closesOn } });

describe("bill warnings", () => {
  describe("when none was issued", () => {
    it("warns of a closing date today or later", () => spec.given([]).when(issue("2026-12-15")).then([issued("2026-12-15")]));
    it("accepts today", () => spec.given([]).when(issue("2026-11-28")).then([issued("2026-11-28")]));
    it("refuses a closing date in the past", () => spec.given([]).when(issue("2026-11-27")).thenThrows(ValidationError, "closes_on_in_past"));
  });
  describe("when one was issued", () => {
    it("warns of the same date once", () => spec.given([issued("2026-12-15")]).when(issue("2026-12-15")).then([]));
    it("warns of another date", () => spec.given([issued("2026-12-15")]).when(issue("2026-12-31")).then([issued("2026-12-31")]));
  });
});
