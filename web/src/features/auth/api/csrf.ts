import { http } from "../../../lib/http/http-client.ts";
import { readStored, storageKeys, writeStored } from "../../../lib/storage.ts";

/**
 * GET /api/sanctum/csrf-cookie answers `{ csrf_token }` and sets the XSRF-TOKEN cookie; every
 * mutating call sends the stored value as X-XSRF-TOKEN (command-api identity README).
 */
export const fetchCsrf = async (): Promise<void> => {
  const body = await http.get<{ csrf_token?: string }>("sanctum/csrf-cookie", { globalErrorHandling: false });
  if (typeof body?.csrf_token === "string") writeStored(storageKeys.csrf, body.csrf_token);
};

export const ensureCsrf = async (): Promise<void> => {
  if (readStored(storageKeys.csrf) === null) await fetchCsrf();
};
