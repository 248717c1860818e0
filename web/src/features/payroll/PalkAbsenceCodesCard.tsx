import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Select } from "../../ui/index.ts";
import { absenceTypesQueryOptions } from "../settings/absence-types/absence-types.queries.ts";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { payCodesBody, payCodesQueryOptions, payrollKeys, type PayCodesDto } from "./payroll.api.ts";

/** Palk `sendabsence` Typecodes (Merit's reference manual, "Creating absences"), with their labels. */
export const palkAbsenceCodes: readonly { readonly code: string; readonly label: string }[] = [
  { code: "1", label: "Annual vacation" },
  { code: "5", label: "Paternity leave" },
  { code: "6", label: "Study leave" },
  { code: "7", label: "Sick leave" },
  { code: "9", label: "Leave with employer permission" },
  { code: "10", label: "Carer's leave" },
  { code: "1009", label: "Other (counted in the working year)" },
  { code: "1010", label: "Other (not counted in the working year)" },
];

/** Each paid-absence type mapped to a Palk absence code; a type left unmapped is not sent to Palk. */
export const PalkAbsenceCodesCard = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const types = useQuery(absenceTypesQueryOptions(companyId));
  const saved = useQuery(payCodesQueryOptions(companyId, "merit-palk"));
  const [chosen, setChosen] = useState<Readonly<Record<string, string>> | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // Nothing to map before the company has paid-absence types.
  if (!saved.isSuccess || !types.isSuccess || types.data.length === 0) return null;
  // Derived, not copied into state: the saved mapping until the manager changes one.
  const current = chosen ?? Object.fromEntries(saved.data.absences.map((a) => [a.absence_type_id, a.code]));
  const save = async () => {
    setSaving(true);
    const body: PayCodesDto = payCodesBody(saved.data, { absences: Object.entries(current).filter(([, code]) => code !== "").map(([id, code]) => ({ absence_type_id: id, code })) });
    const result = await sendCommand("post", `merit-palk/companies/${companyId}/pay-codes`, body, t("Settings updated successfully"));
    setSaving(false);
    if (!result.ok) return setErrors(fieldErrorsOf(result));
    setErrors({});
    setChosen(null);
    await queryClient.invalidateQueries({ queryKey: payrollKeys.payCodes(companyId, "merit-palk") });
  };
  const options = [{ value: "", label: t("Not sent to Palk") }, ...palkAbsenceCodes.map((c) => ({ value: c.code, label: `${c.code} · ${t(c.label)}` }))];
  const firstError = Object.values(errors)[0];
  return (
    <form className={pageStyles.card} aria-label={t("Paid absence codes in Merit Palk")} onSubmit={(e) => (e.preventDefault(), void save())} data-testid="palk-absence-codes">
      <h2 className={pageStyles.subtitle}>{t("Paid absence codes in Merit Palk")}</h2>
      {types.data.map((type) => (
        <Select key={type.id} label={type.name} options={options} value={current[type.id] ?? ""} onChange={(value) => setChosen({ ...current, [type.id]: value ?? "" })} />
      ))}
      {firstError !== undefined && <p className={pageStyles.error} role="alert">{t(firstError)}</p>}
      <div className={pageStyles.actions}>
        <Button type="submit" variant="primary" loading={saving}>
          {t("Save")}
        </Button>
      </div>
    </form>
  );
};
