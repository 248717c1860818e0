import { userFileSizeProblem } from "@workledger/domain/identity/user-files.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { toApiFailure } from "../../auth/api/api-failure.ts";
import { Button, FilePickerButton, toast } from "../../../ui/index.ts";
import { workTimeStyles as styles } from "../work-time.styles.ts";
import { workFilesApi, type WorkFileRef } from "./work-files.api.ts";

export interface WorkLogFilesProps {
  readonly companyId: string;
  /** The saved log's id (its files download through it); null while the log is new. */
  readonly workId: string | null;
  /** Ids the saved log already holds: only those can be downloaded before saving. */
  readonly savedIds: readonly string[];
  readonly files: readonly WorkFileRef[];
  readonly onChange: (files: readonly WorkFileRef[]) => void;
}

const listStyle = css({ listStyle: "none", m: "0", p: "0", display: "flex", flexDirection: "column", gap: "1" });
const rowStyle = css({ display: "flex", alignItems: "center", gap: "2", justifyContent: "space-between" });

/**
 * A work log's files (spec section 3): attach one at a time, images up to 5 MB ('Single image must
 * not exceed 5MB') and other files up to 10 MB, checked before the upload as the API checks them;
 * saved files download, any file can be taken off the log before saving.
 */
export const WorkLogFiles = ({ companyId, workId, savedIds, files, onChange }: WorkLogFilesProps) => {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const attach = async (file: File) => {
    const refused = userFileSizeProblem(file.type || "application/octet-stream", file.size);
    setProblem(refused);
    if (refused !== null) return;
    setUploading(true);
    try {
      const uploaded = await workFilesApi.upload(companyId, file);
      onChange([...files, uploaded]);
    } catch (error) {
      setProblem(toApiFailure(error).fieldErrors["file"] ?? toApiFailure(error).message);
    } finally {
      setUploading(false);
    }
  };
  const download = async (file: WorkFileRef) => {
    if (workId === null) return;
    try {
      await workFilesApi.download(companyId, workId, file);
    } catch (error) {
      toast.error(t(toApiFailure(error).message));
    }
  };

  return (
    <fieldset className={styles.form} data-testid="work-log-files">
      <legend className={styles.subtitle}>{t("Files")}</legend>
      {files.length > 0 && (
        <ul className={listStyle} aria-label={t("Files")}>
          {files.map((file) => (
            <li key={file.id} className={rowStyle}>
              {workId !== null && savedIds.includes(file.id) ? (
                <Button variant="link" onClick={() => void download(file)} className={css({ justifyContent: "flex-start", truncate: true })}>
                  {file.name}
                </Button>
              ) : (
                <span className={css({ truncate: true })}>{file.name}</span>
              )}
              <Button variant="ghost" size="sm" onClick={() => onChange(files.filter((f) => f.id !== file.id))} aria-label={`${t("Remove")} ${file.name}`}>
                {t("Remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem !== null && (
        <p className={styles.error} role="alert">
          {t(problem)}
        </p>
      )}
      <div>
        <FilePickerButton label={t("Attach file")} variant="secondary" size="sm" loading={uploading} inputTestId="work-log-file-input" onPick={(file) => void attach(file)} />
      </div>
    </fieldset>
  );
};
