import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Select } from "../../../ui/index.ts";
import { pageStyles } from "../kit/page-styles.ts";
import { holidayCountryOptions } from "./preference-sections.ts";
import { holidaysQueryOptions } from "./settings.queries.ts";

/** This year's national holidays of a country, folded away. */
export const HolidayList = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const holidays = useQuery(holidaysQueryOptions(code, year));
  if (!holidays.data) return null;
  return (
    <details>
      <summary className={pageStyles.muted}>{t("National holidays in {{year}}", { year })}</summary>
      <ul className={pageStyles.list}>
        {holidays.data.map((h) => (
          <li key={h.date}>
            {h.date.split("-").reverse().join(".")} · {h.name}
          </li>
        ))}
      </ul>
    </details>
  );
};

/** One select of country names for the holiday calendar (the value is the two-letter code). */
export const HolidayCountrySelect = ({ value, onChange, disabled, error }: { value: string; onChange: (code: string) => void; disabled?: boolean; error?: string | undefined }) => {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => holidayCountryOptions(value, i18n.language), [value, i18n.language]);
  return <Select label={t("Holiday calendar")} name="holiday_country" options={options} value={value === "" ? null : value} onChange={(v) => onChange(v ?? "")} disabled={disabled} error={error} />;
};
