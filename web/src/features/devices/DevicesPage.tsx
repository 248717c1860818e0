import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, DataTable, Drawer, EmptyState, dialogToast, type DataTableColumn } from "../../ui/index.ts";
import { fieldErrorsOf, sendCommand, type FieldErrors } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { useCompany } from "../settings/kit/use-company.ts";
import { workTypesQueryOptions } from "../work-types/work-types.queries.ts";
import { workspacesQueryOptions } from "../workspaces/workspaces.queries.ts";
import { DeviceFields } from "./DeviceFields.tsx";
import { deviceBody, deviceFormErrors, deviceKinds, formOfDevice, type DeviceForm, type DeviceKind, type DeviceRow } from "./device-kinds.ts";
import { deviceKeys, devicesQueryOptions } from "./devices.queries.ts";

const DeviceDrawer = ({ kind, companyId, row, onClose }: { kind: DeviceKind; companyId: string; row: DeviceRow | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = deviceKinds[kind];
  const [form, setForm] = useState<DeviceForm>(row ? formOfDevice(kind, row) : config.emptyForm);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const instant = deviceFormErrors(config, form);
  const errors: FieldErrors = { ...serverErrors, ...Object.fromEntries(Object.entries(instant).filter(([k]) => touched.has(k) || touched.has("*"))) };
  const save = async () => {
    setTouched(new Set(["*"]));
    setSaving(true);
    try {
      const body = deviceBody(config, form, companyId);
      const result = row ? await sendCommand("update", config.item(companyId, row.id), body, t(config.updated)) : await sendCommand("create", config.collection(companyId), body, t(config.created));
      if (!result.ok) return setServerErrors(fieldErrorsOf(result));
      await queryClient.invalidateQueries({ queryKey: deviceKeys.kind(companyId, kind) });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer title={row ? t(config.edit) : t(config.create)} onCancel={onClose} onSave={() => void save()} processing={saving}>
      <div className={pageStyles.form}>
        <DeviceFields
          kind={kind}
          companyId={companyId}
          form={form}
          errors={errors}
          onChange={(patch, field) => {
            setForm((f) => ({ ...f, ...patch }));
            setTouched((s) => new Set([...s, field]));
            setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)));
          }}
        />
      </div>
    </Drawer>
  );
};

/**
 * /box, /inner-range, /gateway: configuration of login boxes, doors and geofence gateways. With the
 * feature's flag off the list stays readable but no action is offered (clarification 3).
 */
export const DevicesPage = ({ kind }: { kind: DeviceKind }) => {
  const { t } = useTranslation();
  const company = useCompany();
  const queryClient = useQueryClient();
  const config = deviceKinds[kind];
  const active = company.flag(config.flag);
  const manage = active && company.can(config.permission);
  const list = useQuery(devicesQueryOptions(config, company.companyId));
  const workspaces = useQuery(workspacesQueryOptions(company.companyId));
  const workTypes = useQuery(workTypesQueryOptions(company.companyId));
  const [editing, setEditing] = useState<{ row: DeviceRow | null } | null>(null);

  const remove = async (row: DeviceRow) => {
    if (!(await dialogToast.confirm({ title: t("Remove"), message: t("Remove {{name}}?", { name: String(row["name"]) }), tone: "danger" }))) return;
    const path = config.companyQuery ? `${config.item(company.companyId, row.id)}?company_id=${encodeURIComponent(company.companyId)}` : config.item(company.companyId, row.id);
    const result = await sendCommand("delete", path, undefined, t(config.deleted));
    if (result.ok) await queryClient.invalidateQueries({ queryKey: deviceKeys.kind(company.companyId, kind) });
  };

  const workspaceName = (id: unknown) => workspaces.data?.find((w) => w.id === id)?.name ?? "";
  const yes = (v: unknown) => (v === true ? "✓" : "–");
  const screens: Readonly<Record<string, string>> = { WithWorkerList: "With worker list", WithoutWorkerList: "Without worker list", Message: "Message" };
  const specific: DataTableColumn<DeviceRow>[] =
    kind === "box"
      ? [
          { id: "screen", type: "function", header: t("Main screen"), value: (r) => t(screens[String(r["main_screen"])] ?? String(r["main_screen"])) },
          { id: "visible", type: "function", header: t("Visible workspaces"), value: (r) => ((r["visible_workspace_ids"] as string[]) ?? []).map(workspaceName).join(", ") },
        ]
      : kind === "door"
        ? [
            { id: "door-id", type: "function", header: t("Door ID"), value: (r) => String(r["door_id"]) },
            { id: "workspace", type: "function", header: t("Workspace"), value: (r) => workspaceName(r["workspace_id"]) },
            { id: "main", type: "function", header: t("Main door"), value: (r) => yes(r["main_door"]) },
            { id: "front", type: "function", header: t("Front door"), value: (r) => yes(r["front_door"]) },
            { id: "type", type: "function", header: t("Change work type on entry"), value: (r) => workTypes.data?.find((w) => w.id === r["change_work_type_on_entry"])?.name ?? "" },
            { id: "resume", type: "function", header: t("Resume work on entry"), value: (r) => yes(r["resume_work_on_entry"]) },
          ]
        : [
            { id: "workspace", type: "function", header: t("Workspace"), value: (r) => workspaceName(r["workspace_id"]) },
            { id: "location", type: "function", header: t("Location"), value: (r) => `${(r["location"] as { lat: number }).lat}, ${(r["location"] as { lng: number }).lng}` },
            { id: "radius", type: "function", header: t("Radius (meters)"), value: (r) => Number(r["radius_meters"]) },
          ];
  const columns: DataTableColumn<DeviceRow>[] = [
    { id: "name", type: "function", header: t("Name"), value: (r) => String(r["name"]), sortable: true },
    ...specific,
    // Without the right (or with the feature off) no action is offered, not even an empty menu.
    ...(manage ? [{ id: "more", type: "more" as const, options: [
            { id: "edit", label: t("Edit"), onSelect: (r: DeviceRow) => setEditing({ row: r }) },
            { id: "remove", label: t("Remove"), danger: true, onSelect: (r: DeviceRow) => void remove(r) },
          ] }] : []),
  ];
  const rows = list.data ?? [];
  return (
    <section className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t(config.title)}</h1>
        {manage && (
          <Button variant="primary" onClick={() => setEditing({ row: null })}>
            {t(config.add)}
          </Button>
        )}
      </header>
      {!active && (
        <p className={pageStyles.notice} role="status">
          {t("This feature is not active for your company")}
        </p>
      )}
      {!list.isPending && rows.length === 0 ? (
        <EmptyState icon="⌁" title={t(config.empty)} />
      ) : (
        <DataTable label={t(config.title)} data={rows} columns={columns} getRowId={(r) => r.id} loading={list.isPending} statusOf={() => undefined} />
      )}
      {editing && <DeviceDrawer kind={kind} companyId={company.companyId} row={editing.row} onClose={() => setEditing(null)} />}
    </section>
  );
};

export const BoxesPage = () => <DevicesPage kind="box" />;
export const DoorsPage = () => <DevicesPage kind="door" />;
export const GatewaysPage = () => <DevicesPage kind="gateway" />;
