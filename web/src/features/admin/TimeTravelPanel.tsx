import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Drawer } from "../../ui/index.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { timesheetAsOfQueryOptions, type AsOfTimesheet, type AuditRow } from "./admin.api.ts";
import { hoursText } from "./audit-format.ts";

const table = css({ width: "100%", textStyle: "sm", "& th, & td": { textAlign: "left", paddingY: "1", paddingX: "2", borderBottomWidth: "1px", borderColor: "border.default" } });

const SheetTable = ({ sheet, label, testId }: { sheet: AsOfTimesheet | undefined; label: string; testId: string }) => {
  const { t, i18n } = useTranslation();
  const time = (instant: string | null) => (instant === null ? "—" : new Intl.DateTimeFormat(i18n.language, { timeStyle: "short" }).format(new Date(instant)));
  return (
    <table className={table} aria-label={label} data-testid={testId}>
      <caption className={pageStyles.subtitle}>{label}</caption>
      <thead>
        <tr>
          <th>{t("Date")}</th>
          <th>{t("Start")}</th>
          <th>{t("End")}</th>
          <th>{t("Worked")}</th>
          <th>{t("Comment")}</th>
        </tr>
      </thead>
      <tbody>
        {(sheet?.logs ?? []).map((l) => (
          <tr key={l.work_id}>
            <td>{l.date}</td>
            <td>{time(l.start)}</td>
            <td>{time(l.end)}</td>
            <td>{hoursText(l.worked_seconds)}</td>
            <td>{l.comment}</td>
          </tr>
        ))}
        {sheet !== undefined && sheet.logs.length === 0 && (
          <tr>
            <td colSpan={5}>{t("No work logs")}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th colSpan={3}>{t("Total")}</th>
          <th data-testid={`${testId}-total`}>{sheet === undefined ? "…" : hoursText(sheet.total_worked_seconds)}</th>
          <th />
        </tr>
      </tfoot>
    </table>
  );
};

/** Time travel: the worker's timesheet right after the row's event, next to the timesheet now. */
export const TimeTravelPanel = ({ row, onClose }: { row: AuditRow; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const then = useQuery(timesheetAsOfQueryOptions(row.company_id, row.person_id!, row.position));
  const now = useQuery(timesheetAsOfQueryOptions(row.company_id, row.person_id!, null));
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" }).format(new Date(row.recorded_at));
  return (
    <Drawer title={t("Timesheet of {{name}} as of {{moment}}", { name: row.person_name ?? row.person_id, moment })} onCancel={onClose} footer={false}>
      <p className={pageStyles.muted}>{t("As it was right after: {{what}}", { what: row.what })}</p>
      <SheetTable sheet={then.data} label={t("As of this moment")} testId="timesheet-as-of" />
      <SheetTable sheet={now.data} label={t("Now")} testId="timesheet-now" />
    </Drawer>
  );
};
