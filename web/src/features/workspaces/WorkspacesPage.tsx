import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, DataTable, EmptyState, dialogToast, type DataTableColumn } from "../../ui/index.ts";
import { sendCommand } from "../settings/kit/organisation-client.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { useCompany } from "../settings/kit/use-company.ts";
import { workTypesQueryOptions } from "../work-types/work-types.queries.ts";
import { WorkspaceDetails, type DetailsView } from "./WorkspaceDetails.tsx";
import { WorkspaceDrawer } from "./WorkspaceDrawer.tsx";
import { workspaceKeys, workspacesQueryOptions, type Division } from "./workspaces.queries.ts";

type Editing = { readonly division: Division | null } | null;

/** /workspace: the active workspaces (divisions), create/edit drawer, deactivate, overview and history. */
export const WorkspacesPage = () => {
  const { t } = useTranslation();
  const { companyId, can } = useCompany();
  const queryClient = useQueryClient();
  const list = useQuery(workspacesQueryOptions(companyId));
  const workTypes = useQuery(workTypesQueryOptions(companyId));
  const [editing, setEditing] = useState<Editing>(null);
  const [selected, setSelected] = useState<{ id: string; view: DetailsView } | null>(null);
  const manage = can("can_manage_workspaces");

  const deactivate = async (division: Division) => {
    const confirmed = await dialogToast.confirm({ title: t("Deactivate workspace"), message: t("Deactivate {{name}}?", { name: division.name }), tone: "danger" });
    if (!confirmed) return;
    const result = await sendCommand("delete", `companies/${companyId}/divisions/${division.id}`, undefined, t("Workspace successfully deleted"));
    if (result.ok) {
      if (selected?.id === division.id) setSelected(null);
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all(companyId) });
    }
  };

  const typeName = (id: string | null) => workTypes.data?.find((w) => w.id === id)?.name ?? "";
  const columns: DataTableColumn<Division>[] = [
    { id: "name", type: "value", key: "name", header: t("Name"), sortable: true },
    { id: "location", type: "function", header: t("Location"), value: (d) => `${d.location.lat}, ${d.location.lng}` },
    { id: "radius", type: "function", header: t("Radius (meters)"), value: (d) => d.radius_meters, sortable: true },
    { id: "work-type", type: "function", header: t("Default work type"), value: (d) => typeName(d.default_work_type_id) },
    { id: "people", type: "function", header: t("People"), value: (d) => d.person_ids.length },
    {
      id: "more",
      type: "more",
      options: [
        { id: "overview", label: t("Overview"), onSelect: (d) => setSelected({ id: d.id, view: "overview" }) },
        { id: "history", label: t("History"), onSelect: (d) => setSelected({ id: d.id, view: "history" }) },
        ...(manage
          ? [
              { id: "edit", label: t("Edit"), onSelect: (d: Division) => setEditing({ division: d }) },
              { id: "deactivate", label: t("Deactivate"), danger: true, onSelect: (d: Division) => void deactivate(d) },
            ]
          : []),
      ],
    },
  ];

  const divisions = list.data ?? [];
  const selectedDivision = divisions.find((d) => d.id === selected?.id);
  return (
    <section className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t("Workspaces")}</h1>
        {manage && (
          <Button variant="primary" onClick={() => setEditing({ division: null })}>
            {t("Add workspace")}
          </Button>
        )}
      </header>
      {!list.isPending && divisions.length === 0 ? (
        <EmptyState
          icon="◎"
          title={t("No workspaces yet")}
          lines={[t("A workspace is a place people work at, with a location and a radius.")]}
          actions={manage ? <Button onClick={() => setEditing({ division: null })}>{t("Add workspace")}</Button> : undefined}
        />
      ) : (
        <DataTable
          label={t("Workspaces")}
          data={divisions}
          columns={columns}
          getRowId={(d) => d.id}
          loading={list.isPending}
          statusOf={() => undefined}
          onRowClick={(d) => setSelected({ id: d.id, view: "overview" })}
        />
      )}
      {selectedDivision && selected && (
        <WorkspaceDetails
          companyId={companyId}
          division={selectedDivision}
          view={selected.view}
          onView={(view) => setSelected({ id: selectedDivision.id, view })}
          onClose={() => setSelected(null)}
        />
      )}
      {editing && <WorkspaceDrawer companyId={companyId} division={editing.division} onClose={() => setEditing(null)} />}
    </section>
  );
};
