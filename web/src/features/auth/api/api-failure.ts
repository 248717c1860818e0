import { HttpError, followErrorTable, formFailures } from "../../../lib/http/http-client.ts";
import { serverMessageLines } from "../../../ui/toast/server-message.ts";

/** A failed call read for a form: status, the API's code, its message and the per-field messages. */
export interface ApiFailure {
  readonly status: number;
  readonly code: string | null;
  readonly message: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export const toApiFailure = (error: unknown): ApiFailure => {
  if (!(error instanceof HttpError)) return { status: 0, code: null, message: "Something went wrong", fieldErrors: {} };
  const body = isRecord(error.body) ? error.body : {};
  const fieldErrors: Record<string, string> = {};
  if (isRecord(body["errors"])) {
    for (const [field, messages] of Object.entries(body["errors"])) {
      const first = serverMessageLines(messages)[0];
      if (first !== undefined) fieldErrors[field] = first;
    }
  }
  const message = serverMessageLines(body["message"] ?? (typeof error.body === "string" ? error.body : null))[0] ?? "Something went wrong";
  return { status: error.responseStatus, code: typeof body["code"] === "string" ? body["code"] : null, message, fieldErrors };
};

/** For calls made with `globalErrorHandling: false`: the error table for what the form does not show (`shows`). */
export const failureForForm = (error: unknown, shows: readonly number[] = formFailures.fields): ApiFailure => {
  followErrorTable(error, shows);
  return toApiFailure(error);
};
