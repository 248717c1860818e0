import type { AuditEventsTable } from "./audit/audit-events.table.ts";
import type { DirectoryCompaniesTable, DirectoryMembershipsTable, DirectoryUsersTable } from "./directory/directory.tables.ts";
import type { ProjectionCheckpointsTable } from "./runner/projection-checkpoints.table.ts";

/** Every read-model table, as Kysely sees it. Add one line per new `*.table.ts`. */
export interface Database {
  projection_checkpoints: ProjectionCheckpointsTable;
  audit_events: AuditEventsTable;
  directory_companies: DirectoryCompaniesTable;
  directory_users: DirectoryUsersTable;
  directory_memberships: DirectoryMembershipsTable;
}
