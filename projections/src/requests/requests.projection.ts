import { requestEventTypes, type RequestEvent } from "@workledger/event-schemas";
import type { Projection } from "../runner/projection.ts";
import { scrubbingOnErasure, scrubRequestsPerson } from "../erasure/person-erasure.scrub.ts";

/**
 * Requests per company: each request's latest details and status. Times come from the events
 * (request time from the envelope, decisions from the event), so a rebuild gives the same rows.
 */
export const requestsProjection: Projection = scrubbingOnErasure({
  name: "requests",
  eventTypes: [...requestEventTypes],
  tables: ["requests"],
  apply: async (trx, recorded) => {
    const { companyId, occurredAt } = recorded.metadata;
    const event = { type: recorded.type, data: recorded.data } as RequestEvent;
    const update = (requestId: string, values: Record<string, unknown>) =>
      trx.updateTable("requests").set({ ...values, updated_at: occurredAt }).where("company_id", "=", companyId).where("request_id", "=", requestId).execute();
    switch (event.type) {
      case "PaidAbsenceRequested":
      case "PaidAbsenceRequestEdited": {
        const { requestId, workerId, details } = event.data;
        const values = { absence_type_id: details.absenceTypeId, absence_type_name: details.absenceTypeName, start_at: details.start, end_at: details.end, comment: details.comment };
        if (event.type === "PaidAbsenceRequestEdited") return void (await update(requestId, values));
        await trx
          .insertInto("requests")
          .values({ company_id: companyId, request_id: requestId, kind: "paid_absence", worker_id: workerId, work_id: null, status: "pending", ...values, requested_at: occurredAt, updated_at: occurredAt })
          .execute();
        return;
      }
      case "PaidAbsenceRequestApproved":
      case "PaidAbsenceRequestDeclined": {
        const { requestId, decidedBy, decidedAt } = event.data;
        await update(requestId, { status: event.type === "PaidAbsenceRequestApproved" ? "approved" : "declined", decided_by: decidedBy, decided_at: decidedAt });
        return;
      }
      case "BonusRequested":
      case "BonusRequestEdited": {
        const { requestId, workerId, workId, details } = event.data;
        const values = { bonus: details.bonus, original_bonus: details.bonus, comment: details.comment, manager_id: details.managerId };
        if (event.type === "BonusRequestEdited") return void (await update(requestId, values));
        await trx
          .insertInto("requests")
          .values({ company_id: companyId, request_id: requestId, kind: "bonus", worker_id: workerId, work_id: workId, status: "pending", ...values, requested_at: occurredAt, updated_at: occurredAt })
          .execute();
        return;
      }
      case "BonusRequestApproved":
        await update(event.data.requestId, { status: "approved", bonus: event.data.bonus, original_bonus: event.data.originalBonus, comment: event.data.comment, decided_by: event.data.decidedBy, decided_at: event.data.decidedAt });
        return;
      case "BonusRequestDeclined":
        await update(event.data.requestId, { status: "declined", comment: event.data.comment, decided_by: event.data.decidedBy, decided_at: event.data.decidedAt });
        return;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown request event ${String((unknown as { type: string }).type)}`);
      }
    }
  },
}, scrubRequestsPerson);
