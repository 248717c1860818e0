import { ConflictError, NotFoundError, workTimeMessages } from "@workledger/domain";
import type { SessionActor } from "../identity/session-actor.ts";
import type { WorkTimeDeps } from "./work-time-deps.ts";
import { seesPeoplesHours } from "./work-time-queries.routes.ts";

/**
 * A work id belongs to one worker of a company. The ledger's streams are per worker, so nothing in
 * one worker's stream can see that another worker (or the same worker in an earlier period) holds
 * an id; the command path claims it here, in a write-side table keyed by company and work id,
 * before the ledger records anything. Another company's identical id is no collision: every read
 * model is keyed by company too.
 */

/** The worker who owns a work id in a company: the claim, else (logs recorded before claims) the timesheet's row. */
const ownerOf = async (deps: Pick<WorkTimeDeps, "db">, companyId: string, workId: string): Promise<string | undefined> => {
  const claim = await deps.db.selectFrom("work_id_claims").select("worker_id").where("company_id", "=", companyId).where("work_id", "=", workId).executeTakeFirst();
  if (claim !== undefined) return claim.worker_id;
  const row = await deps.db.selectFrom("timesheet_logs").select("worker_id").where("company_id", "=", companyId).where("work_id", "=", workId).executeTakeFirst();
  return row?.worker_id;
};

/** Someone else's work id: 409 when the actor may see that worker's hours, else 404 (its existence is not told). */
const refuse = (actor: SessionActor, owner: string): never => {
  if (owner === actor.id || seesPeoplesHours(actor)) throw new ConflictError(workTimeMessages.work_id_taken, "work_id_taken");
  throw new NotFoundError(workTimeMessages.work_not_found, "work_not_found");
};

/** A punch or edit naming a work id: it must be the worker's own (or unknown, which the ledger answers 404). */
export const assertOwnWorkId = async (deps: Pick<WorkTimeDeps, "db">, actor: SessionActor, workerId: string, workId: string): Promise<void> => {
  const owner = await ownerOf(deps, actor.companyId, workId);
  if (owner !== undefined && owner !== workerId) refuse(actor, owner);
};

/** A new log under a work id: claims it for the worker, or refuses an id another worker holds. */
export const claimWorkId = async (deps: Pick<WorkTimeDeps, "db">, actor: SessionActor, workerId: string, workId: string): Promise<void> => {
  await assertOwnWorkId(deps, actor, workerId, workId);
  await deps.db
    .insertInto("work_id_claims")
    .values({ company_id: actor.companyId, work_id: workId, worker_id: workerId })
    .onConflict((oc) => oc.columns(["company_id", "work_id"]).doNothing())
    .execute();
  // Two first claims raced: the one stored wins.
  await assertOwnWorkId(deps, actor, workerId, workId);
};
