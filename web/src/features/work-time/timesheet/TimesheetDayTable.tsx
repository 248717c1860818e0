import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dataTable } from "styled-system/recipes";
import { MoreOptionsMenu, type MenuOption } from "../../../ui/index.ts";
import { formatDate, formatHours } from "../work-time-format.ts";
import { workTimeStyles as styles } from "../work-time.styles.ts";
import { dayOpenAtFirst, timesheetDayGroups, weekdayOf } from "./timesheet-day-groups.ts";
import type { TimesheetRow } from "./timesheet-rows.ts";

export interface TimesheetColumn {
  readonly id: string;
  readonly header: string;
  readonly cell: (row: TimesheetRow) => ReactNode;
}

export interface TimesheetDayTableProps {
  readonly label: string;
  readonly rows: readonly TimesheetRow[];
  readonly columns: readonly TimesheetColumn[];
  readonly decimal: boolean;
  readonly loading: boolean;
  readonly selectable: boolean;
  readonly selected: ReadonlySet<string>;
  readonly onSelectedChange: (ids: ReadonlySet<string>) => void;
  readonly options: (row: TimesheetRow) => readonly MenuOption[];
  readonly onRowClick: (row: TimesheetRow) => void;
}

/**
 * The timesheet as one table with a row group per local day: the day's heading row carries the
 * date, its totals and a disclosure button (aria-expanded) that folds its logs away, so a screen
 * reader hears the day, its figures, then each log with the column headers.
 */
export const TimesheetDayTable = ({ label, rows, columns, decimal, loading, selectable, selected, onSelectedChange, options, onRowClick }: TimesheetDayTableProps) => {
  const { t, i18n } = useTranslation();
  const table = dataTable();
  const baseId = useId();
  // Days the user folded or unfolded against their first state.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const days = timesheetDayGroups(rows);
  const columnCount = columns.length + 1 + (selectable ? 1 : 0);
  const rowId = (row: TimesheetRow) => `${baseId}-${row.id}`;

  const toggle = (date: string) => {
    const next = new Set(toggled);
    if (!next.delete(date)) next.add(date);
    setToggled(next);
  };
  const select = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelectedChange(next);
  };

  return (
    <div className={table.root}>
      <div className={table.scroller}>
        <table className={table.table} aria-label={label} aria-busy={loading || undefined}>
          <thead className={table.head}>
            <tr>
              {selectable && (
                <th className={table.headerCell} style={{ width: "2.5rem" }} scope="col">
                  <span className={styles.visuallyHidden}>{t("Selection")}</span>
                </th>
              )}
              {columns.map((c) => (
                <th key={c.id} className={table.headerCell} scope="col">
                  {c.header}
                </th>
              ))}
              <th className={table.headerCell} scope="col">
                <span className={styles.visuallyHidden}>{t("Log actions")}</span>
              </th>
            </tr>
          </thead>
          {loading && (
            <tbody>
              <tr>
                <td className={table.cell} colSpan={columnCount}>
                  <div className={table.skeleton} data-testid="skeleton-row" />
                </td>
              </tr>
            </tbody>
          )}
          {!loading && days.length === 0 && (
            <tbody>
              <tr>
                <td className={table.empty} colSpan={columnCount}>
                  {t("No Records Found")}
                </td>
              </tr>
            </tbody>
          )}
          {!loading &&
            days.map((day, index) => {
              const open = dayOpenAtFirst(index, rows.length) !== toggled.has(day.date);
              const ids = day.rows.map((r) => r.id);
              const picked = ids.filter((id) => selected.has(id)).length;
              const dateText = `${weekdayOf(day.date, i18n.language)} ${formatDate(day.date)}`;
              return (
                <tbody key={day.date} data-testid="timesheet-day" data-date={day.date} data-open={open ? "" : undefined}>
                  <tr className={styles.dayRow}>
                    {selectable && (
                      <td className={table.cell}>
                        <input
                          type="checkbox"
                          aria-label={t("Select all work logs on {{date}}", { date: dateText })}
                          checked={picked === ids.length}
                          ref={(el) => {
                            if (el) el.indeterminate = picked > 0 && picked < ids.length;
                          }}
                          onChange={(e) => select(ids, e.target.checked)}
                        />
                      </td>
                    )}
                    <th className={table.cell} colSpan={columnCount - (selectable ? 1 : 0)} scope="rowgroup">
                      <div className={styles.dayHeading}>
                        <button
                          type="button"
                          className={styles.dayToggle}
                          aria-expanded={open}
                          aria-controls={day.rows.map(rowId).join(" ")}
                          onClick={() => toggle(day.date)}
                          data-testid="day-toggle"
                        >
                          <span aria-hidden>{open ? "▾" : "▸"}</span>
                          {dateText}
                        </button>
                        <span className={styles.dayFacts} data-testid="day-totals">
                          <span data-testid="day-total">{t("Day total: {{total}}", { total: formatHours(day.workedSeconds, decimal) })}</span>
                          <span>{t("Pauses: {{total}}", { total: formatHours(day.pauseSeconds, decimal) })}</span>
                          <span>{t("Work logs: {{number}}", { number: day.rows.length })}</span>
                          {day.unconfirmed > 0 && <span>{t("Unconfirmed: {{number}}", { number: day.unconfirmed })}</span>}
                        </span>
                      </div>
                    </th>
                  </tr>
                  {day.rows.map((row) => (
                    <tr
                      key={row.id}
                      id={rowId(row)}
                      hidden={!open}
                      className={table.row}
                      data-clickable=""
                      data-selected={selected.has(row.id) ? "" : undefined}
                      aria-selected={selectable ? selected.has(row.id) : undefined}
                      onClick={() => onRowClick(row)}
                    >
                      {selectable && (
                        <td className={table.cell} onClick={(e) => e.stopPropagation()}>
                          <input type="checkbox" aria-label={t("Select row")} checked={selected.has(row.id)} onChange={(e) => select([row.id], e.target.checked)} />
                        </td>
                      )}
                      {columns.map((c) => (
                        <td key={c.id} className={table.cell}>
                          {c.cell(row)}
                        </td>
                      ))}
                      <td className={table.cell} onClick={(e) => e.stopPropagation()}>
                        <MoreOptionsMenu options={options(row)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              );
            })}
        </table>
      </div>
    </div>
  );
};
