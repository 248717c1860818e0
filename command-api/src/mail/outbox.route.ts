import type { Kysely } from "kysely";
import type { Database } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { readOutbox } from "./outbox-mailer.ts";

/** GET /api/dev/outbox: the mail the embedded default kept instead of sending (developers only; never registered in api mode). */
export const outboxSlice =
  (deps: { readonly db: Kysely<Database> }): RouteSlice =>
  async (app) => {
    app.get<{ Querystring: { to?: string; limit?: number } }>(
      "/dev/outbox",
      {
        schema: {
          tags: ["dev"],
          summary: "Mail kept in the outbox (embedded mode only)",
          querystring: { type: "object", properties: { to: { type: "string" }, limit: { type: "integer", minimum: 1, maximum: 500 } } },
        },
      },
      async (request) => ({ data: await readOutbox(deps.db, { ...(request.query.to === undefined ? {} : { to: request.query.to }), limit: request.query.limit ?? 50 }) }),
    );
  };
