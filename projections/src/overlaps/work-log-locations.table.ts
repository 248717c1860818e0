import type { Selectable } from "kysely";

/**
 * Where a work log's start and stop punches happened, as the spec's 'lat,lng' route coordinates.
 * Kept beside timesheet_logs (same company, worker and work id: its key) so the overlap rows can show the route; only logs
 * whose punches carried a location have a row.
 */
export interface WorkLogLocationsTable {
  work_id: string;
  company_id: string;
  worker_id: string;
  coordinates_start: string | null;
  coordinates_end: string | null;
}

export type WorkLogLocationRow = Selectable<WorkLogLocationsTable>;
