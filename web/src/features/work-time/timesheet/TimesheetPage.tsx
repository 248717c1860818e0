import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { canConfirmWorkTime } from "@workledger/domain/work-time/work-time.permissions.ts";
import { isInClosedPayPeriod } from "@workledger/domain/pay-calendar/pay-periods.ts";
import { workLogAuthority } from "@workledger/domain/work-time/work-time.permissions.ts";
import { Button, DateInput, EmptyState, Select, Spinner, dialogToast, toast, type SelectOption } from "../../../ui/index.ts";
import { payCalendarQueryOptions, type PayCalendarDto } from "../../pay-calendar/pay-calendar.api.ts";
import { periodOpenNotes } from "../../pay-calendar/pay-calendar-format.ts";
import { nameOf, peopleQueryOptions } from "../../settings/kit/people.queries.ts";
import { workTypesQueryOptions } from "../../work-types/work-types.queries.ts";
import { workspacesQueryOptions } from "../../workspaces/workspaces.queries.ts";
import { readTimesheetFilters, writeTimesheetFilters, type TimesheetFilters } from "../timesheet-filters.ts";
import { sendWorkTimeCommand, timesheetQueryOptions, workTimeKeys, workTimerQueryOptions, type WorkLogDto } from "../work-time.api.ts";
import { formatDate, formatHours, localDateOf, spanOf } from "../work-time-format.ts";
import { workTimeStyles as styles } from "../work-time.styles.ts";
import { seesPeoplesHours, useWorkTimeContext } from "../use-work-time-context.ts";
import { bulkConfirmMessage, logActions, timesheetRows, type TimesheetRow } from "./timesheet-rows.ts";
import { TimesheetDayTable, type TimesheetColumn } from "./TimesheetDayTable.tsx";
import { WorkLogDrawer } from "./WorkLogDrawer.tsx";
import { WorkLogHistoryDrawer } from "./WorkLogHistoryDrawer.tsx";
import { PaidAbsencesList } from "./PaidAbsencesList.tsx";
import { filterableWorkers, preselectedWorker, recordableWorkers } from "./worker-options.ts";

type Panel = { readonly kind: "edit"; readonly log: WorkLogDto | null } | { readonly kind: "history"; readonly workId: string } | null;

const StatusBadge = ({ log }: { log: WorkLogDto }) => {
  const { t } = useTranslation();
  const tone = log.end === null ? "running" : log.confirmed ? "confirmed" : "unconfirmed";
  const label = log.end === null ? "Running" : log.confirmed ? "Confirmed" : "Unconfirmed";
  return (
    <span className={styles.badge} data-tone={tone} data-testid="log-status">
      {t(label)}
    </span>
  );
};

/** What a log tells beyond its confirmation: closed period, changed after the close, over 24 h by the worker, a back-dated punch, a manager's bonus. */
const Flags = ({ log, closedThrough }: { log: WorkLogDto; closedThrough: string | null }) => {
  const { t } = useTranslation();
  return (
    <>
      {isInClosedPayPeriod(log.date, closedThrough) && (
        <span className={styles.badge} data-tone="closed" data-testid="flag-period-closed">
          {t("Pay period closed")}
        </span>
      )}
      {log.changed_after_pay_period_closed === true && (
        <span className={styles.badge} data-tone="flag" data-testid="flag-changed-after-close" title={t("Changed after the pay period closed")}>
          {t("Changed after close")}
        </span>
      )}
      {log.edited && (
        <span className={styles.badge} data-tone="flag" data-testid="flag-edited" title={t("Changed after it was recorded")}>
          {t("Edited")}
        </span>
      )}
      {log.worker_over_24_hours === true && (
        <span className={styles.badge} data-tone="flag" data-testid="flag-over-24-hours" title={t("The worker entered more than 24 working hours")}>
          {t("Over 24 h: check")}
        </span>
      )}
      {log.back_dated === true && (
        <span className={styles.badge} data-tone="flag" data-testid="flag-back-dated" title={t("A punch was recorded for an earlier moment than it was received")}>
          {t("Back-dated")}
          <span className={styles.visuallyHidden}>{`: ${t("A punch was recorded for an earlier moment than it was received")}`}</span>
        </span>
      )}
      {log.bonus !== null && (
        // Only a manager sets a bonus (a worker's own log cannot carry one): the history names who.
        <span className={styles.badge} data-tone="bonus" data-testid="flag-bonus" title={t("Bonus set by a manager")}>
          {t("Bonus {{amount}} €", { amount: log.bonus })}
          <span className={styles.visuallyHidden}>{`: ${t("Bonus set by a manager")}`}</span>
        </span>
      )}
    </>
  );
};

/** /timesheet: the worker's own hours or, for a manager, their people's; edit, confirm, history. */
export const TimesheetPage = () => {
  const { companyId } = useWorkTimeContext();
  // The default range is the company's current pay period: wait for the calendar (the spec's two weeks if it cannot be read).
  const calendar = useQuery(payCalendarQueryOptions(companyId));
  if (companyId !== "" && calendar.isPending) return <Spinner />;
  return <TimesheetView calendar={calendar.data ?? null} />;
};

const TimesheetView = ({ calendar }: { calendar: PayCalendarDto | null }) => {
  const { t } = useTranslation();
  const context = useWorkTimeContext();
  const { companyId, zone, userId } = context;
  const queryClient = useQueryClient();
  const manager = seesPeoplesHours(context);
  const today = localDateOf(new Date(), calendar?.time_zone ?? zone);
  const [filters, setFilters] = useState<TimesheetFilters>(() => readTimesheetFilters(today, manager, calendar?.pay_period));
  const [panel, setPanel] = useState<Panel>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const scope = manager ? filters.scope : "own";
  // The worker persona's own list and totals need can_see_timesheets_or_overview (the API refuses them otherwise).
  const hidden = scope === "own" && !context.seesOwnTimesheet;
  const sheet = useQuery({ ...timesheetQueryOptions(companyId, scope, filters, scope === "people" && filters.workerId ? [filters.workerId] : []), enabled: !hidden });
  const timer = useQuery(workTimerQueryOptions(companyId));
  // Names for the table and the history (GET workers/all is open to every member).
  const people = useQuery(peopleQueryOptions(companyId));
  const workTypes = useQuery(workTypesQueryOptions(companyId));
  const workspaces = useQuery(workspacesQueryOptions(companyId));
  const sheetZone = sheet.data?.time_zone ?? zone;
  const closedThrough = sheet.data?.closed_through ?? calendar?.closed_through ?? null;
  const decimal = sheet.data?.show_time_decimal ?? false;
  const actor = { actorId: userId, persona: context.persona, permissions: new Set(["can_edit_own_work_time", "can_add_work_hours_of_users", "can_edit_work_hours_of_users", "can_confirm_work_hours"].filter(context.can)) };

  const update = (patch: Partial<TimesheetFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    writeTimesheetFilters(next);
  };
  const personName = (id: string) => (id === userId ? t("Me") : nameOf(people.data, id));
  const optionName = (field: string, id: string) =>
    (field === "workTypeId" ? workTypes.data?.find((w) => w.id === id)?.name : workspaces.data?.find((w) => w.id === id)?.name) ?? id;
  const refresh = () => queryClient.invalidateQueries({ queryKey: workTimeKeys.all(companyId) });

  const command = async (path: string, success: string, body?: unknown) => {
    const outcome = await sendWorkTimeCommand("POST", `companies/${companyId}/${path}`, body);
    if (outcome.ok) toast.success(t(success));
    else toast.error(outcome.message === null ? undefined : t(outcome.message));
    await refresh();
    return outcome.ok;
  };
  const remove = async (log: WorkLogDto) => {
    if (!(await dialogToast.confirm({ title: t("Confirm action"), message: t("Delete this work log?"), tone: "danger" }))) return;
    const outcome = await sendWorkTimeCommand("DELETE", `companies/${companyId}/works/${log.id}`);
    if (outcome.ok) toast.success(t("Work log deleted"));
    else toast.error(outcome.message === null ? undefined : t(outcome.message));
    await refresh();
  };
  const rows = timesheetRows(sheet.data, filters.status);
  // Only what is still shown counts as selected (a filter or a refresh may have hidden some).
  const selected = rows.filter((r) => selectedIds.has(r.id));
  const bulkConfirm = async () => {
    const problem = bulkConfirmMessage(selected);
    if (problem !== null) {
      toast.error(t(problem));
      return;
    }
    if (await command("works/confirm/bulk", "Work logs confirmed", { work_ids: selected.map((r) => r.id) })) {
      setSelectedIds(new Set());
    }
  };

  const mayAdd = scope === "people" ? context.can("can_add_work_hours_of_users") : context.can("can_edit_own_work_time");
  const mayConfirm = canConfirmWorkTime(actor);
  const names = (list: readonly { id: string; name: string }[] | undefined): SelectOption[] => (list ?? []).map((w) => ({ value: w.id, label: w.name }));
  // Pending invitations never show where work is recorded; a new log is for the signed-in person, else the first active one.
  const peopleOptions: SelectOption[] = filterableWorkers(people.data ?? []);
  const recordOptions: SelectOption[] = recordableWorkers(people.data ?? []);

  const columns: TimesheetColumn[] = [
    ...(scope === "people" ? [{ id: "worker", header: t("Worker"), cell: (r: TimesheetRow) => personName(r.workerId) }] : []),
    { id: "number", header: t("No."), cell: (r) => String(r.log.work_number) },
    { id: "time", header: t("Time"), cell: (r) => spanOf(r.log, sheetZone) },
    { id: "pauses", header: t("Pauses"), cell: (r) => formatHours(r.log.pause_seconds, decimal) },
    { id: "worked", header: t("Worked"), cell: (r) => formatHours(r.log.rounded_worked_seconds ?? r.log.worked_seconds, decimal) },
    // A manager's day holds several people: each row also shows its worker's own day total.
    ...(scope === "people" ? [{ id: "day", header: t("Day total"), cell: (r: TimesheetRow) => formatHours(r.daySeconds, decimal) }] : []),
    { id: "work-type", header: t("Work type"), cell: (r) => (r.log.work_type_id === null ? "-" : optionName("workTypeId", r.log.work_type_id)) },
    { id: "workspace", header: t("Workspace"), cell: (r) => (r.log.workspace_id === null ? "-" : optionName("workspaceId", r.log.workspace_id)) },
    { id: "tags", header: t("Tags"), cell: (r) => (r.log.tags.length === 0 ? "-" : r.log.tags.join(", ")) },
    { id: "files", header: t("Files"), cell: (r) => (r.log.files.length === 0 ? "-" : r.log.files.map((f) => f.name).join(", ")) },
    {
      id: "state",
      header: t("Confirmation"),
      cell: (r) => (
        <span className={styles.actions}>
          <StatusBadge log={r.log} />
          <Flags log={r.log} closedThrough={closedThrough} />
        </span>
      ),
    },
  ];
  const options = (r: TimesheetRow) => {
    const can = logActions(actor, r.log, closedThrough);
    return [
      ...(can.edit ? [{ id: "edit", label: t("Edit"), onSelect: () => setPanel({ kind: "edit", log: r.log }) }] : []),
      { id: "history", label: t("History"), onSelect: () => setPanel({ kind: "history", workId: r.id }) },
      ...(can.confirm ? [{ id: "confirm", label: t("Confirm"), onSelect: () => void command(`works/${r.id}/confirm`, "Work log confirmed") }] : []),
      ...(can.unconfirm ? [{ id: "unconfirm", label: t("Unconfirm"), onSelect: () => void command(`works/${r.id}/unconfirm`, "Work log unconfirmed") }] : []),
      ...(can.delete ? [{ id: "delete", label: t("Delete"), danger: true, onSelect: () => void remove(r.log) }] : []),
    ];
  };

  if (companyId === "") return <EmptyState title={t("No company selected")} lines={[t("Choose a company to register work time.")]} />;
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t("Timesheet")}</h1>
        <div className={styles.actions}>
          {mayConfirm && selected.length > 0 && (
            <Button variant="secondary" onClick={() => void bulkConfirm()}>
              {t("Confirm selected ({{count}})", { count: selected.length })}
            </Button>
          )}
          {mayAdd && (
            <Button variant="primary" onClick={() => setPanel({ kind: "edit", log: null })}>
              {t("Add work log")}
            </Button>
          )}
        </div>
      </header>
      <div className={styles.filters} role="group" aria-label={t("Filters")}>
        {manager && (
          <Select<"own" | "people">
            label={t("Showing")}
            options={[
              { value: "people", label: t("My people") },
              { value: "own", label: t("My hours") },
            ]}
            value={scope}
            onChange={(v) => v !== null && update({ scope: v })}
          />
        )}
        <DateInput label={t("From")} value={filters.from} onChange={(v) => v !== null && v <= filters.to && update({ from: v })} />
        <DateInput label={t("To")} value={filters.to} onChange={(v) => v !== null && v >= filters.from && update({ to: v })} />
        {scope === "people" && (
          <Select
            label={t("Worker")}
            options={[{ value: "", label: t("Everyone") }, ...peopleOptions]}
            value={filters.workerId ?? ""}
            onChange={(v) => update({ workerId: v === null || v === "" ? null : v })}
          />
        )}
        <Select<TimesheetFilters["status"]>
          label={t("Confirmation")}
          options={[
            { value: "all", label: t("All") },
            { value: "unconfirmed", label: t("Unconfirmed") },
            { value: "confirmed", label: t("Confirmed") },
          ]}
          value={filters.status}
          onChange={(v) => v !== null && update({ status: v })}
        />
      </div>
      {calendar !== null && (
        <div className={styles.actions} role="group" aria-label={t("Pay periods")}>
          <Button variant="secondary" size="sm" onClick={() => update({ from: calendar.pay_period.start, to: calendar.pay_period.end })}>
            {t("This pay period")}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => update({ from: calendar.previous_pay_period.start, to: calendar.previous_pay_period.end })}>
            {t("Previous pay period")}
          </Button>
          <span className={styles.muted} data-testid="timesheet-pay-period">
            {t("Pay period {{span}}", { span: `${formatDate(calendar.pay_period.start)} - ${formatDate(calendar.pay_period.end)}` })}
            {periodOpenNotes(calendar.pay_period, calendar.previous_pay_period).map((note) => ` · ${t(note.text, note.values)}`)}
            {closedThrough !== null && ` · ${t("closed for workers through {{date}}", { date: formatDate(closedThrough) })}`}
          </span>
        </div>
      )}
      {hidden ? (
        <EmptyState title={t("Your rights do not include seeing the timesheet or overview.")} />
      ) : (
        <>
          <p className={styles.muted} data-testid="timesheet-total">
            {t("Total worked: {{total}}", { total: formatHours(sheet.data?.totals.rounded_worked_seconds ?? 0, decimal) })}
            {" · "}
            {t(decimal ? "Hours as decimals" : "Hours as hh:mm")}
          </p>
          <TimesheetDayTable
            label={t("Timesheet")}
            rows={rows}
            columns={columns}
            decimal={decimal}
            loading={sheet.isPending}
            selectable={mayConfirm}
            selected={selectedIds}
            onSelectedChange={setSelectedIds}
            options={options}
            onRowClick={(r) => setPanel(logActions(actor, r.log, closedThrough).edit ? { kind: "edit", log: r.log } : { kind: "history", workId: r.id })}
          />
          <PaidAbsencesList absences={sheet.data?.paid_absences ?? []} zone={sheetZone} people={scope === "people" ? people.data : undefined} />
        </>
      )}
      {panel?.kind === "edit" && (
        <WorkLogDrawer
          companyId={companyId}
          zone={sheetZone}
          log={panel.log}
          today={today}
          closedThrough={closedThrough}
          asWorker={
            panel.log === null ? scope === "own" : workLogAuthority(actor, panel.log.worker_id, "edit") === "worker"
          }
          ownId={scope === "people" ? preselectedWorker(recordOptions, filters.workerId ?? userId, userId) : userId}
          people={scope === "people" ? recordOptions : []}
          workTypes={names(workTypes.data)}
          workspaces={names(workspaces.data)}
          others={(sheet.data?.days ?? []).flatMap((d) => d.logs)}
          knownTags={[...new Set((sheet.data?.days ?? []).flatMap((d) => d.logs.flatMap((l) => l.tags)))].sort()}
          elapsedSeconds={timer.data?.total_elapse_time ?? 0}
          onClose={() => setPanel(null)}
          onSaved={() => {
            setPanel(null);
            void refresh();
          }}
        />
      )}
      {panel?.kind === "history" && (
        <WorkLogHistoryDrawer
          companyId={companyId}
          zone={sheetZone}
          workId={panel.workId}
          personName={personName}
          optionName={optionName}
          onClose={() => setPanel(null)}
        />
      )}
    </section>
  );
};
