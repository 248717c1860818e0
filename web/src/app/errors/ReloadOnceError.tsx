import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../ui/button/Button.tsx";
import { SpinnerPage } from "../../ui/spinner/SpinnerPage.tsx";
import { failureKey, shouldReloadOnce } from "./reload-once.ts";

const storageKey = "reloaded_for_error";

const lastReloaded = (): string | null => {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
};

/** The router's error boundary: reload once for a failure, then show it with a way out. */
export const ReloadOnceError = ({ error }: ErrorComponentProps) => {
  const { t } = useTranslation();
  const key = failureKey(error);
  const reload = shouldReloadOnce(key, lastReloaded());
  // Reloading is a side effect on the browser, outside React's tree.
  useEffect(() => {
    if (!reload) return;
    window.sessionStorage.setItem(storageKey, key);
    window.location.reload();
  }, [reload, key]);
  if (reload) return <SpinnerPage />;
  return (
    <section role="alert" className={css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "4", py: "16", px: "4", textAlign: "center" })}>
      <h1 className={css({ textStyle: "2xl", fontWeight: "semibold" })}>{t("Oops!")}</h1>
      <p className={css({ color: "fg.muted" })}>{t("Something went wrong. Please contact administrator.")}</p>
      <Button onClick={() => window.location.assign("/")}>{t("Go back")}</Button>
    </section>
  );
};
