import { toast } from "../../../ui/toast/toaster.ts";
import { failureForForm, type ApiFailure } from "./api-failure.ts";
import { ensureCsrf } from "./csrf.ts";

export type MutationOutcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly failure: ApiFailure };

/**
 * The mutation flow of spec section 4 for the identity pages: call (with `globalErrorHandling: false`),
 * toast the server's message or the fallback on success; on failure toast the server's message for
 * the statuses a form handles (400/403/404/409/422) and leave the rest to the error catalogue.
 */
export const runMutation = async <T extends { message?: unknown } | null>(call: () => Promise<T>, successFallback = "Success"): Promise<MutationOutcome<T>> => {
  try {
    await ensureCsrf();
    const data = await call();
    const message = data !== null && typeof data === "object" && typeof data.message === "string" ? data.message : successFallback;
    toast.success(message);
    return { ok: true, data };
  } catch (error) {
    const failure = failureForForm(error);
    if (failure.status !== 0 && [400, 403, 404, 409, 422].includes(failure.status)) toast.error(failure.message);
    return { ok: false, failure };
  }
};
