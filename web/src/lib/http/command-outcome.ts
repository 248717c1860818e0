import { HttpError, http, reactToFailure } from "./http-client.ts";

/** A command's answer, or the refusal its caller shows in place (status, code, message, field errors). */
export type CommandOutcome<A> =
  | { readonly ok: true; readonly answer: A }
  | { readonly ok: false; readonly status: number; readonly code: string | null; readonly message: string | null; readonly errors: Readonly<Record<string, readonly string[]>> };

const bodyField = (body: unknown, key: string): unknown => (typeof body === "object" && body !== null ? (body as Record<string, unknown>)[key] : undefined);

/**
 * Sends one command. Expected refusals (400 field errors, 403, 404, 409, 422 with the spec's
 * messages) come back to the caller to show in place; anything else goes to the error catalogue.
 * `onPosition` hears the ledger position of an accepted command (the next read waits for it).
 */
export const sendCommand = async <A extends { readonly position?: string }>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body: unknown,
  onPosition: (position: string) => void,
): Promise<CommandOutcome<A>> => {
  try {
    const answer =
      method === "DELETE"
        ? await http.delete<A>(path, { globalErrorHandling: false })
        : await (method === "POST" ? http.post : http.put)<A>(path, body ?? {}, { globalErrorHandling: false });
    if (typeof answer?.position === "string") onPosition(answer.position);
    return { ok: true, answer: answer ?? ({} as A) };
  } catch (error) {
    if (!(error instanceof HttpError)) return { ok: false, status: 0, code: null, message: null, errors: {} };
    const { responseStatus: status, body: failure } = error;
    if (![400, 403, 404, 409, 422].includes(status)) reactToFailure(status, failure);
    const code = bodyField(failure, "code");
    const message = bodyField(failure, "message");
    const errors = bodyField(failure, "errors");
    return {
      ok: false,
      status,
      code: typeof code === "string" ? code : null,
      message: typeof message === "string" ? message : null,
      errors: typeof errors === "object" && errors !== null ? (errors as Record<string, readonly string[]>) : {},
    };
  }
};
