import { useTranslation } from "react-i18next";
import { Button } from "../../ui/index.ts";
import { offersAction } from "./request-actions.ts";
import { requestDrawerStyles } from "./request-drawer.ts";
import type { RequestDto } from "./requests.api.ts";

/** Decline and Approve, as far as the request lifecycle offers them for the request's status. */
export const RequestDecisionButtons = ({ status, busy, decide }: { status: RequestDto["status"]; busy: boolean; decide: (approve: boolean) => void }) => {
  const { t } = useTranslation();
  return (
    <div className={requestDrawerStyles.actions}>
      {offersAction(status, "decline") && (
        <Button variant="danger" onClick={() => decide(false)} loading={busy}>
          {t("Decline")}
        </Button>
      )}
      {offersAction(status, "approve") && (
        <Button variant="primary" onClick={() => decide(true)} loading={busy}>
          {t("Approve")}
        </Button>
      )}
    </div>
  );
};
