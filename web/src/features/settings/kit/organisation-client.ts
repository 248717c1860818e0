import { http } from "../../../lib/http/http-client.ts";
import { createNode, deleteNode, updateNode, type FailedMutation, type MutationResult } from "../../../lib/http/node-mutations.ts";

/** What every organisation command answers (command-api/src/organisation/README.md). */
export interface CommandAnswer {
  readonly message: string;
  readonly data: { readonly id?: string };
  readonly position?: string;
}

export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The ledger position of this tab's last write. Lists pass it as `waitFor`, so after one's own
 * command the read model answers with that write in it (read-your-writes).
 */
let lastPosition: string | undefined;

const remember = (result: MutationResult<CommandAnswer>): MutationResult<CommandAnswer> => {
  if (result.ok && typeof result.data?.position === "string") lastPosition = result.data.position;
  return result;
};

export const readData = async <T>(path: string, query: Record<string, string | undefined> = {}): Promise<T> =>
  (await http.get<{ data: T }>(path, { query: { ...query, waitFor: lastPosition } })).data;

export type Verb = "create" | "update" | "delete" | "post";

/** One command through the generic helpers (toast, close dialog); `message` is the success text. */
export const sendCommand = async (verb: Verb, path: string, body: unknown, message: string): Promise<MutationResult<CommandAnswer>> => {
  switch (verb) {
    case "create":
    case "post":
      return remember(await createNode<CommandAnswer>(path, body ?? {}, { message }));
    case "update":
      return remember(await updateNode<CommandAnswer>(path, body, { message }));
    case "delete":
      return remember(await deleteNode<CommandAnswer>(path, { message }));
  }
};

/** The API's 400 `errors` ({ field: [messages] }) as one message per field, for the form. */
export const fieldErrorsOf = (failed: FailedMutation | { readonly ok: true }): FieldErrors => {
  if (!("responseStatus" in failed)) return {};
  const errors = (failed as { errors?: unknown }).errors;
  if (typeof errors !== "object" || errors === null) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === "string") out[field] = first;
  }
  return out;
};
