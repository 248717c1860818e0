import { describe, expect, it } from "vitest";
import { EventEnvelope, normaliseSource } from "./envelope.ts";
import { decodeOrThrow, SchemaValidationError } from "./field-errors.ts";
import { makeUpcasterRegistry } from "./upcasting.ts";

const decodeEnvelope = decodeOrThrow(EventEnvelope, "event envelope");

const valid = {
  id: "0b3c2f8e-6a3b-4c55-9a8e-2f1a4b6c7d8e",
  type: "WorkStarted",
  schemaVersion: 1,
  data: { startedAt: "2026-11-22T08:00:00.000Z" },
  metadata: {
    companyId: "c1",
    actorId: "u1",
    persona: "worker",
    source: "web",
    commandId: "cmd-1",
    correlationId: "cmd-1",
    causationId: null,
    occurredAt: "2026-11-22T08:00:00.000Z",
  },
};

describe("event envelope", () => {
  it("decodes a well-formed envelope unchanged", () => {
    expect(decodeEnvelope(valid)).toEqual(valid);
  });

  it("names every bad field in the decode error", () => {
    const bad = { ...valid, id: "not-a-uuid", metadata: { ...valid.metadata, source: "carrier-pigeon", occurredAt: 5 } };
    try {
      decodeEnvelope(bad);
      expect.fail("decode should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaValidationError);
      const fields = (error as SchemaValidationError).fieldErrors.map((e) => e.field).sort();
      expect(fields).toEqual(["id", "metadata.occurredAt", "metadata.source"]);
    }
  });

  it("reports a missing metadata key by its path", () => {
    const { companyId: _omitted, ...metadata } = valid.metadata;
    expect(() => decodeEnvelope({ ...valid, metadata })).toThrow(/metadata\.companyId/);
  });

  it("records an unknown device kind as web", () => {
    expect(normaliseSource("teleporter")).toBe("web");
    expect(normaliseSource("door")).toBe("door");
  });
});

describe("upcasting", () => {
  // v1 WorkStarted carried a local "start" string; v2 splits it into an instant and a zone; v3 adds the source.
  const registry = makeUpcasterRegistry([
    {
      type: "WorkStarted",
      fromVersion: 1,
      upcast: (data) => {
        const { start } = data as { start: string };
        return { startedAt: new Date(start).toISOString(), timeZone: "Europe/Helsinki" };
      },
    },
    { type: "WorkStarted", fromVersion: 2, upcast: (data) => ({ ...(data as object), source: "web" }) },
  ]);

  it("reads a v1 event as the newest version", () => {
    const v1 = { ...valid, schemaVersion: 1, data: { start: "2026-11-22T08:00:00Z" } };
    const read = registry.upcast(v1);
    expect(read.schemaVersion).toBe(3);
    expect(read.data).toEqual({ startedAt: "2026-11-22T08:00:00.000Z", timeZone: "Europe/Helsinki", source: "web" });
    expect(read.metadata).toBe(v1.metadata);
  });

  it("starts from the stored version, not from 1", () => {
    const v2 = { ...valid, schemaVersion: 2, data: { startedAt: "x", timeZone: "UTC" } };
    expect(registry.upcast(v2).data).toEqual({ startedAt: "x", timeZone: "UTC", source: "web" });
  });

  it("leaves current and unknown types untouched", () => {
    const v3 = { ...valid, schemaVersion: 3 };
    expect(registry.upcast(v3)).toBe(v3);
    const other = { ...valid, type: "WorkStopped" };
    expect(registry.upcast(other)).toBe(other);
    expect(registry.latestVersion("WorkStarted")).toBe(3);
    expect(registry.latestVersion("WorkStopped")).toBe(1);
  });

  it("refuses two upcasters for the same step", () => {
    expect(() =>
      makeUpcasterRegistry([
        { type: "A", fromVersion: 1, upcast: (d) => d },
        { type: "A", fromVersion: 1, upcast: (d) => d },
      ]),
    ).toThrow(/Two upcasters/);
  });
});
