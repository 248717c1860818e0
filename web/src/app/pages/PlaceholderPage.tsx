import { useMatches } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";

/** A page of the frame whose content a later issue builds: it shows its title only. */
export const PlaceholderPage = () => {
  const { t } = useTranslation();
  const title = useMatches({ select: (m) => m.at(-1)?.staticData.title });
  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      <h1 className={css({ textStyle: "2xl", fontWeight: "semibold", color: "fg.default" })}>{title ? t(title) : ""}</h1>
      <p className={css({ color: "fg.muted" })}>{t("This page is coming soon.")}</p>
    </section>
  );
};
