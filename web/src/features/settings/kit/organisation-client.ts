import { http } from "../../../lib/http/http-client.ts";
import { createNode, deleteNode, failedMutationOf, updateNode, type FailedMutation, type MutationResult } from "../../../lib/http/node-mutations.ts";

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

/** The whole answer of a read (for reads that carry more than `data`). */
export const readAnswer = async <T>(path: string): Promise<T> => http.get<T>(path, { query: { waitFor: lastPosition } });

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

/**
 * One command without a toast or closing a dialog, for a form whose one Save sends several
 * commands and tells the outcome once.
 */
export const sendQuietly = async (verb: "update" | "post", path: string, body: unknown): Promise<MutationResult<CommandAnswer>> => {
  try {
    const data = verb === "update" ? await http.put<CommandAnswer>(path, body) : await http.post<CommandAnswer>(path, body);
    return remember({ ok: true, data });
  } catch (error) {
    return { ok: false, ...failedMutationOf(error) };
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
