import { can, type Principal } from "@workledger/domain/identity/access.ts";
import type { PermissionKey } from "@workledger/event-schemas";

export { userFileSizeProblem } from "@workledger/domain/identity/user-files.ts";

/** 1536 -> "1.5 KB": bytes, KB or MB with one decimal. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

export interface FilesEditor {
  readonly userId: string;
  readonly persona: Principal["persona"];
  readonly permissions: ReadonlySet<string>;
}

/** Upload and delete show for whom the API allows them: the domain's `people.edit` in this company. */
export const canEditFiles = (editor: FilesEditor, companyId: string): boolean =>
  can(
    {
      userId: editor.userId,
      companyId,
      persona: editor.persona,
      isAdmin: false,
      isManager: false,
      isMainUser: false,
      rights: { user_role_id: null, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: [...editor.permissions] as PermissionKey[] },
    },
    "people.edit",
    { companyId },
  );
