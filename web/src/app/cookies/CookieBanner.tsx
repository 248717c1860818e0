import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../ui/button/Button.tsx";
import { consentCookie, hasConsent } from "./cookie-consent.ts";

/** The cookie notice (spec section 2): exact text, 'More details', 'Confirm'. */
export const CookieBanner = () => {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => hasConsent(document.cookie));
  const [details, setDetails] = useState(false);
  if (accepted) return null;
  const confirm = () => {
    document.cookie = consentCookie(new Date(), window.location.protocol === "https:");
    setAccepted(true);
  };
  return (
    <>
      {/* Room below the page while the notice floats there, so a form's last button can scroll clear of it. */}
      <div aria-hidden data-testid="cookie-banner-room" className={css({ height: { base: "64", md: "32" } })} />
      <section
        aria-label={t("Cookie notice")}
        data-testid="cookie-banner"
        className={css({
          position: "fixed",
          insetX: "3",
          bottom: { base: "20", md: "4" },
          mx: "auto",
          maxW: "dialogLarge",
          zIndex: "dropdown",
          bg: "bg.surface",
          borderWidth: "1px",
          borderColor: "border.subtle",
          borderRadius: "lg",
          boxShadow: "lg",
          p: "4",
          display: "flex",
          flexDirection: { base: "column", md: "row" },
          alignItems: { base: "stretch", md: "center" },
          gap: "3",
        })}
      >
        <div className={css({ flex: "1", fontSize: "sm", display: "flex", flexDirection: "column", gap: "1" })}>
          <p>
            {t("We use cookies to ensure you get the best experience on our site.")}{" "}
            <button
              type="button"
              onClick={() => setDetails((d) => !d)}
              aria-expanded={details}
              className={css({ color: "accent.emphasized", textDecoration: "underline", cursor: "pointer" })}
            >
              {t("More details")}
            </button>
          </p>
          {details && (
            <p className={css({ color: "fg.muted" })}>
              {t("We use essential cookies for signing in and security, and remember your choices such as the language.")}
            </p>
          )}
        </div>
        <Button onClick={confirm}>{t("Confirm")}</Button>
      </section>
    </>
  );
};
