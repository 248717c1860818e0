import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { CompanyResponse } from "@workledger/event-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../ui/button/Button.tsx";
import { dialogToast } from "../../ui/dialog-toast/dialog-toast.store.ts";
import { Drawer } from "../../ui/drawer/Drawer.tsx";
import { Input } from "../../ui/input/Input.tsx";
import { Spinner } from "../../ui/spinner/SpinnerPage.tsx";
import { runMutation } from "../auth/api/run-mutation.ts";
import { refreshSession } from "../auth/session-actions.ts";
import { PhotoDialog } from "../profile/photo/PhotoDialog.tsx";
import { companyApi, companyKeys, companyShowQueryOptions, formOf, logoUrl, type CompanyProfileForm } from "./company.api.ts";

const fieldLabels: readonly [keyof CompanyProfileForm, string][] = [
  ["name", "Company name"],
  ["tax_number", "Tax number"],
  ["address", "Address"],
  ["telephone_number", "Telephone"],
  ["activity", "Business area"],
];

const CompanyForm = ({ company, companyId, onClose }: { company: CompanyResponse; companyId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [form, setForm] = useState(() => formOf(company));
  const [busy, setBusy] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const logo = logoUrl(company);

  // The answer's company replaces the stored one (spec section 7): the form's query and the session.
  const adopt = async (data: CompanyResponse | null) => {
    if (data) queryClient.setQueryData(companyKeys.show(companyId), data);
    await refreshSession(queryClient, router);
  };
  const save = async () => {
    if (form.name.trim() === "") return setFieldErrors({ name: "This field is required" });
    setBusy(true);
    const outcome = await runMutation(() => companyApi.update(companyId, form), "Company successfully updated");
    setBusy(false);
    // Refused for another reason than its fields (403, 404, 409): the app has gone to /error/{status}.
    if (!outcome.ok) return outcome.byErrorTable ? onClose() : setFieldErrors(outcome.failure.fieldErrors);
    await adopt(outcome.data.data);
    onClose();
  };
  const removeLogo = async () => {
    // Clarification 11: the spec's literal (it says profile image) is kept as written.
    const confirmed = await dialogToast.confirm({ title: t("Confirm action"), message: t("Are you sure you want to remove profile image?"), confirmLabel: t("Delete") });
    if (!confirmed) return;
    const outcome = await runMutation(() => companyApi.removeLogo(companyId), "Company logo removed successfully");
    if (outcome.ok) await adopt(outcome.data.data);
  };
  const uploadLogo = async (png: Blob) => {
    const outcome = await runMutation(() => companyApi.uploadLogo(companyId, png), "Company logo updated successfully");
    if (outcome.ok) await adopt(outcome.data.data);
  };

  return (
    <Drawer title={t("Company Profile")} onCancel={onClose} onSave={() => void save()} processing={busy}>
      <div className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid="company-profile-form">
        <div className={css({ display: "flex", alignItems: "center", gap: "4" })}>
          <div className={css({ w: "20", h: "20", borderRadius: "md", bg: "bg.subtle", display: "grid", placeItems: "center", overflow: "hidden", borderWidth: "1px", borderColor: "border.subtle" })}>
            {logo ? <img src={logo} alt={t("Company logo")} className={css({ w: "full", h: "full", objectFit: "contain" })} /> : <span className={css({ color: "fg.muted", fontSize: "xs" })}>{t("No logo")}</span>}
          </div>
          <div className={css({ display: "flex", gap: "2" })}>
            <Button variant="secondary" size="sm" onClick={() => setPhotoOpen(true)}>
              {t("Change")}
            </Button>
            {logo && (
              <Button variant="ghost" size="sm" onClick={() => void removeLogo()}>
                {t("Remove")}
              </Button>
            )}
          </div>
        </div>
        {fieldLabels.map(([field, label]) => (
          <Input
            key={field}
            label={t(label)}
            name={field}
            value={form[field]}
            required={field === "name"}
            onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
            error={fieldErrors[field] === undefined ? undefined : t(fieldErrors[field])}
          />
        ))}
      </div>
      <PhotoDialog open={photoOpen} purpose="company-logo" onClose={() => setPhotoOpen(false)} onSave={(result) => uploadLogo(result.blob)} />
    </Drawer>
  );
};

/** The Company Profile drawer (spec sections 2 and 7): name, tax number, address, telephone, business area, logo. */
export const CompanyProfileDrawer = ({ companyId, onClose }: { companyId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const company = useQuery(companyShowQueryOptions(companyId));
  if (company.data === undefined)
    return (
      <Drawer title={t("Company Profile")} onCancel={onClose}>
        <Spinner />
      </Drawer>
    );
  return <CompanyForm company={company.data} companyId={companyId} onClose={onClose} />;
};
