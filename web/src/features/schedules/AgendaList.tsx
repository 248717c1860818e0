import { useTranslation } from "react-i18next";
import { colourOf, hoursLabel, type ScheduleItem } from "./schedule-model.ts";
import { formatDate } from "./schedule-format.ts";
import { scheduleStyles as styles } from "./schedules.styles.ts";
import { clockOf, weekdayOf } from "./timeline/local-time.ts";

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const kindLabels = { shift: "Shift", task: "Task", absence: "Absence" } as const;

/** The planned events day by day. */
export const AgendaList = ({ items, positions }: { readonly items: readonly ScheduleItem[]; readonly positions: ReadonlyMap<string, string> }) => {
  const { t } = useTranslation();
  const days = new Map<string, ScheduleItem[]>();
  for (const item of [...items].sort((a, b) => a.startInstant.localeCompare(b.startInstant))) {
    const list = days.get(item.start.date) ?? [];
    list.push(item);
    days.set(item.start.date, list);
  }
  if (days.size === 0) return <p className={styles.muted}>{t("Nothing planned")}</p>;
  return (
    <ol className={styles.agenda} data-testid="schedule-agenda">
      {[...days].map(([date, list]) => (
        <li key={date} className={styles.agendaDay}>
          <h3>{`${t(weekdays[weekdayOf(date)] ?? "Mon")} ${formatDate(date)}`}</h3>
          <ul className={styles.agenda} style={{ gap: "0.25rem" }}>
            {list.map((item) => (
              <li key={item.id} className={styles.agendaItem} style={{ borderLeftColor: colourOf(item) }} data-testid="agenda-item" data-kind={item.kind}>
                <strong>{item.isAllDay ? t("All day") : `${clockOf(item.start.minutes)}–${clockOf(item.end.minutes)}`}</strong>
                <span>{t(kindLabels[item.kind])}</span>
                {item.title !== "" && <span>{item.title}</span>}
                {item.positionId !== null && positions.has(item.positionId) && <span className={styles.muted}>{positions.get(item.positionId)}</span>}
                {item.kind !== "absence" && <span className={styles.muted}>{hoursLabel(item.totalSeconds)}</span>}
                <span className={styles.badge} data-tone={item.confirmed ? "confirmed" : "unconfirmed"}>
                  {t(item.confirmed ? "Confirmed" : "Unconfirmed")}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
};
