import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EmptyState, Spinner } from "../../../ui/index.ts";
import { timesheetQueryOptions, workQueryOptions, workTimerQueryOptions } from "../work-time.api.ts";
import { payCalendarQueryOptions } from "../../pay-calendar/pay-calendar.api.ts";
import { periodOpenNotes } from "../../pay-calendar/pay-calendar-format.ts";
import { formatDate, formatHours, localDateOf, payPeriodOf } from "../work-time-format.ts";
import { workTimeStyles as styles } from "../work-time.styles.ts";
import { useNow } from "../use-now.ts";
import { useWorkTimeContext } from "../use-work-time-context.ts";
import { summaryOf, type WorkSummary } from "./dashboard-summary.ts";
import { PunchCard } from "./PunchCard.tsx";
import { SetupChecklist } from "../../setup-checklist/SetupChecklist.tsx";
import { useSession } from "../../../app/session/use-session.ts";
import { isMainCompanyUser } from "../../../app/session/current-user.ts";

const SummaryCard = ({ title, caption, notes = [], summary, decimal, testId }: { title: string; caption: string; notes?: readonly string[]; summary: WorkSummary; decimal: boolean; testId: string }) => {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-label={title} data-testid={testId}>
      <h2 className={styles.subtitle}>{title}</h2>
      <p className={styles.muted} data-testid={`${testId}-caption`}>
        {caption}
      </p>
      {notes.map((note) => (
        <p key={note} className={styles.muted} data-testid={`${testId}-note`}>
          {note}
        </p>
      ))}
      <div className={styles.figure} data-testid={`${testId}-worked`}>
        {formatHours(summary.workedSeconds, decimal)}
      </div>
      <dl className={styles.facts}>
        <dt>{t("Pauses")}</dt>
        <dd>{formatHours(summary.pauseSeconds, decimal)}</dd>
        <dt>{t("Work logs")}</dt>
        <dd>{summary.logs}</dd>
        <dt>{t("Days worked")}</dt>
        <dd>{summary.daysWorked}</dd>
        <dt>{t("Unconfirmed")}</dt>
        <dd data-testid={`${testId}-unconfirmed`}>{summary.unconfirmed}</dd>
      </dl>
    </section>
  );
};

/** /dashboard: the punch clock with its running timer, today and this pay period (the company's pay calendar). */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const context = useWorkTimeContext();
  const session = useSession();
  // The owner (the company's main user, as a manager) gets the setup checklist; the API's rule is company.profile.edit.
  const owner = session !== null && session.persona === "manager" && isMainCompanyUser(session.user) && context.can("has_manager_rights");
  const { companyId, zone } = context;
  const timer = useQuery(workTimerQueryOptions(companyId));
  const currentId = timer.data?.current_work ?? null;
  const current = useQuery(workQueryOptions(companyId, currentId));
  const running = currentId !== null;
  const now = useNow(running, 15_000);
  const calendar = useQuery(payCalendarQueryOptions(companyId));
  const ownZone = calendar.data?.time_zone ?? zone;
  const today = localDateOf(now, ownZone);
  // The company's pay period; the spec's past two weeks only if the calendar cannot be read.
  const payPeriod = calendar.data?.pay_period;
  const period = payPeriod === undefined ? payPeriodOf(today) : { from: payPeriod.start, to: payPeriod.end };
  const sheet = useQuery({ ...timesheetQueryOptions(companyId, "own", period), enabled: companyId !== "" && !calendar.isPending && context.seesOwnTimesheet });
  const decimal = sheet.data?.show_time_decimal ?? false;
  const sheetZone = sheet.data?.time_zone ?? zone;
  const nowIso = now.toISOString();
  const log = currentId === null ? null : (current.data?.data ?? null);
  const loading = timer.isPending || (currentId !== null && current.isPending);
  // Someone invited has no company until they pick one: there is no ledger to show yet.
  if (companyId === "") return <EmptyState title={t("No company selected")} lines={[t("Choose a company to register work time.")]} />;

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t("Dashboard")}</h1>
        <span className={styles.muted}>{formatDate(today)}</span>
      </header>
      {owner && <SetupChecklist companyId={companyId} emailVerified={session.user.email_verified_at != null} />}
      <div className={styles.cards}>
        {loading ? (
          <section className={styles.card} aria-busy>
            <Spinner />
          </section>
        ) : (
          <PunchCard
            companyId={companyId}
            zone={sheetZone}
            current={log}
            mayPunch={context.can("can_register_own_work_time_from_computer")}
            tracksLocation={context.can("track_location")}
          />
        )}
        {context.seesOwnTimesheet && (
          <>
            <SummaryCard
              testId="today"
              title={t("Today")}
              caption={formatDate(today)}
              summary={summaryOf(sheet.data, nowIso, (date) => date === today)}
              decimal={decimal}
            />
            <SummaryCard
              testId="pay-period"
              title={t("This pay period")}
              caption={`${formatDate(period.from)} - ${formatDate(period.to)}`}
              notes={payPeriod === undefined ? [] : periodOpenNotes(payPeriod, calendar.data?.previous_pay_period).map((note) => t(note.text, note.values))}
              summary={summaryOf(sheet.data, nowIso)}
              decimal={decimal}
            />
          </>
        )}
      </div>
    </section>
  );
};
