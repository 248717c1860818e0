import { feedback } from "../feedback/feedback.ts";
import { translate } from "../i18n/i18n.ts";
import { HttpError, http } from "./http-client.ts";

/**
 * The generic create/update/delete helpers (spec section 7): POST/PUT/DELETE /{node}, a success
 * toast '{Node} successfully created/updated/deleted' (or the caller's message), then the open
 * dialog closes. On failure the promise resolves to the server's error body plus responseStatus.
 */
export type NodeAction = "created" | "updated" | "deleted";

export const nodeLabel = (node: string): string => {
  const words = node.replace(/^\/+/, "").split("/")[0]?.replace(/[-_]+/g, " ").trim() ?? "";
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const successMessage = (node: string, action: NodeAction): string => `${nodeLabel(node)} successfully ${action}`;

/** The same message in the interface language (the node label too, when the dictionary has it). */
export const localisedSuccessMessage = (node: string, action: NodeAction): string =>
  translate(`{{node}} successfully ${action}`, { node: translate(nodeLabel(node)) });

export interface NodeCallbacks<T> {
  readonly message?: string;
  readonly onSuccess?: (data: T) => void;
  readonly onError?: (error: FailedMutation) => void;
  readonly onFinally?: () => void;
}

export type FailedMutation = Readonly<Record<string, unknown>> & { readonly responseStatus: number };
export type MutationResult<T> = { readonly ok: true; readonly data: T } | ({ readonly ok: false } & FailedMutation);

/** A thrown request error as the server's error body plus its status (0 when no answer came). */
export const failedMutationOf = (error: unknown): FailedMutation =>
  error instanceof HttpError
    ? { ...(typeof error.body === "object" && error.body !== null ? (error.body as object) : { message: error.body }), responseStatus: error.responseStatus }
    : { message: String(error), responseStatus: 0 };

const run = async <T>(call: () => Promise<T>, message: string, callbacks: NodeCallbacks<T>): Promise<MutationResult<T>> => {
  try {
    const data = await call();
    feedback().toast({ type: "success", message: callbacks.message ?? message });
    feedback().closeOpenDialog();
    callbacks.onSuccess?.(data);
    return { ok: true, data };
  } catch (error) {
    const failed = failedMutationOf(error);
    callbacks.onError?.(failed);
    return { ok: false, ...failed };
  } finally {
    callbacks.onFinally?.();
  }
};

export const createNode = <T>(node: string, body: unknown, callbacks: NodeCallbacks<T> = {}) =>
  run(() => http.post<T>(node, body), localisedSuccessMessage(node, "created"), callbacks);

export const updateNode = <T>(node: string, body: unknown, callbacks: NodeCallbacks<T> = {}) =>
  run(() => http.put<T>(node, body), localisedSuccessMessage(node, "updated"), callbacks);

export const deleteNode = <T>(node: string, callbacks: NodeCallbacks<T> = {}) =>
  run(() => http.delete<T>(node), localisedSuccessMessage(node, "deleted"), callbacks);
