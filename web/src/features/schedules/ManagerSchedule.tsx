import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { peopleQueryOptions } from "../settings/kit/people.queries.ts";
import { absenceTypesQueryOptions } from "../settings/absence-types/absence-types.queries.ts";
import { Button, Select, dialogToast, toast, type SelectOption } from "../../ui/index.ts";
import { initials } from "../../ui/avatar/initials.ts";
import { ScheduleEventDrawer } from "./forms/ScheduleEventDrawer.tsx";
import { newEventForm, type ScheduleEventForm } from "./forms/schedule-event-form.ts";
import { SCHEDULE_REFRESH_MS } from "./live/schedule-live.ts";
import { useScheduleLive } from "./live/useScheduleLive.ts";
import { PresetsPanel } from "./presets/PresetsPanel.tsx";
import { PositionsDrawer } from "./positions/PositionsDrawer.tsx";
import { selectedShiftIds } from "./positions/positions-model.ts";
import { askRemovalScope } from "./recurring/RecurringRemovalDialog.tsx";
import { confirmAllIds, moveCommands, pasteCommand, plannedConflict, plannedOf, resizeCommand, type ScheduleCommand } from "./schedule-actions.ts";
import { itemPasses, readScheduleFilters, writeScheduleFilters, type ScheduleFilters } from "./schedule-filters.ts";
import { rowsOf, UNPOSITIONED, type ScheduleEventKind, type ScheduleItem, type ScheduleRow } from "./schedule-model.ts";
import { itemsOfSchedule, positionOf, presetsQueryOptions, scheduleKeys, scheduleQueryOptions, sendScheduleCommand, type PresetDto, type ScheduleWarningDto } from "./schedules.api.ts";
import { scheduleStyles as styles } from "./schedules.styles.ts";
import { selectionMachine } from "./selection/selection.machine.ts";
import { parseClock } from "./timeline/local-time.ts";
import { ScheduleTimeline, type MoveRequest } from "./timeline/ScheduleTimeline.tsx";
import { RangeNavigation } from "./RangeNavigation.tsx";
import { usePlanningWarnings } from "./usePlanningWarnings.ts";
import { timelineViews, viewRange, type CreatedSpan } from "./timeline/timeline-grid.ts";

export interface ManagerScheduleProps {
  readonly companyId: string;
  readonly userId: string;
  readonly zone: string;
  readonly today: string;
  /** The company's shift_manager_active flag: shift managers are offered only with it. */
  readonly shiftManagers?: boolean;
}

type PersonRow = Extract<ScheduleRow, { kind: "person" }>;
type DrawerState = { readonly item: ScheduleItem | null; readonly initial: ScheduleEventForm } | null;
const viewLabels = { day: "Day", week: "Week", month: "Month" } as const;
const kindLabels: Readonly<Record<ScheduleEventKind, string>> = { shift: "Shift", task: "Task", absence: "Absence" };

/** The manager's /schedules: the resource timeline with drawers, presets, copy and paste, confirm all. */
export const ManagerSchedule = ({ companyId, userId, zone, today, shiftManagers = false }: ManagerScheduleProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFiltersState] = useState<ScheduleFilters>(() => readScheduleFilters(companyId));
  const [anchor, setAnchor] = useState(today);
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [busy, setBusy] = useState(false);
  const [positionsOpen, setPositionsOpen] = useState(false);
  const [shiftManager, setShiftManager] = useState<string | null>(null);
  const [snapshot, send] = useMachine(selectionMachine);
  const selection = snapshot.context;
  const setFilters = (next: ScheduleFilters) => {
    setFiltersState(next);
    writeScheduleFilters(companyId, next);
  };

  const range = viewRange(filters.view, anchor);
  const schedule = useQuery({ ...scheduleQueryOptions(companyId, range), refetchInterval: SCHEDULE_REFRESH_MS });
  const peopleQuery = useQuery(peopleQueryOptions(companyId));
  const presets = useQuery(presetsQueryOptions(companyId));
  const absenceTypes = useQuery(absenceTypesQueryOptions(companyId));
  useScheduleLive(companyId, userId, () => toast.info(t("The schedule was changed by someone else and has been updated")));

  const allItems = useMemo(() => itemsOfSchedule(schedule.data, zone), [schedule.data, zone]);
  const items = useMemo(() => allItems.filter(itemPasses(filters)), [allItems, filters]);
  const people = useMemo(
    () => (peopleQuery.data ?? []).filter((p) => p.status === "active" || allItems.some((i) => i.personId === p.id)).map((p) => ({ id: p.id, name: p.full_name || p.email, initials: initials(p.full_name || p.email) })),
    [peopleQuery.data, allItems],
  );
  const positions = useMemo(() => (schedule.data?.positions ?? []).map(positionOf), [schedule.data]);
  const rows = useMemo(() => rowsOf(positions, people, items, filters, t("No position")), [positions, people, items, filters, t]);
  // Warnings follow, judged in slices after the month is drawn: it is on screen and usable before they are.
  const judged = usePlanningWarnings(allItems, zone);
  const warnings = useMemo(() => {
    // Three messages in all: each translated once, not once per warned shift.
    const translated = new Map<string, string>();
    const translate = (w: string) => translated.get(w) ?? translated.set(w, t(w)).get(w)!;
    return new Map([...judged].map(([id, texts]) => [id, texts.map(translate)]));
  }, [judged, t]);
  const byId = useMemo(() => new Map(allItems.map((i) => [i.id, i])), [allItems]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(companyId) });
  const showWarnings = (list: readonly ScheduleWarningDto[]) => {
    const texts = [...new Set(list.map((w) => t(w.message)))];
    if (texts.length > 0) toast.info(texts.join("\n"));
  };

  const run = async (commands: readonly ScheduleCommand[], success: string) => {
    setBusy(true);
    const found: ScheduleWarningDto[] = [];
    let failed = false;
    for (const command of commands) {
      const outcome = await sendScheduleCommand(command.path, command.body);
      if (!outcome.ok) {
        failed = true;
        toast.error(outcome.message === null ? undefined : t(outcome.message));
        break;
      }
      found.push(...(outcome.answer.warnings ?? []));
    }
    setBusy(false);
    if (!failed) {
      toast.success(t(success));
      showWarnings(found);
    }
    await refresh();
  };

  const openNew = (kind: ScheduleEventKind, row: PersonRow | null, span: CreatedSpan | null, preset?: PresetDto) => {
    const fallback = rows.find((r): r is PersonRow => r.kind === "person") ?? null;
    const target = row ?? fallback;
    const dates = span === null ? [anchor] : span.kind === "days" ? span.dates : [span.date];
    const times = span?.kind === "time" ? { startMinutes: span.startMinutes, endMinutes: span.endMinutes } : {};
    let form = newEventForm(kind, { personId: target?.person.id ?? null, positionId: target?.positionId ?? null, dates, ...times });
    if (preset !== undefined) {
      form = {
        ...form,
        kind: preset.type,
        title: preset.title,
        startTime: parseClock(preset.start_time) === null ? form.startTime : preset.start_time,
        endTime: parseClock(preset.end_time) === null ? form.endTime : preset.end_time,
        pauseMinutes: preset.pause_length,
        additionalBreakMinutes: preset.additional_break_time === 0 ? null : preset.additional_break_time,
        comment: preset.comment,
        color: preset.customColor,
      };
    }
    setDrawer({ item: null, initial: form });
  };

  const onMove = (request: MoveRequest) => {
    const moving = request.ids.map((id) => byId.get(id)).filter((i): i is ScheduleItem => i !== undefined && (request.copying || i.editable));
    const commands = moveCommands(moving, request, filters.view, zone);
    const conflict = plannedConflict(commands.map((c, i) => plannedOf(c, moving[i]!, request.copying)), allItems);
    if (conflict !== null) return toast.error(t(conflict));
    void run(commands, "Saved");
  };

  const onResize = (item: ScheduleItem, end: Parameters<typeof resizeCommand>[1]) => {
    const command = resizeCommand(item, end, zone);
    const conflict = plannedConflict([plannedOf(command, item, false)], allItems);
    if (conflict !== null) return toast.error(t(conflict));
    void run([command], "Saved");
  };

  const onPaste = (row: PersonRow, date: string) => {
    const copied = selection.copied.map((id) => byId.get(id)).filter((i): i is ScheduleItem => i !== undefined);
    const command = pasteCommand(companyId, copied, row, date, zone);
    if (command === null) return;
    const events = command.body["events"] as readonly { user_id: string; start: string; end: string; type: ScheduleEventKind }[];
    const conflict = plannedConflict(events.map((e, i) => ({ id: `paste-${i}`, personId: e.user_id, kind: e.type, start: e.start, end: e.end })), allItems);
    if (conflict !== null) return toast.error(t(conflict));
    void run([command], "Saved");
  };

  const onDelete = async (ids: readonly string[]) => {
    const targets = ids.map((id) => byId.get(id)).filter((i): i is ScheduleItem => i !== undefined);
    const only = targets[0];
    if (only === undefined) return;
    if (targets.length === 1 && only.isRepeating) {
      const scope = await askRemovalScope(t("Delete recurring event"));
      if (scope === null) return;
      await run([{ path: `schedules/${only.id}/destroy`, body: { scope } }], "Removed from the schedule");
    } else {
      const confirmed = await dialogToast.confirm({ title: t("Confirm action"), message: t("Delete {{count}} events?", { count: targets.length }) });
      if (!confirmed) return;
      await run([targets.length === 1 ? { path: `schedules/${only.id}/destroy`, body: {} } : { path: "schedules/destroy/bulk", body: { schedule_ids: targets.map((i) => i.id) } }], "Removed from the schedule");
    }
    send({ type: "events.removed", ids: targets.map((i) => i.id) });
  };

  const confirmAll = async (confirm: boolean) => {
    const ids = confirmAllIds(items, confirm);
    if (ids.length === 0) return toast.info(t("Nothing to confirm in this view"));
    await run([{ path: "schedules/confirm/all", body: { schedule_ids: ids, confirm } }], confirm ? "Schedule confirmed successfully" : "Schedule unconfirmed successfully");
  };

  const selectedShifts = selectedShiftIds(allItems, selection.selected);
  const setShiftManagerOf = (managerId: string | null) =>
    run([{ path: "schedules/shifts/managers", body: { schedule_ids: selectedShifts, user_id: managerId } }], "Schedule successfully updated");

  const personOptions: SelectOption[] = people.map((p) => ({ value: p.id, label: p.name }));
  const positionOptions: SelectOption[] = positions.map((p) => ({ value: p.id, label: p.name }));
  const absenceOptions: SelectOption[] = (absenceTypes.data ?? []).map((a) => ({ value: a.id, label: a.name }));
  const kindToggle = (kind: ScheduleEventKind, on: boolean) => {
    const kinds = on ? [...new Set([...filters.kinds, kind])] : filters.kinds.filter((k) => k !== kind);
    if (kinds.length > 0) setFilters({ ...filters, kinds });
  };

  return (
    <div className={styles.page} data-testid="manager-schedule">
      <div className={styles.toolbar}>
        <RangeNavigation view={filters.view} anchor={anchor} today={today} onAnchor={setAnchor} />
        <div className={styles.group} role="group" aria-label={t("View")}>
          {timelineViews.map((v) => (
            <Button key={v} size="sm" variant="secondary" aria-pressed={filters.view === v} onClick={() => setFilters({ ...filters, view: v })}>
              {t(viewLabels[v])}
            </Button>
          ))}
        </div>
        <div className={styles.group}>
          {(["shift", "task", "absence"] as const).map((k) => (
            <Button key={k} size="sm" variant="secondary" onClick={() => openNew(k, null, null)}>
              {t(k === "shift" ? "Add shift" : k === "task" ? "Add task" : "Add absence")}
            </Button>
          ))}
        </div>
        <Button size="sm" variant="secondary" onClick={() => setPositionsOpen(true)} aria-haspopup="dialog">
          {t("Positions")}
        </Button>
        <div className={styles.group}>
          <Button size="sm" variant="primary" onClick={() => void confirmAll(true)} disabled={busy}>
            {t("Confirm all")}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void confirmAll(false)} disabled={busy}>
            {t("Unconfirm all")}
          </Button>
        </div>
      </div>
      <div className={styles.filters} role="group" aria-label={t("Filters")}>
        <Select label={t("Person")} options={[{ value: "", label: t("Everyone") }, ...personOptions]} value={filters.personIds[0] ?? ""} onChange={(v) => setFilters({ ...filters, personIds: v === null || v === "" ? [] : [v] })} />
        <Select
          label={t("Position")}
          options={[{ value: "", label: t("Every position") }, ...positionOptions, { value: UNPOSITIONED, label: t("No position") }]}
          value={filters.positionIds[0] ?? ""}
          onChange={(v) => setFilters({ ...filters, positionIds: v === null || v === "" ? [] : [v] })}
        />
        <fieldset className={styles.toolbar}>
          <legend className={styles.muted}>{t("Shifts, tasks and absences")}</legend>
          {(["shift", "task", "absence"] as const).map((k) => (
            <label key={k} className={styles.check}>
              <input type="checkbox" checked={filters.kinds.includes(k)} onChange={(e) => kindToggle(k, e.target.checked)} />
              {t(kindLabels[k])}
            </label>
          ))}
          <label className={styles.check}>
            <input type="checkbox" checked={filters.unconfirmedOnly} onChange={(e) => setFilters({ ...filters, unconfirmedOnly: e.target.checked })} />
            {t("Unconfirmed only")}
          </label>
        </fieldset>
      </div>
      <div className={styles.toolbar} aria-live="polite">
        <span className={styles.muted} data-testid="selection-count">
          {t("Selected: {{count}}", { count: selection.selected.length })}
        </span>
        {selection.copied.length > 0 && <span className={styles.muted}>{t("Copied: {{count}}", { count: selection.copied.length })}</span>}
        <Button size="sm" variant="ghost" disabled={selection.selected.length === 0} onClick={() => send({ type: "clipboard.copy" })}>
          {t("Copy")}
        </Button>
        <Button size="sm" variant="ghost" disabled={selection.selected.length === 0 || busy} onClick={() => void onDelete(selection.selected)}>
          {t("Delete selected")}
        </Button>
        {shiftManagers && (
          <div className={styles.group} role="group" aria-label={t("Shift manager")} data-testid="shift-manager-controls">
            <Select label={t("Shift manager")} options={personOptions} value={shiftManager} onChange={setShiftManager} placeholder={t("Choose a person")} />
            <Button size="sm" variant="secondary" disabled={busy || shiftManager === null || selectedShifts.length === 0} onClick={() => void setShiftManagerOf(shiftManager)}>
              {t("Make shift manager of the selected shifts")}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy || selectedShifts.length === 0} onClick={() => void setShiftManagerOf(null)}>
              {t("Remove the shift manager")}
            </Button>
          </div>
        )}
        <span className={styles.hint}>{t("Keyboard: arrows move between days, Enter plans, Alt+arrows move an event, Ctrl+C and Ctrl+V copy and paste, Delete removes.")}</span>
      </div>
      <PresetsPanel presets={presets.data ?? []} onUse={(p) => openNew(p.type, null, null, p)} onChanged={() => void queryClient.invalidateQueries({ queryKey: scheduleKeys.presets(companyId) })} />
      <ScheduleTimeline
        view={filters.view}
        anchor={anchor}
        today={today}
        rows={rows}
        items={items}
        warnings={warnings}
        selection={selection}
        send={send}
        readOnly={busy}
        onCreate={(row, span) => openNew("shift", row, span)}
        onOpen={(item) => setDrawer({ item, initial: newEventForm(item.kind, { personId: item.personId, positionId: item.positionId, dates: [item.start.date] }) })}
        onMove={onMove}
        onResize={onResize}
        onPaste={onPaste}
        onDelete={(ids) => void onDelete(ids)}
      />
      {positionsOpen && <PositionsDrawer companyId={companyId} positions={positions} people={people} onChanged={() => void refresh()} onClose={() => setPositionsOpen(false)} />}
      {drawer !== null && (
        <ScheduleEventDrawer
          companyId={companyId}
          zone={zone}
          item={drawer.item}
          initial={drawer.initial}
          people={personOptions}
          positions={positionOptions}
          absenceTypes={absenceOptions}
          planned={allItems}
          onClose={() => setDrawer(null)}
          onDelete={(item) => {
            setDrawer(null);
            void onDelete([item.id]);
          }}
          onSaved={(found) => {
            setDrawer(null);
            showWarnings(found);
            void refresh();
            void queryClient.invalidateQueries({ queryKey: scheduleKeys.presets(companyId) });
          }}
        />
      )}
    </div>
  );
};
