import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { useSession } from "../../app/session/use-session.ts";
import { Button } from "../../ui/index.ts";
import { useWorkTimeContext } from "../work-time/use-work-time-context.ts";
import { BonusDrawer } from "./BonusDrawer.tsx";
import { PaidAbsenceDrawer } from "./PaidAbsenceDrawer.tsx";
import { requestHints } from "./request-texts.ts";
import { RequestsList } from "./RequestsList.tsx";

const section = css({ display: "flex", flexDirection: "column", gap: "3" });

/**
 * /requests (workers): one's paid-absence and bonus requests with their status, editable while
 * pending, and the forms for new ones. Bonus requests need the company's production_bonus_active.
 */
export const RequestsPage = () => {
  const { t } = useTranslation();
  const { companyId, userId, zone } = useWorkTimeContext();
  const session = useSession();
  const bonuses = (session?.company as { production_bonus_active?: boolean } | null | undefined)?.production_bonus_active === true;
  const [creating, setCreating] = useState<"paid_absence" | "bonus" | null>(null);
  return (
    <main className={css({ display: "flex", flexDirection: "column", gap: "6", padding: "4" })}>
      <header className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: "2" })}>
        <h1 className={css({ textStyle: "2xl", fontWeight: "semibold" })}>{t("Requests")}</h1>
        <div className={css({ display: "flex", gap: "2" })}>
          <Button variant="primary" onClick={() => setCreating("paid_absence")}>
            {t("Request a paid absence")}
          </Button>
          {bonuses && (
            <Button variant="secondary" onClick={() => setCreating("bonus")}>
              {t("Request a bonus")}
            </Button>
          )}
        </div>
      </header>
      {!bonuses && (
        <p role="note" data-testid="bonuses-off" className={css({ textStyle: "sm", color: "fg.muted" })}>
          {t(requestHints.bonusesOff)}
        </p>
      )}
      <section className={section} aria-labelledby="paid-absence-requests">
        <h2 id="paid-absence-requests" className={css({ fontWeight: "semibold" })}>
          {t("Paid absences")}
        </h2>
        <RequestsList companyId={companyId} zone={zone} userId={userId} kind="paid_absence" role="requester" />
      </section>
      <section className={section} aria-labelledby="bonus-requests">
        <h2 id="bonus-requests" className={css({ fontWeight: "semibold" })}>
          {t("Bonuses")}
        </h2>
        <RequestsList companyId={companyId} zone={zone} userId={userId} kind="bonus" role="requester" />
      </section>
      {creating === "paid_absence" && <PaidAbsenceDrawer companyId={companyId} zone={zone} request={null} role="requester" onClose={() => setCreating(null)} />}
      {creating === "bonus" && <BonusDrawer companyId={companyId} zone={zone} request={null} role="requester" onClose={() => setCreating(null)} />}
    </main>
  );
};
