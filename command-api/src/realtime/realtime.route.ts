import websocket from "@fastify/websocket";
import type { Kysely } from "kysely";
import type { Bus, BusSubscription } from "@workledger/bus";
import { realtimeChannelOf, realtimeSubjectOf, type RealtimeMessage } from "@workledger/event-schemas";
import type { Database } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { lookupSession } from "../identity/session-authenticator.ts";

export interface RealtimeDeps {
  readonly db: Kysely<Database>;
  readonly bus: Bus;
  readonly clock: () => Date;
}

/** Close codes: the bearer token does not name a live session, or the channel is someone else's. */
export const realtimeCloseCodes = { unauthenticated: 4401, forbidden: 4403 } as const;

/**
 * GET /api/realtime?token={access token}&channel=users_{userId} (websocket). The private channel
 * users_{userId} is fed from the bus subject realtime.users.{userId}; each message is a JSON
 * RealtimeMessage ({ channel, type, title, message }). The first frame is { type: "subscribed", channel }.
 */
export const realtimeSlice =
  (deps: RealtimeDeps): RouteSlice =>
  async (app) => {
    await app.register(websocket);
    app.get<{ Querystring: { token?: string; channel?: string } }>(
      "/realtime",
      {
        websocket: true,
        schema: {
          tags: ["realtime"],
          summary: "Websocket of the private channel users_{userId}, authorised with the bearer token (query token)",
          querystring: { type: "object", properties: { token: { type: "string" }, channel: { type: "string" } } },
        },
      },
      async (socket, request) => {
        const state: { subscription?: BusSubscription; closed: boolean } = { closed: false };
        socket.on("close", () => {
          state.closed = true;
          void state.subscription?.unsubscribe();
        });
        const token = request.query.token ?? /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? ""))?.[1];
        const { actor } = token === undefined ? { actor: null } : await lookupSession(deps.db, token, undefined, deps.clock()).catch(() => ({ actor: null }));
        if (actor === null) {
          socket.close(realtimeCloseCodes.unauthenticated, "Unauthenticated");
          return;
        }
        const channel = realtimeChannelOf(actor.id);
        if (request.query.channel !== undefined && request.query.channel !== channel) {
          socket.close(realtimeCloseCodes.forbidden, "Forbidden channel");
          return;
        }
        const subscription = await deps.bus.subscribe<RealtimeMessage>(realtimeSubjectOf(actor.id), (message) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message.data));
        });
        state.subscription = subscription;
        if (state.closed) {
          await subscription.unsubscribe();
          return;
        }
        socket.send(JSON.stringify({ type: "subscribed", channel }));
      },
    );
  };
