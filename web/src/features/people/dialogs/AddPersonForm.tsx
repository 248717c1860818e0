import { useQuery, useQueryClient } from "@tanstack/react-query";
import { emailAddressProblem } from "@workledger/domain/identity/email-address.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../../ui/button/Button.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { runMutation } from "../../auth/api/run-mutation.ts";
import { peopleApi, peopleKeys, workspacesQueryOptions } from "../people.api.ts";
import { Select } from "../../../ui/select/Select.tsx";
import { formFailures } from "../../../lib/http/http-client.ts";

type Field = "email" | "first_name" | "last_name" | "phone";

/**
 * Add user manually: email, first and last name required; a taken email answers 'This email / RFID
 * is already in use'. The workspace is optional: left empty, the API places the person in the
 * adder's own workspaces, else the company's first (nobody joins in no workspace).
 */
export const AddPersonForm = ({ companyId, close, onAdded }: { companyId: string; close: () => void; onAdded: (userId: string) => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Record<Field, string>>({ email: "", first_name: "", last_name: "", phone: "" });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const workspaces = useQuery(workspacesQueryOptions(companyId)).data ?? [];
  const [workspace, setWorkspace] = useState<string | null>(null);
  const submit = async () => {
    const local: Partial<Record<Field, string>> = {};
    for (const f of ["email", "first_name", "last_name"] as const) if (form[f].trim() === "") local[f] = "This field is required";
    const emailProblem = emailAddressProblem(form.email);
    if (local.email === undefined && emailProblem !== null) local.email = emailProblem;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const outcome = await runMutation(
      () =>
        peopleApi.add(companyId, {
          email: form.email.trim(),
          first_name: form.first_name.trim(),
          last_name: form.last_name.trim(),
          ...(form.phone.trim() === "" ? {} : { phone_numbers: [form.phone.trim()] }),
          ...(workspace === null ? {} : { workspace }),
        }),
      "User successfully created",
      formFailures.fieldsAndConflicts,
    );
    setBusy(false);
    if (!outcome.ok) return setErrors({ ...outcome.failure.fieldErrors, ...(outcome.failure.status === 409 ? { email: outcome.failure.message } : {}) });
    void queryClient.invalidateQueries({ queryKey: peopleKeys.all(companyId) });
    close();
    const id = outcome.data.data?.id;
    if (id) onAdded(id);
  };
  const input = (field: Field, label: string, type = "text") => {
    const error = errors[field];
    return <Input label={t(label)} name={field} type={type} value={form[field]} required={field !== "phone"} onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))} error={error === undefined ? undefined : t(error)} />;
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid="add-person-form">
      {input("email", "Email", "email")}
      {input("first_name", "First name")}
      {input("last_name", "Last name")}
      {input("phone", "Phone number", "tel")}
      {workspaces.length > 0 && (
        <Select
          label={t("Workspace")}
          placeholder={t("Your workspace, or the company's first")}
          options={workspaces.map((w) => ({ value: w.id, label: w.name }))}
          value={workspace}
          onChange={setWorkspace}
          error={errors["workspace"] === undefined ? undefined : t(errors["workspace"])}
          name="workspace"
        />
      )}
      <div className={css({ display: "flex", justifyContent: "flex-end", gap: "2" })}>
        <Button variant="secondary" onClick={close}>
          {t("Cancel")}
        </Button>
        <Button variant="primary" onClick={() => void submit()} loading={busy}>
          {t("Add user")}
        </Button>
      </div>
    </div>
  );
};
