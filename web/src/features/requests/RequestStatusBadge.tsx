import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import type { RequestStatus } from "@workledger/event-schemas";
import { statusTone } from "./request-actions.ts";

const badge = css({
  display: "inline-flex",
  paddingX: "2",
  paddingY: "0.5",
  borderRadius: "full",
  textStyle: "xs",
  fontWeight: "medium",
  borderWidth: "1px",
  "&[data-tone=success]": { color: "success.default", borderColor: "success.default", bg: "success.subtle" },
  "&[data-tone=primary]": { color: "accent.default", borderColor: "accent.default" },
  "&[data-tone=danger]": { color: "danger.default", borderColor: "danger.default", bg: "danger.subtle" },
});

const statusLabel: Readonly<Record<RequestStatus, string>> = { pending: "Pending", approved: "Approved", declined: "Declined" };

/** A request's status, coloured by the spec's kinds (requests primary, added success, declined danger). */
export const RequestStatusBadge = ({ status }: { status: RequestStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={badge} data-tone={statusTone[status]} data-status={status} data-testid="request-status">
      {t(statusLabel[status])}
    </span>
  );
};
