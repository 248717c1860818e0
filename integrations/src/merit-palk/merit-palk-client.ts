import { meritQuery, meritTimestamp, type MeritPalkCredentials } from "./merit-palk-auth.ts";

export const MERIT_PALK_URL = "https://palk.merit.ee";

export interface MeritPalkClientOptions {
  readonly credentials: MeritPalkCredentials;
  /** Base URL without the /api/v1 path; Estonia's production host by default. */
  readonly url?: string;
  readonly now?: () => Date;
  readonly fetch?: typeof fetch;
  /** Attempts in all when Palk answers 429 (rate limit); each retry signs a fresh timestamp. */
  readonly maxAttempts?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

export type MeritOutcome =
  | { readonly kind: "sent"; readonly status: number; readonly body: string }
  /** Palk already holds a document with this DocName: the first request with it got through. */
  | { readonly kind: "already-received"; readonly status: number; readonly message: string }
  | { readonly kind: "failed"; readonly status: number; readonly message: string };

export type MeritEndpoint = "sendsalary" | "sendabsence" | "getemployees";

export interface MeritPalkClient {
  readonly post: (endpoint: MeritEndpoint, body: string) => Promise<MeritOutcome>;
}

const DUPLICATE_DOCUMENT = /already exists/i;
const REPLAYED = /already used/i;

const retryDelay = (attempt: number, retryAfter: string | null): number => {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, 10_000) : Math.min(200 * 2 ** attempt, 5_000);
};

export const createMeritPalkClient = (options: MeritPalkClientOptions): MeritPalkClient => {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = (options.url ?? MERIT_PALK_URL).replace(/\/$/, "");
  const maxAttempts = options.maxAttempts ?? 5;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  return {
    post: async (endpoint, body) => {
      for (let attempt = 1; ; attempt += 1) {
        // A fresh stamp and signature per attempt: a retried stale stamp would be refused.
        const query = meritQuery(options.credentials, meritTimestamp(now()), body);
        const response = await doFetch(`${base}/api/v1/${endpoint}?${query}`, {
          method: "POST",
          headers: { "Content-Type": "application/json; charset=utf-8" },
          body,
        });
        const text = await response.text();
        if (response.status === 429 && attempt < maxAttempts) {
          await sleep(retryDelay(attempt, response.headers.get("retry-after")));
          continue;
        }
        // The same body signed within the same second (a resumed export re-sending at once) gives the
        // same signature, which Palk refuses as a replay: sign again under the next second's stamp.
        if (response.status === 401 && REPLAYED.test(text) && attempt < maxAttempts) {
          await sleep(1_000);
          continue;
        }
        if (response.ok) return { kind: "sent", status: response.status, body: text };
        const message = readMessage(text) || `HTTP ${response.status}`;
        if (response.status === 409 || DUPLICATE_DOCUMENT.test(message)) return { kind: "already-received", status: response.status, message };
        return { kind: "failed", status: response.status, message };
      }
    },
  };
};

/** Palk answers errors as a JSON string, an object with Message, or plain text. */
const readMessage = (text: string): string => {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "string") return parsed;
    if (typeof parsed === "object" && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      return String(record["Message"] ?? record["message"] ?? text);
    }
  } catch {
    // not JSON: the text itself is the message
  }
  return text.trim();
};
