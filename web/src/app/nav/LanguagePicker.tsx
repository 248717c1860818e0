import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { setLocale } from "../../lib/i18n/i18n.ts";
import { isLocale, localeNames, supportedLocales } from "../../lib/i18n/locales.ts";

/** A native select keeps the landing bar light (the login route's bundle budget). */
export const LanguagePicker = () => {
  const { t, i18n } = useTranslation();
  return (
    <select
      aria-label={t("Language")}
      value={i18n.language}
      onChange={(e) => isLocale(e.target.value) && void setLocale(e.target.value)}
      className={css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", px: "2", py: "1", fontSize: "sm" })}
      data-testid="language-picker"
    >
      {supportedLocales.map((l) => (
        <option key={l} value={l}>
          {localeNames[l]}
        </option>
      ))}
    </select>
  );
};
