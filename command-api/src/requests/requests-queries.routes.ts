import { listRequests, type RequestRow } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { answers, obj, str } from "../identity/route-schemas.ts";
import { requireSession } from "../identity/session-actor.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { readerOf, workerNamesOf, type RequestsDeps } from "./requests-http.ts";
import { requestSchema, requestShape } from "./requests-shape.ts";

/** The requests page (/requests) and the person profile's Bonuses and Paid absences tabs: a person's requests, newest first. */
export const requestsQueriesSlice =
  (deps: RequestsDeps): RouteSlice =>
  async (app) => {
    app.get<{ Querystring: { user_id?: string; kind?: RequestRow["kind"]; status?: RequestRow["status"] } }>(
      "/requests",
      {
        schema: {
          tags: ["requests"],
          summary: "A person's bonus and paid-absence requests (default: one's own; another person's for those who decide requests or view people)",
          querystring: obj({ user_id: str, kind: { type: "string", enum: ["bonus", "paid_absence"] }, status: { type: "string", enum: ["pending", "approved", "declined"] }, ...waitForQueryProperties }),
          headers: waitForHeaderSchema,
          response: answers({ 200: obj({ data: { type: "array", items: requestSchema } }, ["data"]) }),
        },
        preHandler: waitForReadModels(deps.readModels, ["requests"], deps.readYourWritesTimeoutMs),
      },
      async (request) => {
        const session = requireSession(request);
        const workerId = request.query.user_id ?? session.id;
        const actor = await readerOf(deps, request, workerId);
        const rows = await listRequests(deps.db, actor.companyId, {
          workerId,
          ...(request.query.kind === undefined ? {} : { kind: request.query.kind }),
          ...(request.query.status === undefined ? {} : { status: request.query.status }),
        });
        const names = await workerNamesOf(deps, actor.companyId, workerId);
        return { data: rows.map((r) => requestShape(r, names)) };
      },
    );
  };
