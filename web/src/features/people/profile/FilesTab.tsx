import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserFileResponse } from "@workledger/event-schemas";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { useSession } from "../../../app/session/use-session.ts";
import { Button } from "../../../ui/button/Button.tsx";
import { dialogs } from "../../../ui/dialog/dialog-stack.ts";
import { EmptyState } from "../../../ui/empty-state/EmptyState.tsx";
import { Spinner } from "../../../ui/spinner/SpinnerPage.tsx";
import { toast } from "../../../ui/toast/toaster.ts";
import { toApiFailure } from "../../auth/api/api-failure.ts";
import { runMutation } from "../../auth/api/run-mutation.ts";
import { personFilesApi, personFilesKey, personFilesQueryOptions } from "./person-files.api.ts";
import { canEditFiles, formatFileSize, userFileSizeProblem } from "./person-files-rules.ts";

const rowStyle = css({ display: "flex", alignItems: "center", gap: "3", py: "2", borderBottomWidth: "1px", borderColor: "border.subtle" });

/** The files tab of a person's profile: list, download, and for editors upload and delete. */
export const FilesTab = ({ companyId, userId }: { companyId: string; userId: string }) => {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
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

  const uploadButton = editor && (
    <>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t("Upload file")}
        data-testid="person-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file !== undefined) void upload(file);
        }}
      />
      <Button variant="primary" loading={uploading} onClick={() => input.current?.click()}>
        {t("Upload file")}
      </Button>
    </>
  );

  if (files.isPending) return <Spinner />;
  const list = files.data ?? [];
  if (list.length === 0) return <EmptyState title={t("No files yet")} lines={[t("Documents added to this person will be listed here.")]} actions={uploadButton} />;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" });
  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "3" })} data-testid="files-tab">
      <div className={css({ display: "flex", justifyContent: "flex-end" })}>{uploadButton}</div>
      <ul aria-label={t("Files")} className={css({ listStyle: "none", m: "0", p: "0" })}>
        {list.map((file) => (
          <li key={file.id} className={rowStyle}>
            <Button variant="link" onClick={() => void download(file)} className={css({ flex: "1", justifyContent: "flex-start", truncate: true })}>
              {file.file_name}
            </Button>
            <span className={css({ fontSize: "sm", color: "fg.muted", whiteSpace: "nowrap" })}>{formatFileSize(file.size)}</span>
            <span className={css({ fontSize: "sm", color: "fg.muted", whiteSpace: "nowrap", display: { base: "none", md: "inline" } })}>{dateFormat.format(new Date(file.created_at))}</span>
            {editor && (
              <Button variant="secondary" size="sm" onClick={() => remove(file)} aria-label={`${t("Delete")} ${file.file_name}`}>
                {t("Delete")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
