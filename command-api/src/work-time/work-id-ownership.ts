import { sql } from "kysely";
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

/** A claim on a work id for a new log; `ownLog` when the worker's own log holds the id already. */
export interface WorkIdClaim {
  /** The worker's own log (perhaps in an earlier period, which this period's stream cannot see) holds the id. */
  readonly ownLog: boolean;
  /** Forgets a claim this attempt made (a refused command leaves nothing behind). */
  release(): Promise<void>;
}

/**
 * A new log under a work id the client chose: claims it for the worker, or refuses an id another
 * worker holds, in one statement (the claim, the claim already there and the timesheet's row). A
 * claim left by a refused attempt stays usable for its retry. The worker's own id that already
 * names a log is reported (`ownLog`), not refused here: the ledger refuses it (work_id_taken)
 * unless that log is this very command's, recorded by a first attempt that was never answered.
 * A work id the server mints needs no claim: it is a fresh UUID no one else can know yet.
 */
export const claimWorkId = async (deps: Pick<WorkTimeDeps, "db">, actor: SessionActor, workerId: string, workId: string): Promise<WorkIdClaim> => {
  const { rows } = await sql<{ inserted: string | null; claimed_by: string | null; logged_by: string | null }>`
    WITH claim AS (
      INSERT INTO work_id_claims (company_id, work_id, worker_id) VALUES (${actor.companyId}, ${workId}, ${workerId})
      ON CONFLICT (company_id, work_id) DO NOTHING RETURNING worker_id
    )
    SELECT (SELECT worker_id FROM claim) AS inserted,
           (SELECT worker_id FROM work_id_claims WHERE company_id = ${actor.companyId} AND work_id = ${workId}) AS claimed_by,
           (SELECT worker_id FROM timesheet_logs WHERE company_id = ${actor.companyId} AND work_id = ${workId}) AS logged_by`.execute(deps.db);
  const row = rows[0]!;
  // The statement's snapshot cannot see a claim a concurrent first claim committed while this one
  // waited on it: read the stored one then (the one stored wins).
  const owner = row.inserted ?? row.claimed_by ?? (await ownerOf(deps, actor.companyId, workId));
  const release = async () => {
    if (row.inserted === null) return;
    await deps.db.deleteFrom("work_id_claims").where("company_id", "=", actor.companyId).where("work_id", "=", workId).where("worker_id", "=", workerId).execute();
  };
  if (owner !== undefined && owner !== workerId) {
    await release();
    refuse(actor, owner);
  }
  if (row.logged_by !== null && row.logged_by !== workerId) {
    await release();
    refuse(actor, row.logged_by);
  }
  return { ownLog: row.logged_by === workerId, release };
};
