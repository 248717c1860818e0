import { describe, expect, it } from "vitest";
import { nextRequestStatus, requestAccepts, requestLifecycleEventTypes, requestStatuses, requestTransitions } from "./request-lifecycle.machine.ts";

describe("the request lifecycle machine", () => {
  it("takes exactly the transitions of the table", () => {
    for (const status of requestStatuses) {
      for (const event of requestLifecycleEventTypes) {
        const target = (requestTransitions[status] as Record<string, string | undefined>)[event] ?? null;
        expect(requestAccepts(status, event), `${status} + ${event}`).toBe(target !== null);
        expect(nextRequestStatus(status, event), `${status} + ${event}`).toBe(target);
      }
    }
  });

  it("is editable only while pending, and decided once", () => {
    expect(nextRequestStatus("pending", "request.edit")).toBe("pending");
    expect(nextRequestStatus("pending", "request.approve")).toBe("approved");
    expect(nextRequestStatus("pending", "request.decline")).toBe("declined");
    for (const decided of ["approved", "declined"] as const) for (const event of requestLifecycleEventTypes) expect(requestAccepts(decided, event)).toBe(false);
  });
});
