import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { requestMessages } from "@workledger/event-schemas/requests/requests.schema.ts";
import { Avatar, Button, dialogs } from "../../ui/index.ts";
import { formatDateTime } from "../work-time/work-time-format.ts";
import type { ConflictRow } from "./requests.api.ts";

const kindLabel: Readonly<Record<ConflictRow["kind"], string>> = { work_log: "Work log", paid_absence: "Paid absence", scheduled_absence: "Scheduled absence" };

/** Spec 8: the 'Conflicting dates' dialog lists the overlapping entries with worker name and thumbnail, and has a close button. */
const ConflictList = ({ rows, zone, close }: { rows: readonly ConflictRow[]; zone: string; close: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "3" })} data-testid="conflicting-dates">
      <p>{t(requestMessages.conflictingDates)}</p>
      <ul className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        {rows.map((row) => (
          <li key={`${row.kind}-${row.id}`} className={css({ display: "flex", alignItems: "center", gap: "3" })} data-testid="conflict-row">
            <Avatar name={row.worker_name} src={row.worker_thumbnail} size="sm" />
            <span className={css({ fontWeight: "medium" })}>{row.worker_name}</span>
            <span className={css({ color: "fg.muted", fontSize: "sm" })}>
              {t(kindLabel[row.kind])} · {formatDateTime(row.start_utc, zone)} – {row.end_utc === null ? "…" : formatDateTime(row.end_utc, zone)}
            </span>
          </li>
        ))}
      </ul>
      <div className={css({ display: "flex", justifyContent: "flex-end" })}>
        <Button variant="secondary" onClick={close}>
          {t("Close")}
        </Button>
      </div>
    </div>
  );
};

export const openConflictingDates = (rows: readonly ConflictRow[], zone: string, title: string): void => {
  dialogs.open({ id: "conflicting-dates", title, size: "overlap", content: (close) => <ConflictList rows={rows} zone={zone} close={close} /> });
};
