import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Principal } from "@workledger/domain/identity/access.ts";
import { canEditRightsOf, mayGrantPermission } from "@workledger/domain/identity/rights-hierarchy.ts";
import type { PersonResponse, Rights } from "@workledger/event-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Button } from "../../../ui/button/Button.tsx";
import { Select } from "../../../ui/select/Select.tsx";
import { Spinner } from "../../../ui/spinner/SpinnerPage.tsx";
import { isMainCompanyUser } from "../../../app/session/current-user.ts";
import type { Session } from "../../../app/session/session.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { runMutation } from "../../auth/api/run-mutation.ts";
import { catalogueQueryOptions, peopleApi, peopleKeys, rightsQueryOptions, workspacesQueryOptions, type PermissionCatalogue, type Workspace } from "../people.api.ts";
import { roleLabels, togglePermission } from "../people-rules.ts";
import { permissionGroupLabels, permissionLabels } from "../permission-labels.ts";

const fieldset = css({ borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", p: "4", display: "flex", flexDirection: "column", gap: "2" });
const legend = css({ px: "1", fontWeight: "semibold", fontSize: "sm" });
const check = css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm" });

const WorkspaceChoice = ({ label, workspaces, value, onChange, readOnly }: { label: string; workspaces: readonly Workspace[]; value: readonly string[]; onChange: (ids: string[]) => void; readOnly: boolean }) => {
  const { t } = useTranslation();
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t(label)}</legend>
      <p className={css({ fontSize: "xs", color: "fg.muted" })}>{t("None chosen means every active workspace.")}</p>
      {workspaces.map((w) => (
        <label key={w.id} className={check}>
          <input type="checkbox" checked={value.includes(w.id)} disabled={readOnly} onChange={(e) => onChange(e.target.checked ? [...value, w.id] : value.filter((id) => id !== w.id))} />
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
  readOnly = false,
  mayGrant = () => true,
}: {
  rights: Rights;
  onChange: (update: (rights: Rights) => Rights) => void;
  catalogue: PermissionCatalogue;
  workspaces: readonly Workspace[];
  readOnly?: boolean;
  /** A box the editor may switch on (they hold that right); one already on may always go off. */
  mayGrant?: (key: string) => boolean;
}) => {
  const { t } = useTranslation();
  const setRights = onChange;
  const groups = (["manager", "worker", "admin"] as const).filter((g) => g !== "admin" || catalogue.assignable_role_ids.includes(2));
  const roleOptions = catalogue.assignable_role_ids.map((id) => ({ value: id, label: t(roleLabels[id] ?? String(id)) }));
  const toggle = (key: string, on: boolean) => setRights((r) => ({ ...r, permissions: togglePermission(r.permissions, key, on, catalogue.children) }));
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4", maxW: "3xl" })} data-testid="rights-editor" data-read-only={readOnly}>
      {readOnly && (
        <p role="note" className={css({ fontSize: "sm", color: "fg.muted" })}>
          {t("You can see these rights but not change them.")}
        </p>
      )}
      <div className={css({ maxW: "64" })}>
        <Select label={t("Role")} options={roleOptions} value={rights.user_role_id} onChange={(id) => setRights((r) => ({ ...r, user_role_id: id }))} name="user_role_id" disabled={readOnly} />
      </div>
      {groups.map((group) => (
        <fieldset key={group} className={fieldset} data-group={group}>
          <legend className={legend}>{t(permissionGroupLabels[group])}</legend>
          {catalogue.permissions[group].map((key) => {
            const parent = catalogue.children[key];
            const on = rights.permissions.includes(key);
            const disabled = readOnly || (!on && !mayGrant(key)) || (parent !== undefined && !rights.permissions.includes(parent));
            return (
              <label key={key} className={check} style={parent ? { paddingLeft: "1.5rem" } : undefined}>
                <input type="checkbox" name={key} checked={on} disabled={disabled} onChange={(e) => toggle(key, e.target.checked)} />
                {t(permissionLabels[key] ?? key)}
              </label>
            );
          })}
        </fieldset>
      ))}
      {workspaces.length > 0 && (
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
          <WorkspaceChoice label="General rights workspaces" workspaces={workspaces} value={rights.general_rights_workspace_ids} onChange={(ids) => setRights((r) => ({ ...r, general_rights_workspace_ids: ids }))} readOnly={readOnly} />
          <WorkspaceChoice label="Manager rights workspaces" workspaces={workspaces} value={rights.manager_rights_workspace_ids} onChange={(ids) => setRights((r) => ({ ...r, manager_rights_workspace_ids: ids }))} readOnly={readOnly} />
        </div>
      )}
    </div>
  );
};

const RightsForm = ({
  companyId,
  userId,
  initial,
  catalogue,
  workspaces,
  readOnly,
  mayGrant,
}: {
  companyId: string;
  userId: string;
  initial: Rights;
  catalogue: PermissionCatalogue;
  workspaces: readonly Workspace[];
  readOnly: boolean;
  mayGrant: (key: string) => boolean;
}) => {
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
      <RightsEditor rights={rights} onChange={setRights} catalogue={catalogue} workspaces={workspaces} readOnly={readOnly} mayGrant={mayGrant} />
      {!readOnly && (
        <div className={css({ display: "flex", justifyContent: "flex-end" })}>
          <Button variant="primary" onClick={() => void save()} loading={busy}>
            {t("Save rights")}
          </Button>
        </div>
      )}
    </div>
  );
};

/** The signed-in editor as the domain's rights hierarchy sees them. */
export const editorOf = (session: Session, companyId: string): Principal => ({
  userId: String(session.user.id),
  companyId,
  persona: session.persona,
  isAdmin: session.user.is_admin === true,
  isManager: session.user.is_manager === true,
  isMainUser: isMainCompanyUser(session.user),
  rights: {
    user_role_id: session.user.user_rights?.user_role_id ?? null,
    general_rights_workspace_ids: session.user.user_rights?.general_rights_workspace_ids ?? [],
    manager_rights_workspace_ids: session.user.user_rights?.manager_rights_workspace_ids ?? [],
    permissions: [...session.permissions],
  },
});

/**
 * Rights: role, permissions with their children, and the workspaces each kind of rights covers.
 * Read-only unless the editor may manage user rights and stands above the person (the domain's
 * rights hierarchy, the rule the API applies), so the page never offers what the server refuses.
 */
export const RightsTab = ({ companyId, person }: { companyId: string; person: PersonResponse }) => {
  const session = useSession();
  const rights = useQuery(rightsQueryOptions(companyId, person.id));
  const catalogue = useQuery(catalogueQueryOptions());
  const workspaces = useQuery(workspacesQueryOptions(companyId));
  if (session === null || rights.data === undefined || catalogue.data === undefined || workspaces.data === undefined) return <Spinner />;
  const target = { userId: person.id, isAdmin: person.is_admin, isMainUser: String(session.company?.main_user_id ?? "") === person.id, rights: rights.data };
  const editor = editorOf(session, companyId);
  const readOnly = !canEditRightsOf(editor, target);
  return (
    <RightsForm key={JSON.stringify(rights.data)} companyId={companyId} userId={person.id} initial={rights.data} catalogue={catalogue.data} workspaces={workspaces.data} readOnly={readOnly} mayGrant={(key) => mayGrantPermission(editor, key)} />
  );
};
