import type { ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * Write-side: which worker of a company owns a work id. The command path claims an id before the
 * ledger records a log under it, so a work id belongs to one worker (not a projection: a rebuild
 * leaves it alone).
 */
export interface WorkIdClaimsTable {
  company_id: string;
  work_id: string;
  worker_id: string;
  claimed_at: Timestamp;
}

/**
 * Write-side: the first answer to an idempotent command, per company, actor and key (a work id or
 * an x-command-id), with a hash of the request it answered. `status` is null while the first
 * request is still running, in the process named by `owner`.
 */
export interface CommandReplaysTable {
  company_id: string;
  actor_id: string;
  key: string;
  request_hash: string;
  status: number | null;
  answer: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
  /** The presence id of the process working on it while `status` is null (null on rows from before owners were kept). */
  owner: number | null;
}
