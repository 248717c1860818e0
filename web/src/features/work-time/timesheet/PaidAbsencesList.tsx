import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { nameOf, type PersonName } from "../../settings/kit/people.queries.ts";
import type { PaidAbsenceDto } from "../work-time.api.ts";
import { firstCoveredDay, lastCoveredDay } from "@workledger/event-schemas/date-ranges.ts";
import { formatDate } from "../work-time-format.ts";

/** The approved paid absences in the timesheet's range (an approved absence is part of the ledger), first to last day. */
export const PaidAbsencesList = ({ absences, zone, people }: { absences: readonly PaidAbsenceDto[]; zone: string; people?: readonly PersonName[] | undefined }) => {
  const { t } = useTranslation();
  if (absences.length === 0) return null;
  return (
    <section aria-labelledby="timesheet-paid-absences" className={css({ display: "flex", flexDirection: "column", gap: "2" })} data-testid="timesheet-paid-absences">
      <h2 id="timesheet-paid-absences" className={css({ fontWeight: "semibold" })}>
        {t("Paid absences")}
      </h2>
      <ul className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
        {absences.map((a) => {
          const first = firstCoveredDay(a.start, zone) ?? a.start;
          const last = lastCoveredDay(a.end, zone) ?? a.end;
          return (
            <li key={a.id} data-testid="timesheet-paid-absence">
              {people !== undefined && `${nameOf(people, a.worker_id)}: `}
              {a.type_name ?? t("Paid absence")} · {formatDate(first)}
              {last === first ? "" : ` – ${formatDate(last)}`}
              {a.comment !== "" && ` · ${a.comment}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
