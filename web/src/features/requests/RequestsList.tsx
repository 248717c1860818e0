import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import type { RequestKind } from "@workledger/event-schemas";
import { Button, EmptyState, Spinner } from "../../ui/index.ts";
import { formatDate } from "../work-time/work-time-format.ts";
import { BonusDrawer } from "./BonusDrawer.tsx";
import { PaidAbsenceDrawer } from "./PaidAbsenceDrawer.tsx";
import { requestActionsFor } from "./request-actions.ts";
import { absenceDays } from "./request-form.ts";
import { requestsQueryOptions, type RequestDto } from "./requests.api.ts";
import { RequestStatusBadge } from "./RequestStatusBadge.tsx";

const table = css({ width: "full", borderCollapse: "collapse", "& th, & td": { textAlign: "start", paddingY: "2", paddingX: "2", borderBottomWidth: "1px", borderColor: "border.subtle" } });

const whatOf = (r: RequestDto, zone: string, t: (s: string, o?: Record<string, unknown>) => string): string => {
  if (r.kind === "bonus") return t("Bonus {{amount}} €", { amount: r.bonus ?? 0 });
  if (r.started_at === null || r.ended_at === null) return r.type_name ?? "";
  const { firstDay, lastDay } = absenceDays(r.started_at, r.ended_at, zone);
  return `${r.type_name ?? ""} ${formatDate(firstDay)}${lastDay === firstDay ? "" : ` – ${formatDate(lastDay)}`}`;
};

/**
 * A person's requests of one kind with their status. The requester (the /requests page) edits a
 * pending one; a manager (the person profile's Bonuses and Paid absences tabs) opens it to decide.
 */
export const RequestsList = ({ companyId, zone, userId, kind, role }: { companyId: string; zone: string; userId: string; kind: RequestKind; role: "requester" | "decider" }) => {
  const { t } = useTranslation();
  const requests = useQuery(requestsQueryOptions(userId, kind));
  const [open, setOpen] = useState<RequestDto | null>(null);
  if (requests.data === undefined) return <Spinner />;
  const close = () => setOpen(null);
  return (
    <>
      {requests.data.length === 0 ? (
        <EmptyState title={t("No Records Found")} />
      ) : (
        <table className={table} data-testid={`requests-${kind}`}>
          <thead>
            <tr>
              <th>{t(kind === "bonus" ? "Bonus" : "Paid absence")}</th>
              <th>{t("Comment")}</th>
              <th>{t("Status")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {requests.data.map((r) => {
              const offered = requestActionsFor(r.status, role);
              return (
                <tr key={r.id} data-testid="request-row" data-request-id={r.id}>
                  <td>{whatOf(r, zone, t)}</td>
                  <td>{r.comment}</td>
                  <td>
                    <RequestStatusBadge status={r.status} />
                  </td>
                  <td>
                    <Button variant="ghost" size="sm" onClick={() => setOpen(r)}>
                      {t(offered.includes("edit") ? "Edit" : offered.length > 0 ? "Decide" : "View")}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {open !== null && open.kind === "paid_absence" && <PaidAbsenceDrawer companyId={companyId} zone={zone} request={open} role={role} onClose={close} />}
      {open !== null && open.kind === "bonus" && <BonusDrawer companyId={companyId} zone={zone} request={open} role={role} onClose={close} />}
    </>
  );
};
