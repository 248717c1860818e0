import { describe, expect, it } from "vitest";
import { createActor, initialTransition, transition } from "xstate";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import {
  workLifecycleMachine,
  workLifecycleRejection,
  type WorkLifecycleEvent,
  type WorkLifecycleSnapshot,
} from "./work-lifecycle.machine.ts";
import { workLifecycleOf } from "./work-time.punches.ts";

const at = (hhmm: string) => `2026-11-20T${hhmm}:00.000Z`;
const run = (...events: WorkLifecycleEvent[]): WorkLifecycleSnapshot =>
  events.reduce((s, e) => transition(workLifecycleMachine, s, e)[0], initialTransition(workLifecycleMachine)[0]);
const startAt = (hhmm: string): WorkLifecycleEvent => ({ type: "work.start", workId: "a", at: at(hhmm) });

describe("work lifecycle machine", () => {
  it("goes started -> paused -> resumed -> stopped, keeping the pauses", () => {
    const s = run(startAt("08:00"), { type: "work.pause", at: at("10:00") }, { type: "work.resume", at: at("10:30") }, { type: "work.stop", at: at("16:00") });
    expect(s.value).toBe("stopped");
    expect(s.context).toEqual({
      workId: "a",
      startedAt: at("08:00"),
      lastPunchAt: at("16:00"),
      pauses: [{ start: at("10:00"), end: at("10:30"), lengthSeconds: 1800 }],
      stoppedAt: at("16:00"),
    });
  });

  it("closes an open pause when stopped while paused", () => {
    const s = run(startAt("08:00"), { type: "work.pause", at: at("10:00") }, { type: "work.stop", at: at("11:00") });
    expect(s.context.pauses).toEqual([{ start: at("10:00"), end: at("11:00"), lengthSeconds: 3600 }]);
  });

  it("tells the punch buttons what may happen next", () => {
    const idle = run();
    expect(idle.value).toBe("idle");
    expect(idle.can({ type: "work.pause", at: at("09:00") })).toBe(false);
    const started = run(startAt("08:00"));
    expect(started.can({ type: "work.pause", at: at("09:00") })).toBe(true);
    expect(started.can({ type: "work.resume", at: at("09:00") })).toBe(false);
    expect(started.can(startAt("09:00"))).toBe(false);
  });

  it.each([
    ["idle", [], { type: "work.stop", at: at("09:00") }, NotFoundError, "work_not_found"],
    ["started", [startAt("08:00")], startAt("09:00"), ConflictError, "user_currently_working"],
    ["started", [startAt("08:00")], { type: "work.resume", at: at("09:00") }, ConflictError, "work_resumed_already"],
    ["paused", [startAt("08:00"), { type: "work.pause", at: at("09:00") }], { type: "work.pause", at: at("09:30") }, ConflictError, "work_paused_already"],
    [
      "resumed",
      [startAt("08:00"), { type: "work.pause", at: at("09:00") }, { type: "work.resume", at: at("09:10") }],
      { type: "work.resume", at: at("09:30") },
      ConflictError,
      "work_resumed_already",
    ],
    ["stopped", [startAt("08:00"), { type: "work.stop", at: at("09:00") }], { type: "work.stop", at: at("09:30") }, ConflictError, "work_stopped_already"],
    ["stopped", [startAt("08:00"), { type: "work.stop", at: at("09:00") }], { type: "work.pause", at: at("09:30") }, ConflictError, "work_stopped_already"],
    ["started", [startAt("08:00")], { type: "work.stop", at: at("07:00") }, ValidationError, "punch_before_last_punch"],
  ] as const)("when %s, refuses %j with its message", (_, history, event, errorClass, code) => {
    const s = run(...(history as readonly WorkLifecycleEvent[]));
    const rejection = workLifecycleRejection(s, event as WorkLifecycleEvent);
    expect(rejection).toBeInstanceOf(errorClass);
    expect(rejection?.code).toBe(code);
    // A refused event leaves the snapshot where it was.
    expect(transition(workLifecycleMachine, s, event as WorkLifecycleEvent)[0].value).toBe(s.value);
  });

  it("starts the next work from stopped, with a fresh context", () => {
    const s = run(startAt("08:00"), { type: "work.pause", at: at("09:00") }, { type: "work.stop", at: at("10:00") }, { type: "work.start", workId: "b", at: at("11:00") });
    expect(s.value).toBe("started");
    expect(s.context).toMatchObject({ workId: "b", pauses: [], stoppedAt: null });
  });

  it("has no side effects: pure transitions return no actions to execute, and an actor runs it as-is", () => {
    const [, actions] = transition(workLifecycleMachine, run(startAt("08:00")), { type: "work.pause", at: at("09:00") });
    expect(actions.filter((a) => typeof a.exec === "function" && !a.type.startsWith("xstate."))).toEqual([]);
    const actor = createActor(workLifecycleMachine).start();
    actor.send(startAt("08:00"));
    actor.send({ type: "work.pause", at: at("09:00") });
    expect(actor.getSnapshot().value).toBe("paused");
    actor.stop();
  });
});

describe("work lifecycle machine hydrated from a stored log", () => {
  it("lets the punch buttons continue where the ledger is", () => {
    const log = {
      workId: "a",
      workerId: "w1",
      workNumber: 1,
      date: "2026-11-20",
      status: "paused",
      start: at("08:00"),
      end: null,
      pauses: [{ start: at("10:00"), end: null, lengthSeconds: null }],
      workTypeId: null,
      workspaceId: null,
      comment: "",
      workerComment: "",
      bonus: null,
      tags: [],
      files: [],
      confirmed: false,
      confirmedAt: null,
      confirmedBy: null,
      edited: false,
      startedBy: "web",
      endedBy: null,
    } as const;
    const actor = createActor(workLifecycleMachine, { snapshot: workLifecycleOf(log) }).start();
    expect(actor.getSnapshot().can({ type: "work.pause", at: at("10:30") })).toBe(false);
    actor.send({ type: "work.resume", at: at("10:30") });
    expect(actor.getSnapshot().value).toBe("resumed");
    expect(actor.getSnapshot().context.pauses).toEqual([{ start: at("10:00"), end: at("10:30"), lengthSeconds: 1800 }]);
    actor.stop();
  });
});
