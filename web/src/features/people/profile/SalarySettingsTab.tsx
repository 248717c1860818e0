import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SalarySettings } from "@workledger/event-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../../ui/button/Button.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { Select } from "../../../ui/select/Select.tsx";
import { Spinner } from "../../../ui/spinner/SpinnerPage.tsx";
import { formFailures } from "../../../lib/http/http-client.ts";
import { runMutation } from "../../auth/api/run-mutation.ts";
import { numberOrNaN, schemaErrors } from "../../settings/kit/schema-errors.ts";
import { workTypesQueryOptions } from "../../work-types/work-types.queries.ts";
import { saveSalarySettings, salarySettingsKey, salarySettingsQueryOptions, type SalarySettingsBody, type SalarySettingsResponse } from "../salary-settings.api.ts";
import { formActions, formGrid } from "./InformationTab.tsx";

interface PriceRow {
  readonly key: number;
  readonly workTypeId: string | null;
  readonly price: string;
}

/** "workTypePrices.0.workTypeId" (the schema's path) as the API's "work_type_prices.0.work_type_id". */
const apiPath = (path: string): string => path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const removeButton = css({ alignSelf: "end" });

/**
 * Salary settings: the Netvisor employee number, the Merit contract code, the person's ID code
 * (from the Personal tab, read-only here) and work-type prices over the work types' own. Checked
 * with the same schema the API decodes with; the server's field errors show under their fields.
 */
export const SalarySettingsTab = ({ companyId, userId }: { companyId: string; userId: string }) => {
  const settings = useQuery(salarySettingsQueryOptions(companyId, userId));
  const workTypes = useQuery(workTypesQueryOptions(companyId));
  if (settings.data === undefined || workTypes.data === undefined) return <Spinner />;
  return <SalarySettingsForm key={JSON.stringify(settings.data)} companyId={companyId} userId={userId} initial={settings.data} workTypes={workTypes.data.map((w) => ({ value: w.id, label: w.name }))} />;
};

const SalarySettingsForm = ({
  companyId,
  userId,
  initial,
  workTypes,
}: {
  companyId: string;
  userId: string;
  initial: SalarySettingsResponse;
  workTypes: readonly { value: string; label: string }[];
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [netvisor, setNetvisor] = useState(initial.netvisor_employee_number ?? "");
  const [merit, setMerit] = useState(initial.merit_contract_code ?? "");
  const [rows, setRows] = useState<PriceRow[]>(() => initial.work_type_prices.map((p, key) => ({ key, workTypeId: p.work_type_id, price: String(p.price) })));
  const [nextKey, setNextKey] = useState(initial.work_type_prices.length);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) => (errors[field] === undefined ? undefined : t(errors[field]));
  const setRow = (key: number, change: Partial<PriceRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const save = async () => {
    const body: SalarySettingsBody = {
      netvisor_employee_number: netvisor.trim() === "" ? null : netvisor.trim(),
      merit_contract_code: merit.trim() === "" ? null : merit.trim(),
      work_type_prices: rows.map((r) => ({ work_type_id: r.workTypeId ?? "", price: numberOrNaN(r.price) })),
    };
    const local = schemaErrors(SalarySettings, { netvisorEmployeeNumber: body.netvisor_employee_number, meritContractCode: body.merit_contract_code, workTypePrices: body.work_type_prices.map((p) => ({ workTypeId: p.work_type_id, price: p.price })) });
    if (Object.keys(local).length > 0) {
      setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [apiPath(k), v])));
      return;
    }
    setBusy(true);
    const outcome = await runMutation(() => saveSalarySettings(companyId, userId, body), "Salary settings updated successfully", formFailures.fieldsAndConflicts);
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.failure.fieldErrors);
      return;
    }
    setErrors({});
    await queryClient.invalidateQueries({ queryKey: salarySettingsKey(companyId, userId) });
  };

  return (
    <div className={formGrid} data-testid="salary-settings-tab">
      <Input label={t("Netvisor employee number")} name="netvisor_employee_number" inputMode="numeric" value={netvisor} onChange={(e) => setNetvisor(e.target.value)} error={errorOf("netvisor_employee_number")} />
      <Input label={t("Merit contract code")} name="merit_contract_code" value={merit} onChange={(e) => setMerit(e.target.value)} error={errorOf("merit_contract_code")} />
      <Input label={t("ID code")} name="id_code" value={initial.id_code ?? ""} readOnly helperText={t("Edited on the Personal tab")} />
      <fieldset className={css({ gridColumn: "1 / -1", display: "flex", flexDirection: "column", gap: "3" })}>
        <legend className={css({ fontWeight: "semibold", mb: "2" })}>{t("Work type prices")}</legend>
        {rows.length === 0 && <p className={css({ color: "fg.muted", fontSize: "sm" })}>{t("The work types' own prices apply")}</p>}
        {rows.map((row, index) => (
          <div key={row.key} className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "2fr 1fr auto" }, gap: "2" })} data-testid="salary-price-row">
            <Select
              label={t("Work type")}
              name={`work_type_prices.${index}.work_type_id`}
              options={workTypes}
              value={row.workTypeId}
              onChange={(value) => setRow(row.key, { workTypeId: value })}
              error={errorOf(`work_type_prices.${index}.work_type_id`)}
            />
            <Input
              label={t("Price (€)")}
              name={`work_type_prices.${index}.price`}
              inputMode="decimal"
              value={row.price}
              onChange={(e) => setRow(row.key, { price: e.target.value })}
              error={errorOf(`work_type_prices.${index}.price`)}
            />
            <Button className={removeButton} variant="ghost" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))} aria-label={t("Remove price {{number}}", { number: index + 1 })}>
              {t("Remove")}
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setRows((all) => [...all, { key: nextKey, workTypeId: null, price: "" }]);
              setNextKey((k) => k + 1);
            }}
          >
            {t("Add price")}
          </Button>
        </div>
      </fieldset>
      <div className={formActions}>
        <Button variant="primary" onClick={() => void save()} loading={busy}>
          {t("Save")}
        </Button>
      </div>
    </div>
  );
};
