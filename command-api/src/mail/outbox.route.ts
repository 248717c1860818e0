import type { Kysely } from "kysely";
import { ForbiddenError, identityMessages } from "@workledger/domain";
import type { Database } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { answers, anyObject } from "../identity/route-schemas.ts";
import { requireSession } from "../identity/session-actor.ts";
import { readOutbox } from "./outbox-mailer.ts";

/**
 * GET /api/dev/outbox: the mail kept instead of sent. A development aid: registered only with
 * DEV_OUTBOX=true (which config refuses off loopback) and answered only to platform admins, since
 * every reset and invitation link is in it. `npm run mail` prints the same outbox without HTTP.
 */
export const outboxSlice =
  (deps: { readonly db: Kysely<Database> }): RouteSlice =>
  async (app) => {
    app.get<{ Querystring: { to?: string; limit?: number } }>(
      "/dev/outbox",
      {
        schema: {
          tags: ["dev"],
          summary: "Mail kept in the outbox (DEV_OUTBOX=true on loopback only; platform admins)",
          querystring: {
            type: "object",
            properties: { to: { type: "string", maxLength: 254 }, limit: { type: "integer", minimum: 1, maximum: 500 } },
            additionalProperties: false,
          },
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        const actor = requireSession(request);
        if (!actor.principal.isAdmin) throw new ForbiddenError(identityMessages.forbidden, "forbidden_admin_only");
        return { data: await readOutbox(deps.db, { ...(request.query.to === undefined ? {} : { to: request.query.to }), limit: request.query.limit ?? 50 }) };
      },
    );
  };
