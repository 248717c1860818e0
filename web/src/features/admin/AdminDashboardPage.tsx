import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { http } from "../../lib/http/http-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";

interface Dashboard {
  readonly companies: number;
  readonly active_users: number;
  readonly events_today: number;
  readonly warnings: { readonly trial_ending: number; readonly trial_over: number; readonly login_blocked: number };
  readonly events_per_day: readonly { readonly day: string; readonly count: number }[];
}

const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "dashboard"] as const, queryFn: async ({ signal }) => (await http.get<{ data: Dashboard }>("admin/dashboard", { signal })).data });

const styles = {
  cards: css({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))", gap: "3" }),
  value: css({ textStyle: "3xl", fontWeight: "bold", color: "fg.default" }),
  bar: css({ fill: "accent.default" }),
  axis: css({ fill: "fg.muted", fontSize: "10px" }),
};

/** /admin: counts of companies, active users, events today and warnings, and a chart of events per day. */
export const AdminDashboardPage = () => {
  const { t } = useTranslation();
  const dashboard = useQuery(dashboardQueryOptions());
  const d = dashboard.data;
  const warnings = d === undefined ? 0 : d.warnings.trial_ending + d.warnings.trial_over + d.warnings.login_blocked;
  const cards: [string, number | undefined, string][] = [
    [t("Companies"), d?.companies, "companies"],
    [t("Active users"), d?.active_users, "active-users"],
    [t("Events today"), d?.events_today, "events-today"],
    [t("Warnings"), d === undefined ? undefined : warnings, "warnings"],
  ];
  const days = d?.events_per_day ?? [];
  const max = Math.max(1, ...days.map((x) => x.count));
  const width = 720;
  const height = 200;
  const barWidth = days.length === 0 ? 0 : width / days.length;
  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t("Admin")}</h1>
      <div className={styles.cards}>
        {cards.map(([label, value, id]) => (
          <div key={id} className={pageStyles.card} data-testid={`dashboard-${id}`}>
            <span className={pageStyles.muted}>{label}</span>
            <span className={styles.value}>{value ?? "…"}</span>
          </div>
        ))}
      </div>
      {d !== undefined && (
        <p className={pageStyles.muted}>
          {t("Trials ending within a week: {{count}}", { count: d.warnings.trial_ending })} · {t("Trials over: {{count}}", { count: d.warnings.trial_over })} ·{" "}
          {t("Login blocked: {{count}}", { count: d.warnings.login_blocked })}
        </p>
      )}
      <figure className={pageStyles.card}>
        <figcaption className={pageStyles.subtitle}>{t("Events per day")}</figcaption>
        <svg role="img" aria-label={t("Events per day")} viewBox={`0 0 ${width} ${height + 20}`} width="100%">
          {days.map((x, i) => {
            const h = Math.round((x.count / max) * height);
            return (
              <g key={x.day}>
                <title>{`${x.day}: ${x.count}`}</title>
                <rect className={styles.bar} x={i * barWidth + 2} y={height - h} width={Math.max(1, barWidth - 4)} height={h} />
                {i % 5 === 0 && (
                  <text className={styles.axis} x={i * barWidth + 2} y={height + 14}>
                    {x.day.slice(5)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </figure>
    </section>
  );
};
