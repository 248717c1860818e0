import type { AllStreamResolvedEvent, JSONEventData } from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { newTestEvent } from "../testing/new-event.ts";
import { isSystemEvent, toEventData, toRecordedEvent } from "./kurrentdb-event-mapping.ts";
import { recorded } from "./kurrentdb-test-events.ts";

describe("KurrentDB event mapping", () => {
  it("stores our metadata plus the schema version and KurrentDB's correlation headers", () => {
    const event = newTestEvent({ schemaVersion: 3 });
    const data = toEventData(event) as JSONEventData;
    expect(data).toMatchObject({ id: event.id, type: event.type, contentType: "application/json", data: event.data });
    expect(data.metadata).toEqual({ ...event.metadata, schemaVersion: 3, $correlationId: event.metadata.correlationId });
  });

  it("reads back exactly what was written", () => {
    const event = newTestEvent({ schemaVersion: 2, data: { hours: [1, 2] } });
    const back = toRecordedEvent(recorded(toEventData(event) as JSONEventData, { revision: 4n, commit: 7n, prepare: 5n }));
    expect(back).toEqual({
      ...event,
      streamName: "work-time-1",
      revision: 4n,
      position: { commit: 7n, prepare: 5n },
      recordedAt: new Date("2026-11-22T08:00:01.000Z"),
    });
  });

  it("keeps a causation id and a null payload", () => {
    const base = newTestEvent();
    const event = newTestEvent({ data: null, metadata: { ...base.metadata, causationId: "cause-1" } });
    const data = toEventData(event) as JSONEventData;
    expect(data.metadata).toMatchObject({ $causationId: "cause-1" });
    expect(toRecordedEvent(recorded(data))).toMatchObject({ data: null, metadata: event.metadata });
  });

  it("parses events stored as bytes", () => {
    const event = newTestEvent();
    const data = toEventData(event) as JSONEventData;
    const bytes = recorded(data);
    const encode = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
    const binary = { event: { ...bytes.event!, isJson: false, data: encode(data.data), metadata: encode(data.metadata) } };
    expect(toRecordedEvent(binary as AllStreamResolvedEvent)).toMatchObject({ data: event.data, metadata: event.metadata });
  });

  it("refuses an event without its $all position rather than invent one", () => {
    const ours = recorded(toEventData(newTestEvent()) as JSONEventData);
    const unpositioned = { event: { ...ours.event!, position: { commit: 2n ** 64n - 1n, prepare: 2n ** 64n - 1n } } };
    expect(() => toRecordedEvent(unpositioned as AllStreamResolvedEvent)).toThrow(/position/);
  });

  it("tells KurrentDB's own events from ours", () => {
    const ours = recorded(toEventData(newTestEvent()) as JSONEventData);
    expect(isSystemEvent(ours)).toBe(false);
    expect(isSystemEvent({ event: { ...ours.event!, type: "$metadata" } } as AllStreamResolvedEvent)).toBe(true);
    expect(isSystemEvent({ event: { ...ours.event!, streamId: "$stats-127.0.0.1:2113" } } as AllStreamResolvedEvent)).toBe(true);
    expect(isSystemEvent({})).toBe(true);
  });
});
