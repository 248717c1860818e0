import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button, Drawer, Input, Select, toast } from "../../ui/index.ts";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { PeoplePicker } from "../settings/kit/PeoplePicker.tsx";
import { useCompany } from "../settings/kit/use-company.ts";
import { workTypesQueryOptions } from "../work-types/work-types.queries.ts";
import {
  coordinateText,
  emptyWorkspaceForm,
  formOfDivision,
  mapPlaceOf,
  parseCoordinates,
  peopleChanges,
  workspaceBody,
  workspaceFormErrors,
  type WorkspaceForm,
} from "./workspace-form.ts";
import { WorkspaceMap } from "./WorkspaceMap.tsx";
import { workspaceKeys, type Division } from "./workspaces.queries.ts";

const hintLink = css({ color: "accent.default", textDecoration: "underline" });

export interface WorkspaceDrawerProps {
  readonly companyId: string;
  /** null: a new workspace. */
  readonly division: Division | null;
  readonly onClose: () => void;
}

/** Create or edit a workspace: name, location, radius (>= 100 m), default work type, people. */
export const WorkspaceDrawer = ({ companyId, division, onClose }: WorkspaceDrawerProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const workTypes = useQuery(workTypesQueryOptions(companyId));
  const mayManageWorkTypes = useCompany().can("can_manage_work_types");
  const [form, setForm] = useState<WorkspaceForm>(division ? formOfDivision(division) : emptyWorkspaceForm);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const instant = workspaceFormErrors(form);
  const errorOf = (field: string): string | undefined => {
    const message = (touched.has(field) ? instant[field] : undefined) ?? serverErrors[field];
    return message === undefined ? undefined : t(message);
  };
  const edit = (patch: Partial<WorkspaceForm>, ...fields: string[]) => {
    setForm((f) => ({ ...f, ...patch }));
    setTouched((s) => new Set([...s, ...fields]));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))));
  };

  const [pasted, setPasted] = useState("");
  const moveTo = (lat: number, lng: number) => edit({ lat: coordinateText(lat), lng: coordinateText(lng) }, "location.lat", "location.lng");
  const paste = (text: string) => {
    setPasted(text);
    const place = parseCoordinates(text);
    if (place !== null) edit(place, "location.lat", "location.lng");
  };
  const locateMe = () => {
    if (typeof navigator === "undefined" || navigator.geolocation === undefined) return void toast.error(t("Your location is not available"));
    navigator.geolocation.getCurrentPosition(
      (position) => moveTo(position.coords.latitude, position.coords.longitude),
      () => toast.error(t("Your location is not available")),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const base = `companies/${companyId}/divisions`;
  const save = async () => {
    setTouched(new Set(["name", "location.lat", "location.lng", "radius_meters"]));
    setSaving(true);
    try {
      if (division === null) {
        const result = await sendCommand("create", base, { ...workspaceBody(form), person_ids: form.personIds }, t("Workspace successfully created"));
        if (!result.ok) return setServerErrors(fieldErrorsOf(result));
      } else {
        const result = await sendCommand("update", `${base}/${division.id}`, workspaceBody(form), t("Workspace successfully updated"));
        if (!result.ok) return setServerErrors(fieldErrorsOf(result));
        const { added, removed } = peopleChanges(division.person_ids, form.personIds);
        if (added.length > 0) await sendCommand("post", `${base}/${division.id}/people`, { person_ids: added }, t("Workspace successfully updated"));
        if (removed.length > 0) await sendCommand("post", `${base}/${division.id}/people/remove`, { person_ids: removed }, t("Workspace successfully updated"));
      }
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all(companyId) });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const workTypeOptions = (workTypes.data ?? []).map((w) => ({ value: w.id, label: w.name }));
  return (
    <Drawer title={division ? t("Edit workspace") : t("New workspace")} onCancel={onClose} onSave={() => void save()} processing={saving}>
      <div className={pageStyles.form}>
        <Input label={t("Name")} value={form.name} onChange={(e) => edit({ name: e.currentTarget.value }, "name")} error={errorOf("name")} required />
        <div className={pageStyles.pair}>
          <Input label={t("Latitude")} inputMode="decimal" value={form.lat} onChange={(e) => edit({ lat: e.currentTarget.value }, "location.lat")} error={errorOf("location.lat")} />
          <Input label={t("Longitude")} inputMode="decimal" value={form.lng} onChange={(e) => edit({ lng: e.currentTarget.value }, "location.lng")} error={errorOf("location.lng")} />
        </div>
        <Input
          label={t("Paste coordinates")}
          helperText={t("For example 60.17, 24.94 (latitude, longitude)")}
          value={pasted}
          onChange={(e) => paste(e.currentTarget.value)}
          autoComplete="off"
        />
        <Button variant="secondary" onClick={locateMe}>
          {t("Use my location")}
        </Button>
        <Input
          label={t("Radius (meters)")}
          inputMode="numeric"
          value={form.radius}
          onChange={(e) => edit({ radius: e.currentTarget.value }, "radius_meters")}
          error={errorOf("radius_meters")}
        />
        <WorkspaceMap place={mapPlaceOf(form)} onMove={moveTo} label={t("Map of the workspace: drag the pin or click the map to move it; the latitude and longitude fields move it too.")} />
        <Select
          label={t("Default work type")}
          placeholder={t("None")}
          options={[{ value: "", label: t("None") }, ...workTypeOptions]}
          value={form.defaultWorkTypeId ?? ""}
          onChange={(value) => edit({ defaultWorkTypeId: value === "" || value === null ? null : value }, "default_work_type_id")}
        />
        {workTypes.data !== undefined && workTypeOptions.length === 0 && (
          // Only "None" to choose from until work types exist: say where they are made.
          <p className={pageStyles.muted} data-testid="workspace-work-type-hint">
            {t("No work types yet.")}{" "}
            {mayManageWorkTypes ? (
              <Link to="/worktype" className={hintLink}>
                {t("Add work types")}
              </Link>
            ) : (
              t("A manager who may manage work types can add them.")
            )}
          </p>
        )}
        <PeoplePicker companyId={companyId} label={t("People")} value={form.personIds} onChange={(personIds) => edit({ personIds }, "person_ids")} />
      </div>
    </Drawer>
  );
};
