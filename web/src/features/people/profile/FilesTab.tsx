import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserFileResponse } from "@workledger/event-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { useSession } from "../../../app/session/use-session.ts";
import { Button } from "../../../ui/button/Button.tsx";
import { FilePickerButton } from "../../../ui/file-picker/FilePickerButton.tsx";
import { DataTable } from "../../../ui/data-table/DataTable.tsx";
import type { DataTableColumn } from "../../../ui/data-table/data-table-columns.tsx";
import { dialogs } from "../../../ui/dialog/dialog-stack.ts";
import { EmptyState } from "../../../ui/empty-state/EmptyState.tsx";
import { Spinner } from "../../../ui/spinner/SpinnerPage.tsx";
import { toast } from "../../../ui/toast/toaster.ts";
import { toApiFailure } from "../../auth/api/api-failure.ts";
import { runMutation } from "../../auth/api/run-mutation.ts";
import { personFilesApi, personFilesKey, personFilesQueryOptions } from "./person-files.api.ts";
import { canEditFiles, fileTypeLabel, formatFileSize, userFileSizeProblem } from "./person-files-rules.ts";

type FileRow = UserFileResponse & Record<string, unknown>;

/** The files tab of a person's profile: list, download, and for editors upload and delete. */
export const FilesTab = ({ companyId, userId }: { companyId: string; userId: string }) => {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const files = useQuery(personFilesQueryOptions(companyId, userId));
  const editor = session !== null && canEditFiles({ userId: String(session.user.id), persona: session.persona, permissions: session.permissions }, companyId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: personFilesKey(companyId, userId) });

  const upload = async (file: File) => {
    const problem = userFileSizeProblem(file.type || "application/octet-stream", file.size);
    if (problem !== null) {
      toast.error(problem);
      return;
    }
    setUploading(true);
    const outcome = await runMutation(() => personFilesApi.upload(companyId, userId, file), "File uploaded successfully");
    setUploading(false);
    if (outcome.ok) void refresh();
  };
  const download = async (file: UserFileResponse) => {
    try {
      await personFilesApi.download(companyId, userId, file);
    } catch (error) {
      toast.error(toApiFailure(error).message);
    }
  };
  const remove = (file: UserFileResponse) =>
    dialogs.open({
      id: "delete-person-file",
      title: t("Confirm action"),
      content: <p>{t("Are you sure you want to delete {{name}}?", { name: file.file_name })}</p>,
      footer: (close) => (
        <>
          <Button variant="secondary" onClick={close}>
            {t("Cancel")}
          </Button>
          <Button
            variant="primary"
            onClick={async () => {
              close();
              const outcome = await runMutation(() => personFilesApi.remove(companyId, userId, file.id), "File deleted successfully");
              if (outcome.ok) void refresh();
            }}
          >
            {t("Confirm")}
          </Button>
        </>
      ),
    });

  const uploadButton = editor && <FilePickerButton label={t("Upload file")} loading={uploading} inputTestId="person-file-input" onPick={(file) => void upload(file)} />;

  if (files.isPending) return <Spinner />;
  const list = files.data ?? [];
  if (list.length === 0) return <EmptyState title={t("No files yet")} lines={[t("Documents added to this person will be listed here.")]} actions={uploadButton} />;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" });
  // Spec section 3, documents: file name, type, size and last modified, under column headers.
  const columns: DataTableColumn<FileRow>[] = [
    {
      id: "name",
      type: "component",
      header: t("File name"),
      sortable: true,
      sortValue: (file) => file.file_name.toLowerCase(),
      render: (file) => (
        <Button variant="link" onClick={() => void download(file)} className={css({ justifyContent: "flex-start", truncate: true, maxW: "full" })}>
          {file.file_name}
        </Button>
      ),
    },
    { id: "type", type: "function", header: t("Type"), sortable: true, value: (file) => fileTypeLabel(file) },
    { id: "size", type: "component", header: t("Size"), sortable: true, sortValue: (file) => file.size, render: (file) => formatFileSize(file.size) },
    {
      id: "modified",
      type: "component",
      header: t("Last modified"),
      sortable: true,
      sortValue: (file) => Date.parse(file.created_at),
      render: (file) => dateFormat.format(new Date(file.created_at)),
    },
    ...(editor
      ? [
          {
            id: "actions",
            type: "component" as const,
            header: t("Actions"),
            render: (file: FileRow) => (
              <Button variant="secondary" size="sm" onClick={() => remove(file)} aria-label={`${t("Delete")} ${file.file_name}`}>
                {t("Delete")}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "3" })} data-testid="files-tab">
      <div className={css({ display: "flex", justifyContent: "flex-end" })}>{uploadButton}</div>
      <DataTable label={t("Files")} data={list as FileRow[]} columns={columns} getRowId={(file) => file.id} initialPageSize={50} />
    </section>
  );
};
