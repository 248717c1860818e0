import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Input } from "../../ui/index.ts";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { payCodesBody, payCodesQueryOptions, payComponentCodeKeys, payrollKeys, type PayComponentCodeKey } from "./payroll.api.ts";

const labels: Readonly<Record<PayComponentCodeKey, string>> = {
  bonus: "Bonus",
  daily_allowance: "Daily allowance",
  compensation: "Compensation",
  sunday_premium: "Sunday work premium",
  holiday_premium: "Holiday work premium",
  night_premium: "Night work premium",
};

/**
 * The pay codes of the paid components besides hours and absences (bonus, daily allowance,
 * compensation, Sunday / holiday / night premiums) for one payroll system. A component without a
 * code is not sent; the export lists what it left out.
 */
export const PayComponentCodesCard = ({ companyId, target }: { companyId: string; target: "netvisor" | "merit-palk" }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = useQuery(payCodesQueryOptions(companyId, target));
  const [typed, setTyped] = useState<Partial<Record<PayComponentCodeKey, string>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  if (!saved.isSuccess) return null;
  const valueOf = (key: PayComponentCodeKey): string => typed[key] ?? saved.data[key] ?? "";
  const save = async () => {
    setSaving(true);
    const body = payCodesBody(saved.data, Object.fromEntries(payComponentCodeKeys.map((key) => [key, valueOf(key)])));
    const result = await sendCommand("post", `${target}/companies/${companyId}/pay-codes`, body, t("Settings updated successfully"));
    setSaving(false);
    if (!result.ok) return setErrors(fieldErrorsOf(result));
    setErrors({});
    setTyped({});
    await queryClient.invalidateQueries({ queryKey: payrollKeys.payCodes(companyId, target) });
  };
  const title = t("Pay codes of bonuses, allowances and premiums");
  return (
    <form className={pageStyles.card} aria-label={title} onSubmit={(e) => (e.preventDefault(), void save())} data-testid={`pay-component-codes-${target}`}>
      <h2 className={pageStyles.subtitle}>{title}</h2>
      <p className={pageStyles.muted}>{t("A component without a pay code is not sent to the payroll system.")}</p>
      {payComponentCodeKeys.map((key) => {
        const error = errors[key] ?? errors[`pay_codes.${key}`];
        return (
          <Input key={key} label={t(labels[key])} name={key} inputMode="numeric" maxLength={10} value={valueOf(key)} onChange={(e) => setTyped({ ...typed, [key]: e.target.value })} error={error === undefined ? undefined : t(error)} />
        );
      })}
      <div className={pageStyles.actions}>
        <Button type="submit" variant="primary" loading={saving}>
          {t("Save")}
        </Button>
      </div>
    </form>
  );
};
