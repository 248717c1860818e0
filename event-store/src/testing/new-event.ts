import { randomUUID } from "node:crypto";
import type { NewEvent } from "../port.ts";

/** A well-formed event for tests; override any part. */
export const newTestEvent = (overrides: Partial<NewEvent> & { readonly companyId?: string } = {}): NewEvent => {
  const { companyId = "company-1", ...rest } = overrides;
  return {
    id: randomUUID(),
    type: "TestHappened",
    schemaVersion: 1,
    data: { n: 1 },
    metadata: {
      companyId,
      actorId: "user-1",
      persona: "worker",
      source: "web",
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: "2026-11-22T08:00:00.000Z",
    },
    ...rest,
  };
};
