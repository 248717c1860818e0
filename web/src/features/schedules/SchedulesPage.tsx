import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session/use-session.ts";
import { EmptyState } from "../../ui/index.ts";
import { ManagerSchedule } from "./ManagerSchedule.tsx";
import { schedulesAccessOf } from "./schedules-access.ts";
import { scheduleStyles as styles } from "./schedules.styles.ts";
import { WorkerSchedule } from "./WorkerSchedule.tsx";

/**
 * /schedules (spec section 2): a manager with can_manage_schedules plans on the resource timeline;
 * a worker with can_see_schedules reads their own schedule. With schedule_active off the page
 * offers none of the feature's actions (clarification 3).
 */
export const SchedulesPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { companyId, userId, zone, today, active, manager, worker, shiftManagers } = schedulesAccessOf(session);
  const user = session?.user as { readonly full_name?: string; readonly first_name?: string; readonly last_name?: string } | undefined;
  const name = user?.full_name ?? `${user?.first_name ?? ""} ${user?.last_name ?? ""}`.trim();

  let body;
  if (!active) body = <EmptyState title={t("Schedules are not active for your company.")} />;
  else if (manager) body = <ManagerSchedule companyId={companyId} userId={userId} zone={zone} today={today} shiftManagers={shiftManagers} />;
  else if (worker) body = <WorkerSchedule companyId={companyId} userId={userId} name={name} zone={zone} today={today} />;
  else body = <EmptyState title={t("Your rights do not include seeing schedules.")} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(manager ? "Schedules" : "My schedule")}</h1>
      {body}
    </div>
  );
};
