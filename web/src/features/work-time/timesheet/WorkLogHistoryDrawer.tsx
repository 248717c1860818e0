import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { displayName } from "../../../app/session/current-user.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { Drawer, Spinner } from "../../../ui/index.ts";
import { workQueryOptions } from "../work-time.api.ts";
import { formatDate, formatDateTime, spanOf } from "../work-time-format.ts";
import { workTimeStyles as styles } from "../work-time.styles.ts";
import { frozenPricingOf, historyChanges, historyFlagLabels, historyTitles, sourceLabels } from "./log-history.ts";

export interface WorkLogHistoryDrawerProps {
  readonly companyId: string;
  readonly zone: string;
  readonly workId: string;
  readonly personName: (id: string) => string;
  readonly optionName: (field: string, id: string) => string;
  readonly onClose: () => void;
}

/** Every change of one log: what, who, when, through which source, and the values before and after. */
export const WorkLogHistoryDrawer = ({ companyId, zone, workId, personName, optionName, onClose }: WorkLogHistoryDrawerProps) => {
  const { t } = useTranslation();
  const work = useQuery(workQueryOptions(companyId, workId));
  const log = work.data?.data;
  const session = useSession();
  // A history names people: the signed-in person by their name too, not "Me".
  const nameOf = (id: string) => (session !== null && id === String(session.user.id) ? displayName(session.user) || personName(id) : personName(id));
  return (
    <Drawer title={t("History of the work log")} onCancel={onClose}>
      {work.isPending || log === undefined ? (
        <Spinner />
      ) : (
        <div className={styles.form}>
          <p className={styles.muted}>
            {nameOf(log.worker_id)} · {formatDate(log.date)} · {spanOf(log, zone)}
          </p>
          <ol className={styles.history} aria-label={t("History of the work log")}>
            {[...(work.data?.history ?? [])].reverse().map((entry, i) => (
              <li key={`${entry.at}-${i}`} data-testid="history-entry">
                <strong>{t(historyTitles[entry.type] ?? entry.type)}</strong>
                <div className={styles.muted}>
                  {formatDateTime(entry.at, zone)} · {nameOf(entry.actor_id)}
                  {entry.source ? ` · ${t(sourceLabels[entry.source] ?? entry.source)}` : ""}
                </div>
                {(entry.flags ?? []).map((flag) => (
                  <div key={flag}>
                    <span className={styles.badge} data-tone="flag" data-testid="history-flag">
                      {t(historyFlagLabels[flag] ?? flag)}
                    </span>
                  </div>
                ))}
                {frozenPricingOf(entry) !== null && (
                  <div className={styles.muted} data-testid="history-pricing">
                    {t("Priced at {{price}} per {{unit}} ({{workType}})", {
                      price: frozenPricingOf(entry)!.price.toFixed(2),
                      unit: t(frozenPricingOf(entry)!.unit === "Piece" ? "piece" : "hour"),
                      workType: frozenPricingOf(entry)!.workTypeName,
                    })}
                  </div>
                )}
                <ul>
                  {historyChanges(entry, zone, optionName).map((c) => (
                    <li key={c.field} className={styles.muted}>
                      {t(c.field)}: {c.before} → {c.after}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Drawer>
  );
};
