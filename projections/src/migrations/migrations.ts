import { Migrator, NO_MIGRATIONS, type Kysely, type Migration, type MigrationResultSet } from "kysely";
import * as projectionCheckpoints from "./2026-11-22-1800-projection-checkpoints.migration.ts";
import * as auditEvents from "./2026-11-22-1810-audit-events.migration.ts";
import * as directoryAndIdentity from "./2026-11-22-1900-directory-and-identity.migration.ts";
import * as storedFiles from "./2026-11-22-1930-stored-files.migration.ts";
import * as organisation from "./2026-11-22-2010-organisation.migration.ts";
import * as workTime from "./2026-11-22-2020-work-time.migration.ts";
import * as workLogLocations from "./2026-11-22-2100-work-log-locations.migration.ts";
import * as payCalendar from "./2026-11-25-1100-pay-calendar.migration.ts";
import * as workLogPricingAndFlags from "./2026-11-25-1110-work-log-pricing-and-flags.migration.ts";
import * as mailRequestThrottle from "./2026-11-25-1200-mail-request-throttle.migration.ts";
import * as emailLinksAndPendingAddresses from "./2026-11-25-1400-email-links-and-pending-addresses.migration.ts";
import * as sessionDevicesAndRealtimeTickets from "./2026-11-25-1500-session-devices-and-realtime-tickets.migration.ts";
import * as parkedEvents from "./2026-11-25-1600-parked-events.migration.ts";
import * as ledgerKeysAndClaims from "./2026-11-25-2200-ledger-keys-and-claims.migration.ts";
import * as companyWithoutMainUser from "./2026-11-25-2600-company-without-main-user.migration.ts";
import * as salarySettings from "./2026-11-25-2900-salary-settings.migration.ts";
import * as schedules from "./2026-11-26-1000-schedules.migration.ts";
import * as requests from "./2026-11-26-2000-requests.migration.ts";
import * as notifications from "./2026-11-26-3000-notifications.migration.ts";
import * as broadcasts from "./2026-11-26-3010-broadcasts.migration.ts";
import * as notificationsUnreadIndex from "./2026-11-26-3020-notifications-unread-index.migration.ts";
import * as notificationWorks from "./2026-11-28-2000-notification-works.migration.ts";
import * as reports from "./2026-11-26-4001-reports.migration.ts";
import * as auditChanges from "./2026-11-26-5000-audit-changes.migration.ts";
import * as companyAccount from "./2026-11-26-5010-company-account.migration.ts";
import * as payroll from "./2026-11-26-6001-payroll.migration.ts";
import * as reportMonthFigures from "./2026-11-28-4000-report-month-figures.migration.ts";
import * as reportMonthFiguresEngineVersion from "./2026-11-28-4100-report-month-figures-engine-version.migration.ts";
import * as payrollExportJobs from "./2026-11-28-6001-payroll-export-jobs.migration.ts";
import * as adminPages from "./2026-11-28-5500-admin-pages.migration.ts";
import * as bonusApprovalsReplay from "./2026-11-28-7000-bonus-approvals-replay.migration.ts";
import * as auditTimeMarks from "./2026-11-28-5510-audit-time-marks.migration.ts";
import * as personErasure from "./2026-11-28-5000-person-erasure.migration.ts";
import * as payrollSealedKeys from "./2026-11-28-6500-payroll-sealed-keys.migration.ts";
import * as reportMonthTotals from "./2026-11-29-1000-report-month-totals.migration.ts";
import * as reportHolidayCountries from "./2026-11-29-2000-report-holiday-countries.migration.ts";
import * as scheduleCompanyVersions from "./2026-11-29-3000-schedule-company-versions.migration.ts";
import * as absenceTypeMaxDays from "./2026-11-30-4100-absence-type-max-days.migration.ts";
import * as commandReplayOwners from "./2026-12-02-1000-command-replay-owners.migration.ts";
import * as companyMailSends from "./2026-12-02-1130-company-mail-sends.migration.ts";
import * as payrollSentLines from "./2026-12-02-6100-payroll-sent-lines.migration.ts";

/**
 * Listed statically rather than read from disk, so the same migrations run under tsx, vitest and
 * a bundle. Names sort in the order they must run; add new ones at the end.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  "2026-11-22-1800-projection-checkpoints": projectionCheckpoints,
  "2026-11-22-1810-audit-events": auditEvents,
  "2026-11-22-1900-directory-and-identity": directoryAndIdentity,
  "2026-11-22-1930-stored-files": storedFiles,
  "2026-11-22-2010-organisation": organisation,
  "2026-11-22-2020-work-time": workTime,
  "2026-11-22-2100-work-log-locations": workLogLocations,
  "2026-11-25-1100-pay-calendar": payCalendar,
  "2026-11-25-1110-work-log-pricing-and-flags": workLogPricingAndFlags,
  "2026-11-25-1200-mail-request-throttle": mailRequestThrottle,
  "2026-11-25-1400-email-links-and-pending-addresses": emailLinksAndPendingAddresses,
  "2026-11-25-1500-session-devices-and-realtime-tickets": sessionDevicesAndRealtimeTickets,
  "2026-11-25-1600-parked-events": parkedEvents,
  "2026-11-25-2200-ledger-keys-and-claims": ledgerKeysAndClaims,
  "2026-11-25-2600-company-without-main-user": companyWithoutMainUser,
  "2026-11-25-2900-salary-settings": salarySettings,
  "2026-11-26-1000-schedules": schedules,
  "2026-11-26-2000-requests": requests,
  "2026-11-26-3000-notifications": notifications,
  "2026-11-26-3010-broadcasts": broadcasts,
  "2026-11-26-3020-notifications-unread-index": notificationsUnreadIndex,
  "2026-11-26-4001-reports": reports,
  "2026-11-26-5000-audit-changes": auditChanges,
  "2026-11-26-5010-company-account": companyAccount,
  "2026-11-26-6001-payroll": payroll,
  "2026-11-28-2000-notification-works": notificationWorks,
  "2026-11-28-4000-report-month-figures": reportMonthFigures,
  "2026-11-28-4100-report-month-figures-engine-version": reportMonthFiguresEngineVersion,
  "2026-11-28-5000-person-erasure": personErasure,
  "2026-11-28-5500-admin-pages": adminPages,
  "2026-11-28-5510-audit-time-marks": auditTimeMarks,
  "2026-11-28-6001-payroll-export-jobs": payrollExportJobs,
  "2026-11-28-6500-payroll-sealed-keys": payrollSealedKeys,
  "2026-11-28-7000-bonus-approvals-replay": bonusApprovalsReplay,
  "2026-11-29-1000-report-month-totals": reportMonthTotals,
  "2026-11-29-2000-report-holiday-countries": reportHolidayCountries,
  "2026-11-29-3000-schedule-company-versions": scheduleCompanyVersions,
  "2026-11-30-4100-absence-type-max-days": absenceTypeMaxDays,
  "2026-12-02-1000-command-replay-owners": commandReplayOwners,
  "2026-12-02-1130-company-mail-sends": companyMailSends,
  "2026-12-02-6100-payroll-sent-lines": payrollSentLines,
};

export class MigrationFailedError extends Error {
  override readonly name = "MigrationFailedError";
  readonly code = "migration_failed";
}

const createMigrator = <DB>(db: Kysely<DB>): Migrator =>
  new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
    // Capabilities land from parallel branches, each with its own name block: a database migrated
    // before a branch landed takes that branch's earlier-named migrations instead of refusing to start.
    allowUnorderedMigrations: true,
  });

/** Brings the read-model schema up to date; throws (naming the failed migration) rather than half-migrating silently. */
export const migrateToLatest = async <DB>(db: Kysely<DB>): Promise<MigrationResultSet> => {
  const result = await createMigrator(db).migrateToLatest();
  throwIfFailed(result);
  return result;
};

/** Undoes every read-model migration (tests and local resets). */
export const migrateToZero = async <DB>(db: Kysely<DB>): Promise<MigrationResultSet> => {
  const result = await createMigrator(db).migrateTo(NO_MIGRATIONS);
  throwIfFailed(result);
  return result;
};

const throwIfFailed = (result: MigrationResultSet): void => {
  if (result.error === undefined) return;
  const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
  throw new MigrationFailedError(`Read-model migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
};
