import { readStored, storageKeys } from "../storage.ts";
import { feedback } from "../feedback/feedback.ts";
import { reactionToStatus } from "./error-catalogue.ts";

export const apiBasePath = "/api";

/** A failed call: the server's error body plus its status (spec section 7, generic helpers). */
export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly responseStatus: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${responseStatus}`);
  }
}

/** App-level effects the client needs but must not own (router, session). Wired at startup. */
export interface HttpEffects {
  logout(): void;
  navigate(to: string, state: { readonly errorMessage: string; readonly redirectTo: string }): void;
  currentPath(): string;
}

let effects: HttpEffects = {
  logout: () => window.location.assign("/login"),
  navigate: (to) => window.location.assign(to),
  currentPath: () => window.location.pathname,
};

export const configureHttp = (wired: HttpEffects): void => {
  effects = wired;
};

export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface RequestOptions {
  readonly body?: unknown;
  readonly query?: Query;
  readonly signal?: AbortSignal;
  /** false: the caller handles every failure itself (e.g. the session probe treats 401 as logged out). */
  readonly globalErrorHandling?: boolean;
}

export const apiUrl = (path: string, query?: Query): string => {
  const url = `${apiBasePath}/${path.replace(/^\/+/, "")}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
};

export const authHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = readStored(storageKeys.accessToken);
  const csrf = readStored(storageKeys.csrf);
  if (token) headers["Authorization"] = `Bearer ${token}`;
  if (csrf) headers["X-XSRF-TOKEN"] = csrf;
  // The API acts as the stored persona (command-api identity README); none stored: the session's.
  const persona = readStored(storageKeys.persona);
  if (persona) headers["X-Persona"] = persona;
  return headers;
};

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Applies the error catalogue of spec section 8 to a failed response. */
export const reactToFailure = (status: number, body: unknown): void => {
  const reaction = reactionToStatus(status, body, effects.currentPath());
  switch (reaction.kind) {
    case "none":
    case "silent":
      return;
    case "dialog":
      feedback().dialog({ tone: reaction.tone, title: reaction.title, message: reaction.message, hint: reaction.hint, cancellable: false });
      return;
    case "toast":
      feedback().toast({ type: "error", message: reaction.message });
      return;
    case "logout":
      effects.logout();
      return;
    case "navigate":
      effects.navigate(reaction.to, { errorMessage: reaction.message, redirectTo: reaction.redirectTo });
      return;
  }
};

/**
 * The statuses a form shows in place: its field errors (400), and for a form that names the
 * conflicting field ('This email / RFID is already in use', 'Option already exist') also 409.
 * Every other failure of a mutation follows the error table like a page load does: 403, 404 and
 * the rest navigate to /error/{status} with the server's message and a way back (spec section 8).
 */
export const formFailures = {
  fields: [400],
  fieldsAndConflicts: [400, 409],
} as const satisfies Readonly<Record<string, readonly number[]>>;

/**
 * For a call made with `globalErrorHandling: false`: applies the error table to the failure unless
 * the caller shows that status itself. True when the table took it (the caller adds nothing).
 */
export const followErrorTable = (error: unknown, shows: readonly number[]): boolean => {
  if (!(error instanceof HttpError) || shows.includes(error.responseStatus)) return false;
  reactToFailure(error.responseStatus, error.body);
  return true;
};

export const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<T> => {
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  const headers = authHeaders();
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  // Network failures reject with no UI (clarification 18).
  const response = await fetch(apiUrl(path, options.query), {
    method,
    headers,
    credentials: "include",
    signal: options.signal,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
  });
  const body = await parseBody(response);
  if (response.ok) return body as T;
  if (options.globalErrorHandling !== false) reactToFailure(response.status, body);
  throw new HttpError(response.status, body);
};

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
};
