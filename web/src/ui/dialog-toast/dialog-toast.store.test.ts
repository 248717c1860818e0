import { describe, expect, it } from "vitest";
import { createDialogToastStore } from "./dialog-toast.store.ts";

describe("dialog toast store", () => {
  it("shows one dialog toast at a time, oldest first", async () => {
    const store = createDialogToastStore();
    const first = store.error({ message: "Something went wrong. Please contact administrator.", title: "Oops!" });
    void store.success({ message: "Saved" });
    expect(store.current()?.kind).toBe("error");
    store.settle(store.current()!.id, true);
    await expect(first).resolves.toBeUndefined();
    expect(store.current()?.kind).toBe("success");
  });

  it("resolves confirm with the user's choice", async () => {
    const store = createDialogToastStore();
    const yes = store.confirm({ message: "Are you sure you want to clear all notifications?" });
    store.settle(store.current()!.id, true);
    await expect(yes).resolves.toBe(true);
    const no = store.confirm({ message: "Again?" });
    store.settle(store.current()!.id, false);
    await expect(no).resolves.toBe(false);
    expect(store.current()).toBeUndefined();
  });

  it("notifies subscribers and ignores unknown ids", () => {
    const store = createDialogToastStore();
    let calls = 0;
    const off = store.subscribe(() => calls++);
    void store.success();
    store.settle(999, true);
    expect(calls).toBe(1);
    off();
    store.settle(store.current()!.id, true);
    expect(calls).toBe(1);
  });
});
