import { adminPagesProjection } from "./admin-pages/admin-pages.projection.ts";
import { auditProjection } from "./audit/audit.projection.ts";
import { directoryProjection } from "./directory/directory.projection.ts";
import type { Projection } from "./runner/projection.ts";
import { timesheetProjection } from "./timesheet/timesheet.projection.ts";
import { workTimeSettingsProjection } from "./timesheet/work-time-settings.projection.ts";
import { workTimerProjection } from "./work-timer/work-timer.projection.ts";
import { workLogLocationsProjection } from "./overlaps/work-log-locations.projection.ts";
import { organisationProjection } from "./organisation/organisation.projection.ts";
import { payCalendarProjection } from "./pay-calendar/pay-calendar.projection.ts";
import { notificationsProjection } from "./notifications/notifications-projection.ts";
import { salarySettingsProjection } from "./salary-settings/salary-settings.projection.ts";
import { schedulesProjection } from "./schedules/schedules.projection.ts";
import { requestsProjection } from "./requests/requests.projection.ts";
import { reportsProjection } from "./reports/reports.projection.ts";
import { payrollProjection } from "./payroll/payroll.projection.ts";

/** Every read model this package maintains; the runner and the rebuild command take them from here. */
export const allProjections: readonly Projection[] = [
  auditProjection,
  directoryProjection,
  organisationProjection,
  timesheetProjection,
  workTimeSettingsProjection,
  workTimerProjection,
  workLogLocationsProjection,
  payCalendarProjection,
  salarySettingsProjection,
  schedulesProjection,
  requestsProjection,
  notificationsProjection,
  reportsProjection,
  payrollProjection,
  adminPagesProjection,
];
