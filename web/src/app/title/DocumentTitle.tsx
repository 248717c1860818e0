import { useMatches } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { pageTitle, productName } from "./page-title.ts";

/** Keeps document.title at '{product} - {page title}' from the deepest route with a title. */
export const DocumentTitle = () => {
  const { t } = useTranslation();
  const title = useMatches({
    select: (matches) => [...matches].reverse().find((m) => m.staticData.title)?.staticData.title,
  });
  const text = pageTitle(productName, title ? t(title) : null);
  // document.title lives outside React; this is the sync point.
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
};
