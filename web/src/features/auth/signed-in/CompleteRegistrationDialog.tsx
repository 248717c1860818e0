import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import type { CurrentUser } from "../../../app/session/current-user.ts";
import { storageKeys, writeStored } from "../../../lib/storage.ts";
import { Button } from "../../../ui/button/Button.tsx";
import { Input } from "../../../ui/input/Input.tsx";
import { toast } from "../../../ui/toast/toaster.ts";
import { ImageDropZone } from "../../profile/photo/ImageDropZone.tsx";
import { failureForForm, type ApiFailure } from "../api/api-failure.ts";
import { authApi } from "../api/auth.api.ts";
import { FeatureDialog } from "../components/FeatureDialog.tsx";
import { FormMessage } from "../components/AuthCard.tsx";
import { refreshSession } from "../session-actions.ts";
import { afterRegistrationRedirectMs, registrationErrors, type RegistrationForm } from "./registration-rules.ts";

/**
 * Spec section 2: company name, phone number, first name, last name, email (only for a spoofed
 * email) and a company logo by drag-drop. No close or cancel; the button is 'Confirm'. Afterwards
 * the persona becomes manager (spec section 4) and the app goes to /dashboard after 1500 ms.
 */
export const CompleteRegistrationDialog = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegistrationForm>({
    workspace_name: "",
    phone_number: "",
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
    email: user.is_email_spoof ? "" : (user.email ?? ""),
  });
  const [logo, setLogo] = useState<File | null>(null);
  // Errors show for a field once it was left, and for all of them once Confirm was tried.
  const [touched, setTouched] = useState<ReadonlySet<keyof RegistrationForm> | "all">(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const errors = registrationErrors(form);
  // Spec section 5's custom rule: Confirm stays disabled until the required fields are valid.
  const valid = Object.keys(errors).length === 0;
  const shown = (field: keyof RegistrationForm) => touched === "all" || touched.has(field);
  const errorOf = (field: keyof RegistrationForm) => {
    const message = (shown(field) ? errors[field] : undefined) ?? failure?.fieldErrors[field];
    return message === undefined ? undefined : t(message);
  };
  const set = (field: keyof RegistrationForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const leave = (field: keyof RegistrationForm) => () => setTouched((t) => (t === "all" ? t : new Set(t).add(field)));
  const fieldProps = (field: keyof RegistrationForm) => ({ name: field, value: form[field], onChange: set(field), onBlur: leave(field), error: errorOf(field) });

  const confirm = async () => {
    setTouched("all");
    if (!valid) return;
    setBusy(true);
    setFailure(null);
    const body = new FormData();
    for (const [key, value] of Object.entries(form)) body.set(key, value.trim());
    if (logo) body.set("photo", logo, logo.name);
    try {
      await authApi.completeRegistration(String(user.id), body);
      writeStored(storageKeys.persona, "manager");
      toast.success(t("Registration complete. The checklist on your dashboard shows what to set up next."));
      await refreshSession(queryClient, router);
      // The dashboard's setup checklist is the tour: no product_tour_id in the address.
      setTimeout(() => void navigate({ href: "/dashboard" }), afterRegistrationRedirectMs);
    } catch (error) {
      setFailure(failureForForm(error));
      setBusy(false);
    }
  };

  return (
    <FeatureDialog
      open
      title={t("Complete registration")}
      size="medium"
      testId="complete-registration"
      footer={
        <Button variant="primary" onClick={() => void confirm()} loading={busy} disabled={!valid}>
          {t("Confirm")}
        </Button>
      }
    >
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "3" })}>
        <p className={css({ gridColumn: "1 / -1", fontSize: "sm", color: "fg.muted" })} data-testid="registration-next-steps">
          {user.email_verified_at == null && user.is_email_spoof !== true
            ? t("We sent a verification link to {{email}}. Check your inbox and open the link; you can go on meanwhile. First, name your company.", { email: user.email ?? "" })
            : t("Name your company to start. A checklist on your dashboard then leads you through the setup.")}
        </p>
        {failure && (
          <div className={css({ gridColumn: "1 / -1" })}>
            <FormMessage tone="error">{t(failure.message)}</FormMessage>
          </div>
        )}
        <Input label={t("Company name")} {...fieldProps("workspace_name")} required />
        <Input label={t("Phone number")} type="tel" {...fieldProps("phone_number")} />
        <Input label={t("First name")} {...fieldProps("first_name")} required />
        <Input label={t("Last name")} {...fieldProps("last_name")} required />
        {user.is_email_spoof === true && <Input label={t("Email")} type="email" {...fieldProps("email")} />}
        <div className={css({ gridColumn: "1 / -1" })}>
          <p className={css({ fontSize: "sm", fontWeight: "medium", mb: "1" })}>{t("Company logo")}</p>
          {logo ? (
            <p className={css({ fontSize: "sm" })}>
              {logo.name}{" "}
              <Button variant="link" size="sm" onClick={() => setLogo(null)}>
                {t("Remove")}
              </Button>
            </p>
          ) : (
            <ImageDropZone onFile={setLogo} />
          )}
        </div>
      </div>
    </FeatureDialog>
  );
};
