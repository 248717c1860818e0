import { apiUrl, authHeaders, http, HttpError } from "../../../lib/http/http-client.ts";

export interface WorkFileRef {
  readonly id: string;
  readonly name: string;
}

/** Work log files (command-api work-time, work-files.routes.ts): upload, then name the file in the log. */
export const workFilesApi = {
  /** POST /companies/{id}/works/files, multipart field `file`; the form shows the field's message itself. */
  upload: async (companyId: string, file: File): Promise<WorkFileRef> => {
    const body = new FormData();
    body.set("file", file, file.name);
    const answer = await http.post<{ data: WorkFileRef }>(`companies/${companyId}/works/files`, body, { globalErrorHandling: false });
    return { id: answer.data.id, name: answer.data.name };
  },
  /** The download needs the bearer token, so it is fetched and handed to the browser as a blob. */
  download: async (companyId: string, workId: string, file: WorkFileRef): Promise<void> => {
    const response = await fetch(apiUrl(`companies/${companyId}/works/${workId}/files/${file.id}`), { headers: authHeaders(), credentials: "include" });
    if (!response.ok) throw new HttpError(response.status, await response.json().catch(() => ({})));
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement("a"), { href: url, download: file.name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};
