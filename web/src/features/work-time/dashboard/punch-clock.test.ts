import { transition } from "xstate";
import { describe, expect, it } from "vitest";
import { workLifecycleMachine } from "@workledger/domain/work-time/work-lifecycle.machine.ts";
import type { WorkLogDto } from "../work-time.api.ts";
import { punchAvailability, punchEvent, punchSnapshotOf } from "./punch-clock.ts";

const at = "2026-11-22T10:00:00.000Z";
const log = (patch: Partial<WorkLogDto>): WorkLogDto =>
  ({
    id: "w", work_number: 1, worker_id: "u", date: "2026-11-22", start: "2026-11-22T06:00:00.000Z", end: null, pauses: [],
    pause_seconds: 0, worked_seconds: 0, status: "started", work_type_id: null, workspace_id: null, comment: "", worker_comment: "",
    bonus: null, tags: [], files: [], confirmed: false, confirmed_at: null, confirmed_by: null, edited: false, started_by: "web", ended_by: null,
    ...patch,
  }) as WorkLogDto;

describe("punch buttons from the domain's lifecycle machine", () => {
  it("no current work: only start", () =>
    expect(punchAvailability(punchSnapshotOf(null), at)).toEqual({ start: true, pause: false, resume: false, stop: false }));

  it("running work: pause or stop", () =>
    expect(punchAvailability(punchSnapshotOf(log({})), at)).toEqual({ start: false, pause: true, resume: false, stop: true }));

  it("paused work: resume or stop", () => {
    const paused = log({ status: "paused", pauses: [{ start: "2026-11-22T09:00:00.000Z", end: null, length_seconds: null }] });
    expect(punchAvailability(punchSnapshotOf(paused), at)).toEqual({ start: false, pause: false, resume: true, stop: true });
  });

  it("a punch earlier than the last one is not offered", () =>
    expect(punchAvailability(punchSnapshotOf(log({})), "2026-11-22T05:00:00.000Z").pause).toBe(false));

  it("start, pause, resume, stop walk the machine back to where start is offered again", () => {
    let snapshot = punchSnapshotOf(null);
    for (const kind of ["start", "pause", "resume", "stop"] as const) {
      expect(punchAvailability(snapshot, at)[kind]).toBe(true);
      snapshot = transition(workLifecycleMachine, snapshot, punchEvent(kind, at))[0];
    }
    expect(snapshot.value).toBe("stopped");
    expect(punchAvailability(snapshot, at)).toEqual({ start: true, pause: false, resume: false, stop: false });
  });
});
