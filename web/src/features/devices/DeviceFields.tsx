import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Input, Select } from "../../ui/index.ts";
import { CheckboxField } from "../settings/kit/CheckboxField.tsx";
import type { FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { workTypesQueryOptions } from "../work-types/work-types.queries.ts";
import { workspacesQueryOptions } from "../workspaces/workspaces.queries.ts";
import type { DeviceForm, DeviceKind } from "./device-kinds.ts";

export interface DeviceFieldsProps {
  readonly kind: DeviceKind;
  readonly companyId: string;
  readonly form: DeviceForm;
  readonly errors: FieldErrors;
  readonly onChange: (patch: DeviceForm, field: string) => void;
}

/** The spec's fields: box (main screen, visible workspaces), door (ids, main/front door, entry actions), gateway (location, radius). */
export const DeviceFields = ({ kind, companyId, form, errors, onChange }: DeviceFieldsProps) => {
  const { t } = useTranslation();
  const workspaces = useQuery(workspacesQueryOptions(companyId));
  const workTypes = useQuery(workTypesQueryOptions(companyId));
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  const text = (key: string, apiKey: string, label: string, inputMode?: "decimal" | "numeric") => (
    <Input label={t(label)} inputMode={inputMode} value={String(form[key] ?? "")} onChange={(e) => onChange({ [key]: e.currentTarget.value }, apiKey)} error={err(apiKey)} />
  );
  const check = (key: string, apiKey: string, label: string) => <CheckboxField label={t(label)} checked={form[key] === true} onChange={(v) => onChange({ [key]: v }, apiKey)} />;
  const workspaceOptions = [{ value: "", label: t("None") }, ...(workspaces.data ?? []).map((w) => ({ value: w.id, label: w.name }))];
  const workspaceSelect = (
    <Select label={t("Workspace")} options={workspaceOptions} value={String(form["workspaceId"] ?? "")} onChange={(v) => onChange({ workspaceId: v === "" || v === null ? null : v }, "workspace_id")} />
  );
  switch (kind) {
    case "box": {
      const visible = (form["visibleWorkspaceIds"] as string[] | undefined) ?? [];
      return (
        <>
          {text("name", "name", "Name")}
          <Select
            label={t("Main screen")}
            options={[
              { value: "WithWorkerList", label: t("With worker list") },
              { value: "WithoutWorkerList", label: t("Without worker list") },
              { value: "Message", label: t("Message") },
            ]}
            value={String(form["mainScreen"])}
            onChange={(v) => onChange({ mainScreen: v ?? "WithWorkerList" }, "main_screen")}
          />
          {form["mainScreen"] === "Message" && text("message", "message", "Message")}
          <fieldset className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
            <legend className={pageStyles.muted}>{t("Visible workspaces")}</legend>
            {(workspaces.data ?? []).map((w) => (
              <CheckboxField
                key={w.id}
                label={w.name}
                checked={visible.includes(w.id)}
                onChange={(on) => onChange({ visibleWorkspaceIds: on ? [...visible, w.id] : visible.filter((v) => v !== w.id) }, "visible_workspace_ids")}
              />
            ))}
          </fieldset>
        </>
      );
    }
    case "door":
      return (
        <>
          {text("doorId", "door_id", "Door ID")}
          {text("name", "name", "Name")}
          {workspaceSelect}
          {check("mainDoor", "main_door", "Main door")}
          {check("frontDoor", "front_door", "Front door")}
          <Select
            label={t("Change work type on entry")}
            options={[{ value: "", label: t("Keep the running work type") }, ...(workTypes.data ?? []).map((w) => ({ value: w.id, label: w.name }))]}
            value={String(form["changeWorkTypeOnEntry"] ?? "")}
            onChange={(v) => onChange({ changeWorkTypeOnEntry: v === "" || v === null ? null : v }, "change_work_type_on_entry")}
          />
          {check("resumeWorkOnEntry", "resume_work_on_entry", "Resume work on entry")}
        </>
      );
    case "gateway":
      return (
        <>
          {text("name", "name", "Name")}
          {workspaceSelect}
          <div className={pageStyles.pair}>
            {text("lat", "location.lat", "Latitude", "decimal")}
            {text("lng", "location.lng", "Longitude", "decimal")}
          </div>
          {text("radiusMeters", "radius_meters", "Radius (meters)", "numeric")}
        </>
      );
  }
};
