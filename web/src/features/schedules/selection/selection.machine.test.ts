import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { boundedRun, selectionMachine } from "./selection.machine.ts";

const order = ["a", "b", "c", "d", "e"];
const start = () => createActor(selectionMachine).start();
const ctx = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;

describe("schedule selection", () => {
  describe("a plain click", () => {
    it("selects that one event and makes it the anchor", () => {
      const actor = start();
      actor.send({ type: "event.click", id: "b", order });
      actor.send({ type: "event.click", id: "d", order });
      expect(ctx(actor).selected).toEqual(["d"]);
      expect(ctx(actor).clicked).toBe("d");
      expect(ctx(actor).bounded).toBe(false);
    });
  });

  describe("a ctrl click", () => {
    it("adds an event and removes it again", () => {
      const actor = start();
      actor.send({ type: "event.click", id: "a", order });
      actor.send({ type: "event.click", id: "c", ctrl: true, order });
      expect(ctx(actor).selected).toEqual(["a", "c"]);
      actor.send({ type: "event.click", id: "a", ctrl: true, order });
      expect(ctx(actor).selected).toEqual(["c"]);
    });
  });

  describe("a shift click", () => {
    it("selects the run from the anchor, in either direction", () => {
      const actor = start();
      actor.send({ type: "event.click", id: "b", order });
      actor.send({ type: "event.click", id: "d", shift: true, order });
      expect(ctx(actor).selected).toEqual(["b", "c", "d"]);
      expect(ctx(actor).bounded).toBe(true);
      // The anchor stays: a second shift click re-bounds from it.
      actor.send({ type: "event.click", id: "a", shift: true, order });
      expect(ctx(actor).selected).toEqual(["a", "b"]);
    });

    it("uses the held shift key as well as the click's own modifier", () => {
      const actor = start();
      actor.send({ type: "event.click", id: "e", order });
      actor.send({ type: "key.shift", down: true });
      expect(ctx(actor).shift).toBe(true);
      actor.send({ type: "event.click", id: "c", order });
      expect(ctx(actor).selected).toEqual(["c", "d", "e"]);
      actor.send({ type: "key.shift", down: false });
      actor.send({ type: "event.click", id: "a", order });
      expect(ctx(actor).selected).toEqual(["a"]);
    });

    it("with ctrl adds the run to what is selected", () => {
      const actor = start();
      actor.send({ type: "event.click", id: "a", order });
      actor.send({ type: "event.click", id: "d", ctrl: true, order });
      actor.send({ type: "event.click", id: "e", shift: true, ctrl: true, order });
      expect(ctx(actor).selected).toEqual(["a", "d", "e"]);
    });

    it("without an anchor selects just the clicked event", () => {
      const actor = start();
      actor.send({ type: "event.click", id: "c", shift: true, order });
      expect(ctx(actor).selected).toEqual(["c"]);
    });
  });

  describe("the clipboard", () => {
    it("copies the selection and keeps it after the selection changes", () => {
      const actor = start();
      actor.send({ type: "selection.set", ids: ["a", "b"] });
      actor.send({ type: "clipboard.copy" });
      actor.send({ type: "selection.clear" });
      expect(ctx(actor).copied).toEqual(["a", "b"]);
      expect(ctx(actor).selected).toEqual([]);
    });

    it("does not replace the copied events with an empty selection", () => {
      const actor = start();
      actor.send({ type: "selection.set", ids: ["c"] });
      actor.send({ type: "clipboard.copy" });
      actor.send({ type: "selection.clear" });
      actor.send({ type: "clipboard.copy" });
      expect(ctx(actor).copied).toEqual(["c"]);
      actor.send({ type: "clipboard.clear" });
      expect(ctx(actor).copied).toEqual([]);
    });
  });

  describe("dragging", () => {
    it("drags the whole selection when a selected event is picked up", () => {
      const actor = start();
      actor.send({ type: "selection.set", ids: ["a", "b"] });
      actor.send({ type: "drag.start", id: "b", copying: false });
      expect(actor.getSnapshot().value).toBe("dragging");
      expect(ctx(actor).selected).toEqual(["a", "b"]);
      actor.send({ type: "drag.end" });
      expect(actor.getSnapshot().value).toBe("idle");
    });

    it("picks up only an unselected event, and remembers a copying drag until it ends", () => {
      const actor = start();
      actor.send({ type: "selection.set", ids: ["a", "b"] });
      actor.send({ type: "drag.start", id: "d", copying: true });
      expect(ctx(actor).selected).toEqual(["d"]);
      expect(ctx(actor).copying).toBe(true);
      // Clicks during a drag do not change the selection.
      actor.send({ type: "event.click", id: "a", order });
      expect(ctx(actor).selected).toEqual(["d"]);
      actor.send({ type: "drag.cancel" });
      expect(ctx(actor).copying).toBe(false);
    });
  });

  it("forgets removed events everywhere", () => {
    const actor = start();
    actor.send({ type: "event.click", id: "b", order });
    actor.send({ type: "event.click", id: "c", ctrl: true, order });
    actor.send({ type: "clipboard.copy" });
    actor.send({ type: "events.removed", ids: ["c"] });
    expect(ctx(actor).selected).toEqual(["b"]);
    expect(ctx(actor).copied).toEqual(["b"]);
    expect(ctx(actor).clicked).toBeNull();
  });
});

describe("boundedRun", () => {
  it("is empty for an id the grid does not show", () => expect(boundedRun(order, "a", "z")).toEqual([]));
  it("is the target alone when the anchor is gone", () => expect(boundedRun(order, "z", "b")).toEqual(["b"]));
});
