import type { AllStreamResolvedEvent, JSONEventData } from "@kurrent/kurrentdb-client";

/** What KurrentDB hands back for an event written from `data` (JSON events come back parsed). */
export const recorded = (
  data: JSONEventData,
  at: { streamId?: string; revision?: bigint; commit?: bigint; prepare?: bigint } = {},
): AllStreamResolvedEvent => ({
  event: {
    streamId: at.streamId ?? "work-time-1",
    id: data.id,
    isJson: true,
    revision: at.revision ?? 0n,
    type: data.type,
    created: new Date("2026-11-22T08:00:01.000Z"),
    data: data.data,
    metadata: data.metadata as Record<string, unknown>,
    position: { commit: at.commit ?? 100n, prepare: at.prepare ?? 100n },
  },
});
