import { listRequests, type RequestRow } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { answers, obj, str } from "../identity/route-schemas.ts";
import { requireSession } from "../identity/session-actor.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { readerOf, type RequestsDeps } from "./requests-http.ts";
import { requestSchema, requestShape } from "./requests-shape.ts";
import { findCompanyUser } from "@workledger/projections";

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
        const person = await findCompanyUser(deps.db, actor.companyId, workerId);
        const profile = (person?.profile ?? {}) as Record<string, unknown>;
        const names = new Map([[workerId, { name: person === undefined ? "" : `${person.first_name} ${person.last_name}`.trim(), thumbnail: typeof profile["photo"] === "string" ? profile["photo"] : null }]]);
        return { data: rows.map((r) => requestShape(r, names)) };
      },
    );
  };
