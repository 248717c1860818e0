import { toast } from "../../../ui/toast/toaster.ts";
import { followErrorTable, formFailures } from "../../../lib/http/http-client.ts";
import { toApiFailure, type ApiFailure } from "./api-failure.ts";
import { ensureCsrf } from "./csrf.ts";

export type MutationOutcome<T> =
  | { readonly ok: true; readonly data: T }
  /** `byErrorTable`: the app-wide table took the failure (a dialog, a logout, /error/{status}); the form shows nothing. */
  | { readonly ok: false; readonly failure: ApiFailure; readonly byErrorTable: boolean };

/**
 * The mutation flow of spec section 4 for the identity pages: call (with `globalErrorHandling: false`),
 * toast the server's message or the fallback on success; on failure toast the server's message for
 * the statuses the form shows (`shows`: 400 field errors, and 409 for a form naming the conflicting
 * field) and leave the rest to the error table (403, 404, 409 elsewhere: /error/{status}).
 */
export const runMutation = async <T extends { message?: unknown } | null>(
  call: () => Promise<T>,
  successFallback = "Success",
  shows: readonly number[] = formFailures.fields,
): Promise<MutationOutcome<T>> => {
  try {
    await ensureCsrf();
    const data = await call();
    const message = data !== null && typeof data === "object" && typeof data.message === "string" ? data.message : successFallback;
    toast.success(message);
    return { ok: true, data };
  } catch (error) {
    const failure = toApiFailure(error);
    const byErrorTable = followErrorTable(error, shows);
    if (!byErrorTable && failure.status !== 0) toast.error(failure.message);
    return { ok: false, failure, byErrorTable };
  }
};
