import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session/use-session.ts";
import { EmptyState } from "../../ui/index.ts";
import { ManagerSchedule } from "./ManagerSchedule.tsx";
import { scheduleStyles as styles } from "./schedules.styles.ts";
import { localOf } from "./timeline/local-time.ts";
import { WorkerSchedule } from "./WorkerSchedule.tsx";

const DEFAULT_TIME_ZONE = "Europe/Helsinki";

/**
 * /schedules (spec section 2): a manager with can_manage_schedules plans on the resource timeline;
 * a worker with can_see_schedules reads their own schedule. With schedule_active off the page
 * offers none of the feature's actions (clarification 3).
 */
export const SchedulesPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const company = session?.company as { readonly id?: string | number; readonly timezone?: string | null; readonly schedule_active?: boolean; readonly shift_manager_active?: boolean } | null | undefined;
  const companyId = String(company?.id ?? "");
  const userId = String(session?.user.id ?? "");
  const zone = company?.timezone && company.timezone.trim() !== "" ? company.timezone : DEFAULT_TIME_ZONE;
  const today = localOf(new Date(), zone).date;
  const can = (p: string) => session?.permissions.has(p) ?? false;
  const manager = session?.persona === "manager" && can("can_manage_schedules");
  const worker = session?.persona !== "manager" && can("can_see_schedules");
  const user = session?.user as { readonly full_name?: string; readonly first_name?: string; readonly last_name?: string } | undefined;
  const name = user?.full_name ?? `${user?.first_name ?? ""} ${user?.last_name ?? ""}`.trim();

  let body;
  if (company?.schedule_active !== true) body = <EmptyState title={t("Schedules are not active for your company.")} />;
  else if (manager) body = <ManagerSchedule companyId={companyId} userId={userId} zone={zone} today={today} shiftManagers={company.shift_manager_active === true} />;
  else if (worker) body = <WorkerSchedule companyId={companyId} userId={userId} name={name} zone={zone} today={today} />;
  else body = <EmptyState title={t("Your rights do not include seeing schedules.")} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(manager ? "Schedules" : "My schedule")}</h1>
      {body}
    </div>
  );
};
