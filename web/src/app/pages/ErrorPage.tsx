import { Link, useParams, useRouterState } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { errorTexts } from "../../lib/http/error-catalogue.ts";

const titles: Readonly<Record<string, string>> = {
  "403": "Access denied",
  "404": "Page not found",
  "500": "Server error",
};

/** /error/{status?}: the status, the message carried by the http client, and a way back. */
export const ErrorPage = () => {
  const { t } = useTranslation();
  const { status = "404" } = useParams({ strict: false });
  const state = useRouterState({ select: (s) => s.location.state });
  const message = state.errorMessage ?? errorTexts.somethingWentWrong;
  const back = state.redirectTo && state.redirectTo.startsWith("/") ? state.redirectTo : "/";
  return (
    <section className={css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "4", py: "16", textAlign: "center" })}>
      <p className={css({ fontSize: "3.75rem", fontWeight: "bold", color: "accent.default", lineHeight: "1" })} data-testid="error-status">
        {status}
      </p>
      <h1 className={css({ textStyle: "2xl", fontWeight: "semibold" })}>{t(titles[status] ?? "Error")}</h1>
      <p className={css({ color: "fg.muted", whiteSpace: "pre-line" })}>{t(message)}</p>
      <Link to={back} className={css({ color: "accent.default", textDecoration: "underline" })}>
        {t("Go back")}
      </Link>
    </section>
  );
};
