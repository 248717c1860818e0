import type { AdminAccountsTable, AdminRegistrationsTable, AdminSignInsTable, AdminSignupsTable, AdminWarningsTable } from "./admin-pages/admin-pages.tables.ts";
import type { AuditEntityStateTable, AuditEventsTable, AuditTimeMarksTable } from "./audit/audit-events.table.ts";
import type { DirectoryCompaniesTable, DirectoryMembershipsTable, DirectoryUsersTable } from "./directory/directory.tables.ts";
import type { ProjectionCheckpointsTable } from "./runner/projection-checkpoints.table.ts";
import type { ProjectionParkedEventsTable } from "./runner/parked-events.table.ts";
import type { TimesheetLogHistoryTable, TimesheetLogsTable, WorkRoundGroupsTable, WorkTimeSettingsTable } from "./timesheet/timesheet.tables.ts";
import type { CommandReplaysTable, WorkIdClaimsTable } from "./timesheet/ledger-claims.tables.ts";
import type { WorkTimersTable } from "./work-timer/work-timer.table.ts";
import type { WorkLogLocationsTable } from "./overlaps/work-log-locations.table.ts";
import type { PayPeriodClosesTable, PayPeriodRulesTable, TimeZoneChangesTable } from "./pay-calendar/pay-calendar.tables.ts";
import type { ScheduleAbsenceBlocksTable, ScheduleCompanyVersionsTable, ScheduleEventStreamsTable, ScheduleEventsTable, SchedulePositionsTable, SchedulePresetsTable } from "./schedules/schedules.tables.ts";
import type { SalarySettingsTable, SalaryWorkTypePricesTable } from "./salary-settings/salary-settings.tables.ts";
import type { RequestsTable } from "./requests/requests.tables.ts";
import type {
  BroadcastsTable,
  NotificationCompaniesTable,
  NotificationDeliveriesTable,
  NotificationOvertimeGroupsTable,
  NotificationPeopleTable,
  NotificationsTable,
  NotificationWorksTable,
} from "./notifications/notifications.tables.ts";
import type { PayrollExportJobOutcomesTable, PayrollExportJobsTable, PayrollExportsTable, PayrollPartnerSettingsTable, PayrollSentLinesTable, PayrollSettingsTable } from "./payroll/payroll.tables.ts";
import type {
  OrganisationCompanySettingsTable,
  OrganisationDevicesTable,
  OrganisationPaidAbsenceTypesTable,
  OrganisationPreferencesTable,
  OrganisationRuleGroupsTable,
  OrganisationWorkTypesTable,
  OrganisationWorkspacesTable,
} from "./organisation/organisation.tables.ts";
import type {
  ReportAbsenceVersionsTable,
  ReportEntryVersionsTable,
  ReportHolidayCountriesTable,
  ReportMonthFiguresTable,
  ReportRuleAssignmentsTable,
  ReportRuleVersionsTable,
  ReportWorkTypeVersionsTable,
} from "./reports/reports.tables.ts";

/** Every read-model table, as Kysely sees it. Add one line per new `*.table.ts`. */
export interface Database {
  projection_checkpoints: ProjectionCheckpointsTable;
  projection_parked_events: ProjectionParkedEventsTable;
  audit_events: AuditEventsTable;
  audit_entity_state: AuditEntityStateTable;
  audit_time_marks: AuditTimeMarksTable;
  admin_sign_ins: AdminSignInsTable;
  admin_accounts: AdminAccountsTable;
  admin_signups: AdminSignupsTable;
  admin_registrations: AdminRegistrationsTable;
  admin_warnings: AdminWarningsTable;
  directory_companies: DirectoryCompaniesTable;
  directory_users: DirectoryUsersTable;
  directory_memberships: DirectoryMembershipsTable;
  timesheet_logs: TimesheetLogsTable;
  timesheet_log_history: TimesheetLogHistoryTable;
  work_time_settings: WorkTimeSettingsTable;
  work_round_groups: WorkRoundGroupsTable;
  work_timers: WorkTimersTable;
  work_log_locations: WorkLogLocationsTable;
  work_id_claims: WorkIdClaimsTable;
  command_replays: CommandReplaysTable;
  organisation_workspaces: OrganisationWorkspacesTable;
  organisation_work_types: OrganisationWorkTypesTable;
  organisation_paid_absence_types: OrganisationPaidAbsenceTypesTable;
  organisation_rule_groups: OrganisationRuleGroupsTable;
  organisation_company_settings: OrganisationCompanySettingsTable;
  organisation_preferences: OrganisationPreferencesTable;
  organisation_devices: OrganisationDevicesTable;
  pay_period_rules: PayPeriodRulesTable;
  pay_period_closes: PayPeriodClosesTable;
  time_zone_changes: TimeZoneChangesTable;
  salary_settings: SalarySettingsTable;
  salary_work_type_prices: SalaryWorkTypePricesTable;
  schedule_events: ScheduleEventsTable;
  schedule_positions: SchedulePositionsTable;
  schedule_presets: SchedulePresetsTable;
  schedule_absence_blocks: ScheduleAbsenceBlocksTable;
  schedule_event_streams: ScheduleEventStreamsTable;
  schedule_company_versions: ScheduleCompanyVersionsTable;
  requests: RequestsTable;
  notifications: NotificationsTable;
  notification_people: NotificationPeopleTable;
  notification_companies: NotificationCompaniesTable;
  notification_works: NotificationWorksTable;
  notification_overtime_groups: NotificationOvertimeGroupsTable;
  notification_deliveries: NotificationDeliveriesTable;
  broadcasts: BroadcastsTable;
  report_entry_versions: ReportEntryVersionsTable;
  report_work_type_versions: ReportWorkTypeVersionsTable;
  report_absence_versions: ReportAbsenceVersionsTable;
  report_rule_versions: ReportRuleVersionsTable;
  report_rule_assignments: ReportRuleAssignmentsTable;
  report_month_figures: ReportMonthFiguresTable;
  report_holiday_countries: ReportHolidayCountriesTable;
  payroll_partner_settings: PayrollPartnerSettingsTable;
  payroll_settings: PayrollSettingsTable;
  payroll_exports: PayrollExportsTable;
  payroll_export_jobs: PayrollExportJobsTable;
  payroll_export_job_outcomes: PayrollExportJobOutcomesTable;
  payroll_sent_lines: PayrollSentLinesTable;
}
