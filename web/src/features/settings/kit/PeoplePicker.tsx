import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { CheckboxField } from "./CheckboxField.tsx";
import { peopleQueryOptions } from "./people.queries.ts";

export interface PeoplePickerProps {
  readonly companyId: string;
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly label: string;
}

const box = css({ display: "flex", flexDirection: "column", gap: "1", maxHeight: "240px", overflowY: "auto", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", padding: "2" });

/** Everyone in the company who is not deleted, each with a checkbox. */
export const PeoplePicker = ({ companyId, value, onChange, label }: PeoplePickerProps) => {
  const { t } = useTranslation();
  const people = useQuery(peopleQueryOptions(companyId));
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
      <legend className={css({ textStyle: "sm", fontWeight: "medium", color: "fg.default", marginBottom: "1" })}>{label}</legend>
      <div className={box}>
        {(people.data ?? []).map((p) => (
          <CheckboxField key={p.id} label={p.full_name || p.email} checked={value.includes(p.id)} onChange={(on) => toggle(p.id, on)} />
        ))}
        {people.data?.length === 0 && <span className={css({ color: "fg.muted", textStyle: "sm" })}>{t("No Records Found")}</span>}
      </div>
    </fieldset>
  );
};
