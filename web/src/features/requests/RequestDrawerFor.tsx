import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Drawer, EmptyState, Spinner } from "../../ui/index.ts";
import { BonusDrawer } from "./BonusDrawer.tsx";
import { PaidAbsenceDrawer } from "./PaidAbsenceDrawer.tsx";
import { requestQueryOptions, type RequestRef } from "./requests.api.ts";

/**
 * The Edit Request or Edit Bonus drawer for a request known only by its id (a notification in the
 * feed names it): loads the request, then opens the same drawer the person profile's tabs open.
 */
export const RequestDrawerFor = ({ companyId, zone, request, role, onClose }: { companyId: string; zone: string; request: RequestRef; role: "requester" | "decider"; onClose: () => void }) => {
  const { t } = useTranslation();
  const loaded = useQuery(requestQueryOptions(request));
  const title = t(request.kind === "bonus" ? "Edit Bonus" : "Edit Request");
  if (loaded.data === undefined || loaded.data === null)
    return (
      <Drawer title={title} onCancel={onClose} footer={false}>
        {loaded.isPending ? <Spinner /> : <EmptyState title={t("No Records Found")} />}
      </Drawer>
    );
  return request.kind === "bonus" ? (
    <BonusDrawer companyId={companyId} zone={zone} request={loaded.data} role={role} onClose={onClose} />
  ) : (
    <PaidAbsenceDrawer companyId={companyId} zone={zone} request={loaded.data} role={role} onClose={onClose} />
  );
};
