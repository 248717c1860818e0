import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Rights } from "@workledger/event-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../../ui/button/Button.tsx";
import { Select } from "../../../ui/select/Select.tsx";
import { Spinner } from "../../../ui/spinner/SpinnerPage.tsx";
import { runMutation } from "../../auth/api/run-mutation.ts";
import { catalogueQueryOptions, peopleApi, peopleKeys, rightsQueryOptions, workspacesQueryOptions, type PermissionCatalogue, type Workspace } from "../people.api.ts";
import { roleLabels, togglePermission } from "../people-rules.ts";
import { permissionGroupLabels, permissionLabels } from "../permission-labels.ts";

const fieldset = css({ borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", p: "4", display: "flex", flexDirection: "column", gap: "2" });
const legend = css({ px: "1", fontWeight: "semibold", fontSize: "sm" });
const check = css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm" });

const WorkspaceChoice = ({ label, workspaces, value, onChange }: { label: string; workspaces: readonly Workspace[]; value: readonly string[]; onChange: (ids: string[]) => void }) => {
  const { t } = useTranslation();
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t(label)}</legend>
      <p className={css({ fontSize: "xs", color: "fg.muted" })}>{t("None chosen means every active workspace.")}</p>
      {workspaces.map((w) => (
        <label key={w.id} className={check}>
          <input type="checkbox" checked={value.includes(w.id)} onChange={(e) => onChange(e.target.checked ? [...value, w.id] : value.filter((id) => id !== w.id))} />
          {w.name}
        </label>
      ))}
    </fieldset>
  );
};

/**
 * The rights editor: role, permissions with their children, and the workspaces each kind of rights
 * covers. Controlled, so the Rights tab and the invite form offer the same one.
 */
export const RightsEditor = ({
  rights,
  onChange,
  catalogue,
  workspaces,
}: {
  rights: Rights;
  onChange: (update: (rights: Rights) => Rights) => void;
  catalogue: PermissionCatalogue;
  workspaces: readonly Workspace[];
}) => {
  const { t } = useTranslation();
  const setRights = onChange;
  const groups = (["manager", "worker", "admin"] as const).filter((g) => g !== "admin" || catalogue.assignable_role_ids.includes(2));
  const roleOptions = catalogue.assignable_role_ids.map((id) => ({ value: id, label: t(roleLabels[id] ?? String(id)) }));
  const toggle = (key: string, on: boolean) => setRights((r) => ({ ...r, permissions: togglePermission(r.permissions, key, on, catalogue.children) }));
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "3xl" })} data-testid="rights-editor">
      <div className={css({ maxW: "64" })}>
        <Select label={t("Role")} options={roleOptions} value={rights.user_role_id} onChange={(id) => setRights((r) => ({ ...r, user_role_id: id }))} name="user_role_id" />
      </div>
      {groups.map((group) => (
        <fieldset key={group} className={fieldset} data-group={group}>
          <legend className={legend}>{t(permissionGroupLabels[group])}</legend>
          {catalogue.permissions[group].map((key) => {
            const parent = catalogue.children[key];
            const disabled = parent !== undefined && !rights.permissions.includes(parent);
            return (
              <label key={key} className={check} style={parent ? { paddingLeft: "1.5rem" } : undefined}>
                <input type="checkbox" name={key} checked={rights.permissions.includes(key)} disabled={disabled} onChange={(e) => toggle(key, e.target.checked)} />
                {t(permissionLabels[key] ?? key)}
              </label>
            );
          })}
        </fieldset>
      ))}
      {workspaces.length > 0 && (
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
          <WorkspaceChoice label="General rights workspaces" workspaces={workspaces} value={rights.general_rights_workspace_ids} onChange={(ids) => setRights((r) => ({ ...r, general_rights_workspace_ids: ids }))} />
          <WorkspaceChoice label="Manager rights workspaces" workspaces={workspaces} value={rights.manager_rights_workspace_ids} onChange={(ids) => setRights((r) => ({ ...r, manager_rights_workspace_ids: ids }))} />
        </div>
      )}
    </div>
  );
};

const RightsForm = ({ companyId, userId, initial, catalogue, workspaces }: { companyId: string; userId: string; initial: Rights; catalogue: PermissionCatalogue; workspaces: readonly Workspace[] }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rights, setRights] = useState<Rights>(initial);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    // A manager's rights change ends the person's sessions: they are forced to log out (spec section 4).
    const outcome = await runMutation(() => peopleApi.saveRights(companyId, userId, rights), "Rights successfully updated");
    setBusy(false);
    if (outcome.ok) void queryClient.invalidateQueries({ queryKey: peopleKeys.all(companyId) });
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "3xl" })}>
      <RightsEditor rights={rights} onChange={setRights} catalogue={catalogue} workspaces={workspaces} />
      <div className={css({ display: "flex", justifyContent: "flex-end" })}>
        <Button variant="primary" onClick={() => void save()} loading={busy}>
          {t("Save rights")}
        </Button>
      </div>
    </div>
  );
};

/** Rights: role, permissions with their children, and the workspaces each kind of rights covers. */
export const RightsTab = ({ companyId, userId }: { companyId: string; userId: string }) => {
  const rights = useQuery(rightsQueryOptions(companyId, userId));
  const catalogue = useQuery(catalogueQueryOptions());
  const workspaces = useQuery(workspacesQueryOptions(companyId));
  if (rights.data === undefined || catalogue.data === undefined || workspaces.data === undefined) return <Spinner />;
  return <RightsForm key={JSON.stringify(rights.data)} companyId={companyId} userId={userId} initial={rights.data} catalogue={catalogue.data} workspaces={workspaces.data} />;
};
