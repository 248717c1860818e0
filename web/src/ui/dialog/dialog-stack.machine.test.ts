import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { dialogStackMachine, minimisedDialogs, visibleDialog, type DialogStackEvent } from "./dialog-stack.machine.ts";

const given = (...events: DialogStackEvent[]) => {
  const actor = createActor(dialogStackMachine).start();
  events.forEach((e) => actor.send(e));
  return actor;
};
const open = (id: string, title = id.toUpperCase()): DialogStackEvent => ({ type: "dialog.open", id, title });

describe("dialog stack", () => {
  describe("when nothing is open", () => {
    it("is empty", () => {
      const actor = given();
      expect(actor.getSnapshot().value).toBe("empty");
      expect(visibleDialog(actor.getSnapshot().context)).toBeUndefined();
    });
    it("shows an opened dialog with its size", () => {
      const actor = given({ type: "dialog.open", id: "a", title: "A", size: "large" });
      expect(actor.getSnapshot().value).toBe("showing");
      expect(visibleDialog(actor.getSnapshot().context)).toEqual({ id: "a", title: "A", size: "large", minimised: false });
    });
    it("defaults to the default size", () => {
      expect(visibleDialog(given(open("a")).getSnapshot().context)?.size).toBe("default");
    });
  });

  describe("when dialogs are stacked", () => {
    it("shows only the newest", () => {
      expect(visibleDialog(given(open("a"), open("b")).getSnapshot().context)?.id).toBe("b");
    });
    it("closing the top one restores the one it hid", () => {
      const actor = given(open("a"), open("b"), open("c"), { type: "dialog.close", id: "c" });
      expect(visibleDialog(actor.getSnapshot().context)?.id).toBe("b");
      actor.send({ type: "dialog.closeTop" });
      expect(visibleDialog(actor.getSnapshot().context)?.id).toBe("a");
      actor.send({ type: "dialog.closeTop" });
      expect(actor.getSnapshot().value).toBe("empty");
    });
    it("closing a hidden one keeps the top one on screen", () => {
      const actor = given(open("a"), open("b"), { type: "dialog.close", id: "a" });
      expect(visibleDialog(actor.getSnapshot().context)?.id).toBe("b");
      expect(actor.getSnapshot().context.entries).toHaveLength(1);
    });
    it("re-opening a stacked id raises it instead of duplicating it", () => {
      const actor = given(open("a"), open("b"), open("a"));
      expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual(["b", "a"]);
    });
    it("closeAll empties the stack", () => {
      expect(given(open("a"), open("b"), { type: "dialog.closeAll" }).getSnapshot().value).toBe("empty");
    });
  });

  describe("when a dialog is minimised", () => {
    it("becomes a button and the dialog it hid shows again", () => {
      const actor = given(open("a", "Edit Bonus"), open("b", "Edit Request"), { type: "dialog.minimise", id: "b" });
      expect(visibleDialog(actor.getSnapshot().context)?.id).toBe("a");
      expect(minimisedDialogs(actor.getSnapshot().context).map((e) => e.title)).toEqual(["Edit Request"]);
    });
    it("with everything minimised nothing shows", () => {
      const actor = given(open("a"), { type: "dialog.minimise", id: "a" });
      expect(actor.getSnapshot().value).toBe("allMinimised");
      expect(visibleDialog(actor.getSnapshot().context)).toBeUndefined();
    });
    it("is restored by title on top of the stack", () => {
      const actor = given(open("a", "First"), { type: "dialog.minimise", id: "a" }, open("b", "Second"), { type: "dialog.restore", title: "First" });
      expect(actor.getSnapshot().value).toBe("showing");
      expect(visibleDialog(actor.getSnapshot().context)?.id).toBe("a");
      expect(minimisedDialogs(actor.getSnapshot().context)).toEqual([]);
      actor.send({ type: "dialog.closeTop" });
      expect(visibleDialog(actor.getSnapshot().context)?.id).toBe("b");
    });
    it("ignores a restore of an unknown title", () => {
      const actor = given(open("a"), { type: "dialog.minimise", id: "a" }, { type: "dialog.restore", title: "Nope" });
      expect(actor.getSnapshot().value).toBe("allMinimised");
    });
  });
});
