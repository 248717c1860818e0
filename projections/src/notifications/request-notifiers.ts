import { sql, type Transaction } from "kysely";
import type { RequestEvent } from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";
import { notify, type Notifier } from "./notifications.projection.ts";

type Trx = Transaction<Database>;

/**
 * Who decides this worker's requests: active managers with can_accept_decline_requests whose
 * manager workspaces reach the worker's workspaces (the domain's canReachPerson: an unscoped
 * manager reaches everyone, a worker in no workspace only unscoped managers), never the worker. All from this projection's own people rows, so a replay picks the same people.
 */
export const requestDecidersFor = async (trx: Trx, companyId: string, workerId: string): Promise<string[]> => {
  const people = await trx.selectFrom("notification_people").select(["user_id", "rights", "status"]).where("company_id", "=", companyId).execute();
  const worker = people.find((p) => p.user_id === workerId);
  const workerSpaces = worker?.rights.general_rights_workspace_ids ?? [];
  return people
    .filter((p) => p.status === "active" && p.user_id !== workerId)
    .filter((p) => (p.rights.user_role_id === 1 || p.rights.permissions.includes("has_manager_rights")) && p.rights.permissions.includes("can_accept_decline_requests"))
    .filter((p) => p.rights.manager_rights_workspace_ids.length === 0 || p.rights.manager_rights_workspace_ids.some((w) => workerSpaces.includes(w)))
    .map((p) => p.user_id)
    .sort();
};

/** A decided request's notifications in the deciders' feeds show its new status. */
const markDecided = async (trx: Trx, companyId: string, requestId: string, status: "approved" | "declined") => {
  await trx
    .updateTable("notifications")
    .set({ data: sql<string>`data || ${JSON.stringify({ status })}::jsonb` })
    .where("company_id", "=", companyId)
    .where("type", "in", ["absence_request", "bonus_request"])
    .where(sql<string>`data->>'request_id'`, "=", requestId)
    .execute();
};

const onRequest: Notifier = async (trx, recorded: RecordedEvent) => {
  const event = { type: recorded.type, data: recorded.data } as RequestEvent;
  const companyId = recorded.metadata.companyId;
  const toWorker = (workerId: string, type: "absence_added" | "absence_declined" | "bonus_added" | "bonus_declined", data: Record<string, unknown>) =>
    notify(trx, recorded, [{ companyId, recipientId: workerId, type, data }]);
  switch (event.type) {
    case "PaidAbsenceRequested": {
      const { requestId, workerId, details } = event.data;
      const deciders = await requestDecidersFor(trx, companyId, workerId);
      return notify(
        trx,
        recorded,
        deciders.map((recipientId) => ({
          companyId,
          recipientId,
          type: "absence_request" as const,
          data: { request_id: requestId, worker_id: workerId, absence_type_id: details.absenceTypeId, type: details.absenceTypeName, start: details.start, end: details.end, comment: details.comment, status: "pending" },
        })),
      );
    }
    case "BonusRequested": {
      const { requestId, workerId, workId, details } = event.data;
      // A request addressed to one manager reaches that manager; otherwise everyone who may decide it.
      const deciders = details.managerId !== null ? [details.managerId] : await requestDecidersFor(trx, companyId, workerId);
      return notify(
        trx,
        recorded,
        deciders.map((recipientId) => ({
          companyId,
          recipientId,
          type: "bonus_request" as const,
          data: { request_id: requestId, worker_id: workerId, work_id: workId, bonus: details.bonus, comment: details.comment, status: "pending" },
        })),
      );
    }
    case "PaidAbsenceRequestApproved":
      await markDecided(trx, companyId, event.data.requestId, "approved");
      return toWorker(event.data.workerId, "absence_added", {
        request_id: event.data.requestId,
        manager_id: event.data.decidedBy,
        action: "approved",
        absence_type_id: event.data.details.absenceTypeId,
        type: event.data.details.absenceTypeName,
        start: event.data.details.start,
        end: event.data.details.end,
        status: "approved",
      });
    case "PaidAbsenceRequestDeclined":
      await markDecided(trx, companyId, event.data.requestId, "declined");
      return toWorker(event.data.workerId, "absence_declined", { request_id: event.data.requestId, manager_id: event.data.decidedBy, status: "declined" });
    case "BonusRequestApproved":
      await markDecided(trx, companyId, event.data.requestId, "approved");
      return toWorker(event.data.workerId, "bonus_added", {
        request_id: event.data.requestId,
        work_id: event.data.workId,
        manager_id: event.data.decidedBy,
        action: "approved",
        bonus: event.data.bonus,
        comment: event.data.comment,
        status: "approved",
      });
    case "BonusRequestDeclined":
      await markDecided(trx, companyId, event.data.requestId, "declined");
      return toWorker(event.data.workerId, "bonus_declined", { request_id: event.data.requestId, work_id: event.data.workId, manager_id: event.data.decidedBy, comment: event.data.comment, status: "declined" });
    default:
      // Edits change a pending request; its notification keeps pointing at it (request_id).
      return;
  }
};

/** The request events the feed projects (the requests capability's ledger). */
export const requestNotifiers: Readonly<Record<string, Notifier>> = Object.fromEntries(
  ["PaidAbsenceRequested", "BonusRequested", "PaidAbsenceRequestApproved", "PaidAbsenceRequestDeclined", "BonusRequestApproved", "BonusRequestDeclined"].map((type) => [type, onRequest]),
);
