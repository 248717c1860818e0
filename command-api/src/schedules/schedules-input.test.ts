import { describe, expect, it } from "vitest";
import { ValidationError } from "@workledger/domain";
import { MAX_RECURRENCE_COUNT, MAX_SCHEDULE_EVENTS_PER_CALL } from "@workledger/event-schemas";
import { plannedFromAll } from "./schedules-input.ts";

const shift = (userId: string, recurrence?: { frequency: "daily"; count: number }) => ({
  type: "shift" as const,
  user_id: userId,
  start: "2027-01-04T06:00:00.000Z",
  end: "2027-01-04T14:00:00.000Z",
  ...(recurrence === undefined ? {} : { recurrence }),
});

describe("the events one call plans", () => {
  let n = 0;
  const newId = () => `id-${(n += 1)}`;

  it("plans every input, recurrences expanded, up to the limit", async () => {
    const inputs = [shift("a", { frequency: "daily", count: MAX_RECURRENCE_COUNT }), ...Array.from({ length: MAX_SCHEDULE_EVENTS_PER_CALL - MAX_RECURRENCE_COUNT }, (_, i) => shift(`p${i}`))];
    const planned = await plannedFromAll(inputs, "Europe/Helsinki", newId);
    expect(planned).toHaveLength(MAX_SCHEDULE_EVENTS_PER_CALL);
    expect(new Set(planned.map((p) => p.event.eventId)).size).toBe(MAX_SCHEDULE_EVENTS_PER_CALL);
  });

  it("refuses more than the limit once recurrences are expanded (400 on events), without expanding the rest", async () => {
    const inputs = Array.from({ length: 1000 }, (_, i) => shift(`p${i}`, { frequency: "daily", count: MAX_RECURRENCE_COUNT }));
    let ids = 0;
    const error = await plannedFromAll(inputs, "Europe/Helsinki", () => `x-${(ids += 1)}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).code).toBe("too_many_events");
    expect((error as ValidationError).errors).toEqual({ events: ["This list has too many entries"] });
    // Stopped at the input that crossed the limit: a thousand such inputs would plan 400,000 events.
    expect(ids).toBeLessThanOrEqual(MAX_SCHEDULE_EVENTS_PER_CALL + 2 * (MAX_RECURRENCE_COUNT + 1));
  });
});
