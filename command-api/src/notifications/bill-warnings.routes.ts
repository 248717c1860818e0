import { authorize, billWarningDecider, NotFoundError } from "@workledger/domain";
import { billWarningsStreamName } from "@workledger/event-schemas";
import { findDirectoryCompany } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { commandMetadata } from "../commands/command-metadata.ts";
import { handleCommand } from "../commands/handle-command.ts";
import { obj, str } from "../identity/route-schemas.ts";
import { requireSession } from "../identity/session-actor.ts";
import { okAnswers, replyCommand } from "../organisation/organisation-http.ts";
import { withApiFields } from "../organisation/api-fields.ts";
import type { NotificationsDeps } from "./notifications-deps.ts";

export const billWarningSuccess = "Bill warning sent";

/**
 * POST /api/admin/companies/{id}/bill-warning: the platform admin warns a client company of an unpaid
 * invoice and the date its account will be closed on; the company's main user is notified
 * (bill_warning). The event is written in the client company's own ledger.
 */
export const billWarningSlice =
  (deps: NotificationsDeps): RouteSlice =>
  async (app) => {
    app.post<{ Params: { id: string }; Body: { closes_on: string } }>(
      "/admin/companies/:id/bill-warning",
      {
        schema: {
          tags: ["admin"],
          summary: "Warn a client company of an unpaid invoice: its account will be closed on closes_on (today or later)",
          params: obj({ id: str }, ["id"]),
          body: obj({ closes_on: { type: "string", format: "date", minLength: 10, maxLength: 10 } }, ["closes_on"]),
          response: okAnswers,
        },
      },
      async (request, reply) => {
        const actor = requireSession(request);
        authorize(actor.principal, "admin.pages", { companyId: actor.companyId });
        const companyId = request.params.id;
        if ((await findDirectoryCompany(deps.db, companyId)) === undefined) throw new NotFoundError("Company not found", "company_not_found");
        const now = deps.clock();
        const result = await withApiFields(() =>
          handleCommand({
            store: deps.eventStore,
            streamName: billWarningsStreamName(companyId),
            decider: billWarningDecider,
            command: { type: "IssueBillWarning", data: { companyId, closesOn: request.body.closes_on }, metadata: { now: now.toISOString() } },
            metadata: { ...commandMetadata(request, actor, now), companyId },
          }),
        );
        return replyCommand(reply, result, billWarningSuccess, { company_id: companyId });
      },
    );
  };
