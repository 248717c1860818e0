import { can, type Principal } from "@workledger/domain/identity/access.ts";
import type { PermissionKey } from "@workledger/event-schemas";

export { userFileSizeProblem } from "@workledger/domain/identity/user-files.ts";

/** 1536 -> "1.5 KB": bytes, KB or MB with one decimal. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/**
 * A file's type as the files tab lists it (spec section 3, documents: name, type, size, last
 * modified): the name's extension ("contract.pdf" -> "PDF"), else the content type's subtype.
 */
export const fileTypeLabel = (file: { readonly file_name: string; readonly content_type: string }): string => {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.file_name)?.[1];
  if (extension !== undefined) return extension.toUpperCase();
  const subtype = file.content_type.split(";")[0]?.split("/")[1]?.trim() ?? "";
  return subtype === "" ? "-" : subtype.replace(/^(x-|vnd\.)/, "").toUpperCase();
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
