import { useTranslation } from "react-i18next";
import { Button } from "../../ui/index.ts";
import { formatDate } from "./schedule-format.ts";
import { scheduleStyles as styles } from "./schedules.styles.ts";
import { stepAnchor, viewRange, type TimelineView } from "./timeline/timeline-grid.ts";

/** Previous / Today / Next and the dates shown. */
export const RangeNavigation = ({ view, anchor, today, onAnchor }: { readonly view: TimelineView; readonly anchor: string; readonly today: string; readonly onAnchor: (date: string) => void }) => {
  const { t } = useTranslation();
  const range = viewRange(view, anchor);
  return (
    <div className={styles.group}>
      <Button size="sm" variant="secondary" aria-label={t("Previous")} onClick={() => onAnchor(stepAnchor(view, anchor, -1))}>
        ‹
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onAnchor(today)}>
        {t("Today")}
      </Button>
      <Button size="sm" variant="secondary" aria-label={t("Next")} onClick={() => onAnchor(stepAnchor(view, anchor, 1))}>
        ›
      </Button>
      <span className={styles.range} data-testid="schedule-range" aria-live="polite">
        {range.from === range.to ? formatDate(range.from) : `${formatDate(range.from)} – ${formatDate(range.to)}`}
      </span>
    </div>
  );
};
