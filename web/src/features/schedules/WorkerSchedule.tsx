import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDeviceClass } from "../../app/device/use-device-class.ts";
import { initials } from "../../ui/avatar/initials.ts";
import { AgendaList } from "./AgendaList.tsx";
import { RangeNavigation } from "./RangeNavigation.tsx";
import { rowKeyOf, type ScheduleItem, type ScheduleRow } from "./schedule-model.ts";
import { itemOf, ownScheduleQueryOptions, positionOf } from "./schedules.api.ts";
import { scheduleStyles as styles } from "./schedules.styles.ts";
import { selectionMachine } from "./selection/selection.machine.ts";
import { ScheduleTimeline } from "./timeline/ScheduleTimeline.tsx";
import { viewRange } from "./timeline/timeline-grid.ts";
import { SCHEDULE_REFRESH_MS } from "./live/schedule-live.ts";
import { useScheduleLive } from "./live/useScheduleLive.ts";
import { useMachine } from "@xstate/react";

export interface WorkerScheduleProps {
  readonly companyId: string;
  readonly userId: string;
  readonly name: string;
  readonly zone: string;
  readonly today: string;
}

const noop = () => undefined;

/** A worker's own schedule, read-only: a week grid and an agenda list; on a phone the agenda alone. */
export const WorkerSchedule = ({ companyId, userId, name, zone, today }: WorkerScheduleProps) => {
  const { t } = useTranslation();
  const device = useDeviceClass();
  const [anchor, setAnchor] = useState(today);
  const [snapshot, send] = useMachine(selectionMachine);
  const range = viewRange("week", anchor);
  const schedule = useQuery({ ...ownScheduleQueryOptions(companyId, userId, range), refetchInterval: SCHEDULE_REFRESH_MS });
  useScheduleLive(companyId, userId, noop);
  const positions = useMemo(() => new Map((schedule.data?.positions ?? []).map((p) => [p.id, positionOf(p).name])), [schedule.data]);
  // One row: the worker, whatever position each event is in.
  const items: readonly ScheduleItem[] = useMemo(
    () => (schedule.data?.events ?? []).filter((e) => e.user_id === userId).map((e) => ({ ...itemOf(e, zone), rowKey: rowKeyOf(null, userId) })),
    [schedule.data, zone, userId],
  );
  const totalSeconds = items.filter((i) => i.kind !== "absence").reduce((sum, i) => sum + i.totalSeconds, 0);
  const rows: readonly ScheduleRow[] = [{ kind: "person", key: rowKeyOf(null, userId), positionId: null, person: { id: userId, name, initials: initials(name) }, totalSeconds, shiftCount: 0 }];
  return (
    <div className={styles.page} data-testid="worker-schedule">
      <div className={styles.toolbar}>
        <RangeNavigation view="week" anchor={anchor} today={today} onAnchor={setAnchor} />
      </div>
      {device !== "mobile" && (
        <ScheduleTimeline
          view="week"
          anchor={anchor}
          today={today}
          rows={rows}
          items={items}
          warnings={new Map()}
          selection={snapshot.context}
          send={send}
          readOnly
          onCreate={noop}
          onOpen={noop}
          onMove={noop}
          onResize={noop}
          onPaste={noop}
          onDelete={noop}
        />
      )}
      <section aria-label={t("Agenda")}>
        <AgendaList items={items} positions={positions} />
      </section>
    </div>
  );
};
