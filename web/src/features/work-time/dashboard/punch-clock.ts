import { initialTransition } from "xstate";
import {
  workLifecycleMachine,
  type WorkLifecycleEvent,
  type WorkLifecycleSnapshot,
  type WorkLifecycleState,
} from "@workledger/domain/work-time/work-lifecycle.machine.ts";
import { workLifecycleOf } from "@workledger/domain/work-time/work-time.punches.ts";
import type { WorkLogDto } from "../work-time.api.ts";
import { toDomainLog } from "../work-time-format.ts";

export type PunchKind = "start" | "pause" | "resume" | "stop";
export const punchKinds: readonly PunchKind[] = ["start", "pause", "resume", "stop"];

/** The machine's snapshot for the worker's current work (from the API), or idle when there is none. */
export const punchSnapshotOf = (current: WorkLogDto | null): WorkLifecycleSnapshot =>
  current === null ? initialTransition(workLifecycleMachine)[0] : workLifecycleOf(toDomainLog(current));

/** The machine event for a punch at `at` (a start carries a placeholder id: the API mints the real one). */
export const punchEvent = (kind: PunchKind, at: string, workId = "pending"): WorkLifecycleEvent =>
  kind === "start" ? { type: "work.start", workId, at } : { type: `work.${kind}`, at };

/** Which punch buttons the machine takes now; the server decides again with the same machine. */
export const punchAvailability = (snapshot: WorkLifecycleSnapshot, at: string): Readonly<Record<PunchKind, boolean>> => ({
  start: snapshot.can(punchEvent("start", at)),
  pause: snapshot.can(punchEvent("pause", at)),
  resume: snapshot.can(punchEvent("resume", at)),
  stop: snapshot.can(punchEvent("stop", at)),
});

/** The state label shown next to the timer. */
export const punchStateLabel = (state: WorkLifecycleState): string =>
  ({ idle: "Not working", started: "Working", resumed: "Working", paused: "Paused", stopped: "Work stopped" })[state];
