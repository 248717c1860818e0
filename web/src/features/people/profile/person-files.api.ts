import { queryOptions } from "@tanstack/react-query";
import type { UserFileResponse } from "@workledger/event-schemas";
import { apiUrl, authHeaders, http, HttpError } from "../../../lib/http/http-client.ts";
import { peopleKeys } from "../people.api.ts";

/** A person's files (command-api identity, user-files.routes.ts); forms handle their own errors. */
const quiet = { globalErrorHandling: false } as const;
const filesPath = (companyId: string, userId: string) => `companies/${companyId}/users/${userId}/files`;

export const personFilesKey = (companyId: string, userId: string) => [...peopleKeys.person(companyId, userId), "files"] as const;

export const personFilesQueryOptions = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: personFilesKey(companyId, userId),
    queryFn: async ({ signal }) => (await http.get<{ data: UserFileResponse[] }>(filesPath(companyId, userId), { signal })).data,
  });

export const personFilesApi = {
  upload: (companyId: string, userId: string, file: File) => {
    const body = new FormData();
    body.set("file", file, file.name);
    return http.post<{ message: string; data: UserFileResponse }>(filesPath(companyId, userId), body, quiet);
  },
  remove: (companyId: string, userId: string, fileId: string) => http.delete<{ message: string }>(`${filesPath(companyId, userId)}/${fileId}`, quiet),
  /** The download needs the bearer token, so it is fetched and handed to the browser as a blob. */
  download: async (companyId: string, userId: string, file: Pick<UserFileResponse, "id" | "file_name">): Promise<void> => {
    const response = await fetch(apiUrl(`${filesPath(companyId, userId)}/${file.id}`), { headers: authHeaders(), credentials: "include" });
    if (!response.ok) throw new HttpError(response.status, await response.json().catch(() => ({})));
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement("a"), { href: url, download: file.file_name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};
