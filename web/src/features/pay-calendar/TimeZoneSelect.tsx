import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Select } from "../../ui/index.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { timeZoneNames } from "./pay-period-form.ts";

export interface TimeZoneSelectProps {
  readonly label: string;
  readonly value: string | null;
  readonly onChange: (zone: string | null) => void;
  /** A first option meaning "no zone of my own" (the person follows the company's). */
  readonly followCompany?: string;
  readonly error?: string | undefined;
}

/** One select for an IANA zone (type ahead on the keyboard to find a city). */
export const TimeZoneSelect = ({ label, value, onChange, followCompany, error }: TimeZoneSelectProps) => {
  const { t } = useTranslation();
  const options = useMemo(
    () => [...(followCompany === undefined ? [] : [{ value: "", label: followCompany }]), ...timeZoneNames().map((z) => ({ value: z, label: z.replaceAll("_", " ") }))],
    [followCompany],
  );
  return (
    <div>
      <Select label={label} options={options} value={value ?? (followCompany === undefined ? null : "")} onChange={(v) => onChange(v === "" ? null : v)} invalid={error !== undefined} placeholder={t("Choose a time zone")} />
      {error !== undefined && <p className={pageStyles.error}>{error}</p>}
    </div>
  );
};
