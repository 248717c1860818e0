import type { RouteSlice } from "../build-app.ts";
import { answers, anyObject, obj, text } from "../identity/route-schemas.ts";
import { requireAdmin } from "./admin-access.ts";
import type { AdminDeps } from "./admin-deps.ts";

/** Stream names are ids joined by dashes; 400 characters is far beyond any the app writes. */
export const streamNameSchema = text(400);

/** POST /api/admin/ledger/verify: the tamper-evidence check of one stream or the whole ledger (SECURITY.md). */
export const ledgerVerifySlice =
  (deps: AdminDeps): RouteSlice =>
  async (app) => {
    app.post<{ Body: { stream_name?: string } }>(
      "/admin/ledger/verify",
      {
        schema: {
          tags: ["admin"],
          summary: "Verify the ledger's hash chain (one stream with stream_name, else every stream) and name the first broken link",
          description:
            "Recomputes each event's hash from its stored bytes and the previous event of its stream. supported is false when the event store keeps no chain (KurrentDB).",
          body: obj({ stream_name: streamNameSchema }),
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        requireAdmin(request);
        const streamName = request.body.stream_name;
        if (deps.eventStore.verifyChain === undefined) return { data: { supported: false, ok: null, events_checked: 0, streams_checked: 0, first_break: null } };
        const started = performance.now();
        const result = await deps.eventStore.verifyChain(streamName === undefined || streamName === "" ? {} : { streamName });
        const b = result.firstBreak;
        return {
          data: {
            supported: true,
            ok: result.ok,
            stream_name: streamName ?? null,
            events_checked: result.eventsChecked,
            streams_checked: result.streamsChecked,
            heads_digest: result.headsDigest,
            took_ms: Math.round(performance.now() - started),
            first_break:
              b === null
                ? null
                : {
                    stream_name: b.streamName,
                    revision: b.revision,
                    event_id: b.eventId,
                    global_position: b.globalPosition,
                    reason: b.reason,
                    expected_hash: b.expectedHash,
                    stored_hash: b.storedHash,
                  },
          },
        };
      },
    );
  };
