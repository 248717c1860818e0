import { useQueryClient } from "@tanstack/react-query";
import type { PersonResponse } from "@workledger/event-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../../ui/button/Button.tsx";
import { DateInput } from "../../../ui/date-input/DateInput.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { runMutation } from "../../auth/api/run-mutation.ts";
import { peopleApi, peopleKeys } from "../people.api.ts";
import { formActions, formGrid } from "./InformationTab.tsx";
import { formFailures } from "../../../lib/http/http-client.ts";

const textFields = [
  ["id_code", "ID code"],
  ["tax_number", "Tax number"],
  ["worker_number", "Worker number"],
  ["rfid", "RFID"],
  ["user_key", "User key"],
  ["user_type", "User type"],
] as const;
const dateFields = [
  ["date_of_birth", "Date of birth"],
  ["employment_start", "Employment start"],
  ["employment_end", "Employment end"],
] as const;
type TextField = (typeof textFields)[number][0];
type DateField = (typeof dateFields)[number][0];

/** Personal: ID code, tax number, dates, worker number, RFID (unique: 'This email / RFID is already in use'), address. */
export const PersonalTab = ({ companyId, person }: { companyId: string; person: PersonResponse }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState<Record<TextField, string>>(() => Object.fromEntries(textFields.map(([f]) => [f, person[f] ?? ""])) as Record<TextField, string>);
  const [dates, setDates] = useState<Record<DateField, string | null>>(() => Object.fromEntries(dateFields.map(([f]) => [f, person[f]?.slice(0, 10) ?? null])) as Record<DateField, string | null>);
  const [address, setAddress] = useState(person.addresses[0] ?? "");
  const [visible, setVisible] = useState(person.visible_on_login_box);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const changes = {
      ...Object.fromEntries(textFields.map(([f]) => [f, text[f].trim() === "" ? null : text[f].trim()])),
      ...dates,
      addresses: address.trim() === "" ? [] : [address.trim()],
      visible_on_login_box: visible,
    };
    const outcome = await runMutation(() => peopleApi.update(companyId, person.id, changes), "User successfully updated", formFailures.fieldsAndConflicts);
    setBusy(false);
    setErrors(outcome.ok ? {} : { ...outcome.failure.fieldErrors, ...(outcome.failure.status === 409 ? { rfid: outcome.failure.message } : {}) });
    if (outcome.ok) void queryClient.invalidateQueries({ queryKey: peopleKeys.all(companyId) });
  };
  const errorOf = (field: string) => {
    const e = errors[field];
    return e === undefined ? undefined : t(e);
  };
  return (
    <div className={formGrid} data-testid="personal-tab">
      {textFields.map(([field, label]) => (
        <Input key={field} label={t(label)} name={field} value={text[field]} onChange={(e) => setText((v) => ({ ...v, [field]: e.target.value }))} error={errorOf(field)} />
      ))}
      {dateFields.map(([field, label]) => (
        <DateInput key={field} label={t(label)} name={field} value={dates[field]} onChange={(value) => setDates((d) => ({ ...d, [field]: value }))} error={errorOf(field)} />
      ))}
      <Input label={t("Address")} name="address" value={address} onChange={(e) => setAddress(e.target.value)} />
      <label className={css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm" })}>
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        {t("Visible on login box")}
      </label>
      <div className={formActions}>
        <Button variant="primary" onClick={() => void save()} loading={busy}>
          {t("Save")}
        </Button>
      </div>
    </div>
  );
};
