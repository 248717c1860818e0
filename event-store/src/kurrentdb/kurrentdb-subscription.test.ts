import type { JSONEventData } from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { take } from "../contract/event-store-contract.ts";
import { newTestEvent } from "../testing/new-event.ts";
import { toEventData } from "./kurrentdb-event-mapping.ts";
import { accepts, serverFilter, toSubscription } from "./kurrentdb-subscription.ts";
import { fakeSource } from "./kurrentdb-client-stand-in.ts";
import { recorded } from "./kurrentdb-test-events.ts";

const at = (type: string, streamId: string, position: bigint) =>
  recorded(toEventData(newTestEvent({ type })) as JSONEventData, { streamId, commit: position, prepare: position });

describe("KurrentDB subscription adapter", () => {
  it("skips system events, events up to the checkpoint, and what the filter refuses", async () => {
    const source = fakeSource();
    const subscription = toSubscription(source, { commit: 20n, prepare: 20n }, { eventTypes: ["WorkStarted"], streamPrefix: "work-" });
    source.write(at("WorkStarted", "work-1", 10n)); // before the checkpoint
    source.write(at("WorkStarted", "work-1", 20n)); // the checkpoint itself
    source.write(at("$metadata", "work-1", 25n));
    source.write(at("WorkStarted", "$$work-1", 26n));
    source.write(at("WorkPaused", "work-1", 27n));
    source.write(at("WorkStarted", "person-1", 28n));
    source.write(at("WorkStarted", "work-2", 30n));
    source.write(at("WorkStarted", "work-3", 31n));
    const got = await take(subscription, 2, 1_000);
    expect(got.map((e) => [e.streamName, e.position.commit])).toEqual([
      ["work-2", 30n],
      ["work-3", 31n],
    ]);
    await subscription.close();
  });

  it("ends a pending next() with done when closed, without surfacing the premature close", async () => {
    const source = fakeSource();
    const subscription = toSubscription(source, undefined, undefined);
    const pending = subscription[Symbol.asyncIterator]().next();
    await subscription.close();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(source.destroyed).toBe(true);
    await subscription.close(); // twice is harmless
  });

  it("ends the iteration when the server ends the subscription", async () => {
    const source = fakeSource();
    const subscription = toSubscription(source, undefined, undefined);
    source.write(at("WorkStarted", "work-1", 1n));
    source.end();
    const seen = [];
    for await (const event of subscription) seen.push(event.id);
    expect(seen).toHaveLength(1);
  });
});

describe("KurrentDB server-side filter", () => {
  it("matches event types exactly, escaping regex characters", () => {
    const filter = serverFilter({ eventTypes: ["Work.Started", "A+B"], streamPrefix: "ignored-" });
    expect(filter).toMatchObject({ filterOn: "eventType" });
    const regex = new RegExp((filter as { regex: string }).regex);
    expect(["Work.Started", "A+B"].every((t) => regex.test(t))).toBe(true);
    expect(["WorkxStarted", "Work.Started2", "AAB", "$metadata"].some((t) => regex.test(t))).toBe(false);
  });

  it("uses the stream prefix when no types are given, else drops system events", () => {
    expect(serverFilter({ streamPrefix: "work-" })).toMatchObject({ filterOn: "streamName", prefixes: ["work-"] });
    expect(serverFilter(undefined)).toMatchObject({ filterOn: "eventType", regex: "^[^$].*" });
  });

  it("accepts nothing for an empty type list, like the PostgreSQL adapter", () => {
    const event = { type: "WorkStarted", streamName: "work-1" } as Parameters<typeof accepts>[1];
    expect(accepts({ eventTypes: [] }, event)).toBe(false);
    expect(accepts(undefined, event)).toBe(true);
  });
});
